// Knowledge of the built-in assistant: debts and mortgages.
import { factText as f, factValue } from "@shared/facts";
import { BUTTONS, bullets, euro, incomeCents, percentOf } from "../figures";
import { appPageLink } from "../../app-features";
import { normalize } from "../normalize";
import type { Topic } from "../types";

/** A question that asks for an instalment ("calcolami la rata", "quanto pago al mese"). */
const ASKS_INSTALMENT = /\b(rat[ae]|quanto (pago|pagherei|mi viene|verrebbe))\b/;

/** The mortgage calculator's threshold, from the facts registry: one value everywhere (docs/facts.md). */
const MAX_INSTALMENT_PERCENT = factValue("mutuo-rata-reddito-max");

/** "Quanto mi darebbe/presterebbe la banca?", "che mutuo posso chiedere?": the size of the loan. */
const ASKS_LOAN_SIZE = /\bquant\w*\b.*\b(darebbe\w*|danno|prest\w*|finanzi\w*|concede\w*|posso chiedere|otten\w*)\b|\bche mutuo\b.*\b(posso|riesco)\b/;

export const debtHomeTopics: Topic[] = [
  {
    id: "debiti",
    label: "Gestire i debiti",
    answer: ({ ctx }) => {
      const income = incomeCents(ctx);
      const lines = [
        "Per uscire dai debiti serve un piano chiaro:",
        bullets([
          "Fai l'elenco di tutti i debiti con importo residuo, rata e tasso di interesse (TAEG).",
          "Paga sempre almeno la rata minima di tutti, così eviti penali e segnalazioni.",
          "Metodo valanga: metti ogni euro in più sul debito con il tasso più alto (di solito carte revolving e prestiti al consumo). Metodo palla di neve: chiudi prima il debito più piccolo per motivarti.",
          "Non aprire nuovi debiti per pagare quelli vecchi, a meno che un consolidamento abbia un TAEG davvero più basso.",
          "Tieni un piccolo fondo per gli imprevisti, così non torni a usare la carta di credito.",
        ]),
      ];
      if (income) {
        lines.push(
          `Con un reddito di ${euro(income)}, la somma di tutte le rate non dovrebbe superare il ${MAX_INSTALMENT_PERCENT}%, cioè ${euro(percentOf(income, MAX_INSTALMENT_PERCENT))} al mese.`,
        );
      } else {
        lines.push(`Una regola prudente: la somma di tutte le rate non dovrebbe superare il ${MAX_INSTALMENT_PERCENT}% del reddito netto mensile.`);
      }
      lines.push("Se i debiti sono diventati difficili da gestire, un consulente può aiutarti a trovare la strada giusta.");
      return lines.join("\n\n");
    },
    suggestions: ["Qual è il budget migliore per me?", "Come posso risparmiare 200€ al mese?", "Quanto deve essere il fondo di emergenza?"],
    actions: [BUTTONS.budget, BUTTONS.human],
    page: () => appPageLink("/debts"),
  },
  {
    id: "mutuo",
    label: "Mutuo e prima casa",
    answer: ({ ctx, question, amountCents }) => {
      const income = incomeCents(ctx);
      const lines: string[] = [];
      // A rate asked with no figures: ask for them, the instalment tool computes it (docs/chat.md, "Tools").
      if (amountCents === null && ASKS_INSTALMENT.test(normalize(question))) {
        lines.push("Te la calcolo volentieri: dimmi l'importo del mutuo, la durata in anni e il tasso annuo, per esempio «rata di un mutuo da 120.000 € in 20 anni al 3,5 %». Intanto, le regole per capire se è sostenibile:");
      }
      // How much the bank would lend, asked with no figure and no income in the profile: what it
      // depends on is asked back (docs/chat.md, "Asking back").
      else if (amountCents === null && income === null && ASKS_LOAN_SIZE.test(normalize(question))) {
        lines.push("Te lo calcolo volentieri: dimmi il reddito netto mensile della famiglia (o la rata che potete pagare), la durata in anni e il tasso annuo. Intanto, le regole che usano le banche:");
      }
      lines.push(
        "Prima di chiedere un mutuo conviene verificare quanto puoi sostenere:",
        bullets([
          `La rata non dovrebbe superare il ${f("mutuo-rata-reddito-max")} del reddito netto mensile: è la soglia del nostro calcolatore. Restare entro ${f("mutuo-rata-reddito-prudente")} del reddito è la lettura più prudente della stessa regola.`,
          `Le banche finanziano di solito fino all'${f("mutuo-ltv-max")} del valore di perizia: il resto del prezzo, più notaio, imposte e agenzia, va pagato con i risparmi. Si può arrivare fino al 100% con il Fondo di garanzia prima casa (Consap), che dal 2025 è riservato alle categorie prioritarie, come gli under 36 con ISEE fino a ${f("fondo-prima-casa-isee-max")} e le famiglie numerose (ISEE fino a ${f("fondo-prima-casa-isee-5-figli")} con cinque o più figli).`,
          "Tasso fisso: rata sempre uguale, più sicurezza. Tasso variabile: parte spesso più basso ma può salire con l'Euribor.",
          "Confronta il TAEG di più offerte, non solo il tasso, e ricorda che con la surroga puoi cambiare banca senza costi.",
        ]),
      );
      if (income) {
        lines.push(`Con un reddito di ${euro(income)} la rata massima è circa ${euro(percentOf(income, MAX_INSTALMENT_PERCENT))} al mese (${f("mutuo-rata-reddito-max")}); con la lettura prudente, ${euro(Math.floor(income / 3))}.`);
      }
      lines.push("Sul sito trovi anche il calcolatore mutuo per stimare la rata. Per una valutazione sulla tua situazione puoi parlare con un consulente.");
      return lines.join("\n\n");
    },
    suggestions: ["Qual è il budget migliore per me?", "Quanto deve essere il fondo di emergenza?", "Come posso gestire i miei debiti?"],
    actions: [BUTTONS.budget, BUTTONS.human],
    page: () => ({ label: "Apri il calcolatore del mutuo", href: "/mortgage-calculator" }),
  },
];
