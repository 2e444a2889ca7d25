// Knowledge of the built-in assistant: saving, budgeting, emergency fund, tracking expenses.
import { BUDGET_SPLIT, FREE_EXPENSE_LIMIT } from "@shared/constants";
import { toCents } from "@shared/money";
import { BUTTONS, budgetCents, bullets, euro, incomeCents, percentOf, share, splitCents } from "../figures";
import { appPageLink } from "../../app-features";
import { normalize } from "../normalize";
import { budgetHref } from "../tools";
import type { AnswerInput, Topic } from "../types";

const DEFAULT_SAVING_CENTS = 200_00;

const SAVING_VERB = String.raw`(risparmiare|risparmio|risparmiando|mettere da parte|metto da parte|mettendo da parte|accantonare|accantono|accantonando|da parte|mettere via|metto via|mettiamo via|metter via)`;
const FIGURE = String.raw`(?:€\s*)?\d[\d.,]*\s*(?:k\b|€|euro)?|\b(?:mille|duemila\w*|tremila\w*|cinquecento|cento)\b`;

/**
 * What the amount in a saving question is (docs/chat.md, "Slots"): "saving" when a saving verb sits
 * right before it ("risparmiare 200 € al mese"), "income" when an income word is there ("guadagno",
 * "stipendio", "con 1.800 euro al mese") or the saving is what is asked ("quanto dovrei mettere da
 * parte?"), else "unsure" (the assistant asks).
 */
export function amountRole(question: string): "saving" | "income" | "unsure" {
  const text = question.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  if (new RegExp(String.raw`${SAVING_VERB}\s+(?:circa\s+|almeno\s+|solo\s+)?(?:${FIGURE})`).test(text)) return "saving";
  if (/\b(guadagn\w*|stipendi\w*|reddit\w*|entrat\w*|prendo|prendiamo|prendess\w*|prenderei|porto a casa|portiamo a casa|netti|entra(no)?|pensione di|busta paga)\b/.test(text)) return "income";
  if (new RegExp(String.raw`\bquanto\b.*${SAVING_VERB}`).test(text)) return "income";
  if (new RegExp(String.raw`^\s*con\s+(?:${FIGURE})`).test(text)) return "income";
  return "unsure";
}

/** The saving a monthly income allows (the 50/30/20 rule's 20 %, splitBudget like the budget page). */
function savingFromIncome(income: number, question: string): string {
  const split = splitCents(income);
  const children = /\b(figli|figlio|figlia|bambini|bimbi)\b/i.test(question);
  return [
    `Con un reddito netto di ${euro(income)} al mese, la regola 50/30/20 suggerisce di mettere da parte il 20%: ${euro(split.savings)} al mese (${euro(split.savings * 12)} in un anno). Le necessità avrebbero ${euro(split.necessities)}, i desideri ${euro(split.wants)}.`,
    children
      ? "Con dei figli le necessità spesso superano il 50%: se è così, parti da una quota più bassa (anche il 10%) e proteggila con un bonifico automatico appena arriva lo stipendio. Prima costruisci un fondo di emergenza di 3-6 mesi di spese essenziali; poi pensa agli obiettivi per i figli."
      : "Se le necessità superano il 50%, parti da una quota più bassa e aumentala ogni mese. Prima costruisci un fondo di emergenza di 3-6 mesi di spese essenziali.",
    "Con il calcolatore di budget ottieni la tua ripartizione in pochi secondi.",
  ].join("\n\n");
}

const INCOME_WORDS = /\b(guadagn\w*|stipendi\w*|reddit\w*|prendo|prendiamo|porto a casa|portiamo a casa|netti|entrano)\b/;
const SPENDING_WORDS = /\b(spend\w*|spes[ae]|uscite|costi fissi)\b/;

/**
 * The amount of the question, also when written with no "€" ("prendo 1500 netti", "spendo 1.500 al
 * mese"): a bare number counts when a word says what it is (docs/chat.md, "Figures").
 */
function questionAmount({ amountCents, slots, question }: AnswerInput, words: RegExp): number | null {
  if (amountCents) return amountCents;
  return slots.bareAmountCents && words.test(normalize(question)) ? slots.bareAmountCents : null;
}

export const savingTopics: Topic[] = [
  {
    id: "risparmio",
    label: "Risparmiare ogni mese",
    answer: (input) => {
      const { ctx, question } = input;
      // A figure is the income unless the question says it is the saving (docs/chat.md, "Slots"); a
      // number with no "€" counts when an income word or "quanto … risparmiare" says what it is.
      const said = amountRole(question);
      // "e se mi aumentano a 2.100?" after "prendo 1.800": the new figure is the income again.
      const read = said === "unsure" && input.amountIsIncome ? "income" : said;
      const amountCents = input.amountCents ?? (input.slots.bareAmountCents !== null && read === "income" ? input.slots.bareAmountCents : null);
      const role = amountCents === null ? "saving" : read;
      // "Quanto dovrei mettere da parte?" with no income here nor in the profile: asked back (docs/chat.md, "Asking back").
      if (amountCents === null && incomeCents(ctx) === null && new RegExp(String.raw`\bquant[oa]\b.*${SAVING_VERB}|\bquota\b.*\brisparmi`).test(normalize(question))) {
        return "Te lo calcolo volentieri: dimmi il reddito netto che entra in casa ogni mese, per esempio \"guadagno 1.800 € al mese, quanto dovrei risparmiare?\". Con la regola 50/30/20 la quota da mettere da parte è il 20%.";
      }
      if (amountCents !== null && role === "unsure") {
        return `Scusa, non ho capito a cosa si riferiscono ${euro(amountCents)}: sono il tuo reddito netto mensile o la cifra che vorresti risparmiare ogni mese? Scrivimelo, per esempio "guadagno ${euro(amountCents)} al mese" oppure "vorrei risparmiare ${euro(amountCents)} al mese".`;
      }
      if (amountCents !== null && role === "income") return savingFromIncome(amountCents, question);
      const target = amountCents ?? DEFAULT_SAVING_CENTS;
      const income = incomeCents(ctx);
      const lines = [`Risparmiare ${euro(target)} al mese significa mettere da parte ${euro(target * 12)} in un anno: si può fare con qualche abitudine costante.`];
      if (income) {
        const twenty = percentOf(income, 20);
        lines.push(
          `Con un reddito di ${euro(income)} il 20% è ${euro(twenty)}: ${euro(target)} sono il ${share(target, income)} del tuo reddito, ${target <= twenty ? "un obiettivo alla tua portata" : "un obiettivo ambizioso: parti da una cifra più bassa e aumentala ogni mese"}.`,
        );
      }
      lines.push(
        "Ecco da dove partire:",
        bullets([
          "Risparmia appena arriva lo stipendio, con un bonifico automatico su un conto separato.",
          "Rivedi gli abbonamenti (streaming, palestra, telefono): spesso valgono 30-50 € al mese.",
          "Fai la spesa con una lista e pianifica i pasti della settimana.",
          "Confronta le offerte di luce, gas e assicurazioni una volta l'anno.",
          "Annota le spese per un mese: vedrai subito dove si perdono i soldi.",
        ]),
      );
      return lines.join("\n\n");
    },
    suggestions: ["Come funziona la regola 50/30/20?", "Quanto deve essere il fondo di emergenza?", "Dove investo i risparmi con un PAC?"],
    actions: [BUTTONS.budget, BUTTONS.courses],
    // Saving for something (a holiday, a goal) has its page: the goals of /plan (docs/chat.md, "Facts and pages in every answer").
    page: () => appPageLink("/plan"),
  },
  {
    id: "budget",
    label: "Budget 50/30/20",
    answer: (input) => {
      const { ctx } = input;
      // An income written in the question ("Guadagno 1.800 € al mese", "prendo 1500 netti") wins over the saved budget.
      const amountCents = questionAmount(input, INCOME_WORDS);
      const income = amountCents ?? incomeCents(ctx);
      // The family's own split when it chose one (docs/plan.md, "La ripartizione della famiglia").
      const shares = ctx.split ?? BUDGET_SPLIT;
      const split = amountCents ? splitCents(amountCents, shares) : budgetCents(ctx);
      const chosen = shares.necessities !== BUDGET_SPLIT.necessities || shares.wants !== BUDGET_SPLIT.wants;
      const own = (amountCents ? "il budget" : "il tuo budget") + (chosen ? ` con la ripartizione che hai scelto (${shares.necessities}/${shares.wants}/${shares.savings})` : "");
      const intro =
        "La regola 50/30/20 è il modo più semplice per organizzare il reddito netto mensile: il 50% alle necessità (casa, bollette, spesa, trasporti), il 30% ai desideri (svago, ristoranti, viaggi) e il 20% al risparmio e agli investimenti.";
      if (income && split) {
        return [
          intro,
          `Con un reddito di ${euro(income)} ${own} è:`,
          bullets([`Necessità (${shares.necessities}%): ${euro(split.necessities)}`, `Desideri (${shares.wants}%): ${euro(split.wants)}`, `Risparmio (${shares.savings}%): ${euro(split.savings)}`]),
          `Se le necessità superano il ${shares.necessities}%, riduci prima i desideri e proteggi la quota di risparmio.`,
        ].join("\n\n");
      }
      return [
        intro,
        "Per esempio, con 2.000 € netti al mese: 1.000 € per le necessità, 600 € per i desideri e 400 € per il risparmio.",
        "Con il calcolatore di budget ottieni la tua ripartizione in pochi secondi.",
      ].join("\n\n");
    },
    suggestions: ["Come posso risparmiare 200€ al mese?", "Quanto deve essere il fondo di emergenza?", "Come tengo traccia delle spese?"],
    actions: [BUTTONS.budget, BUTTONS.courses],
    // The budget calculator, prefilled with the income of the question (docs/calculators.md, "URL parameters").
    page: (input) => {
      const income = questionAmount(input, INCOME_WORDS);
      return { label: "Apri il calcolatore di budget", href: income ? budgetHref(income) : "/budget-calculator" };
    },
  },
  {
    id: "fondo_emergenza",
    label: "Fondo di emergenza",
    answer: (input) => {
      const split = budgetCents(input.ctx);
      // "spendo 1.500 al mese": the essential spending of the question, 3 to 6 months of it.
      const spending = questionAmount(input, SPENDING_WORDS);
      const intro =
        "Il fondo di emergenza è una riserva di soldi subito disponibili (conto corrente o conto deposito libero) per gli imprevisti: un guasto all'auto, una spesa medica, un periodo senza lavoro. Si consiglia di tenere da 3 a 6 mesi di spese essenziali.";
      if (spending) {
        return [intro, `Con ${euro(spending)} di spese al mese il fondo dovrebbe stare tra ${euro(spending * 3)} e ${euro(spending * 6)}; con un solo reddito in casa, meglio verso i 6 mesi.`, "Costruiscilo prima di investire: così non dovrai vendere gli investimenti nel momento sbagliato."].join("\n\n");
      }
      if (split && split.necessities > 0) {
        const lines = [
          intro,
          `Le tue necessità sono ${euro(split.necessities)} al mese: il tuo fondo dovrebbe stare tra ${euro(split.necessities * 3)} e ${euro(split.necessities * 6)}.`,
        ];
        if (split.savings > 0) {
          const months = Math.ceil((split.necessities * 3) / split.savings);
          lines.push(`Mettendo da parte ${euro(split.savings)} al mese raggiungi la soglia minima in circa ${months} mesi.`);
        }
        lines.push("Costruiscilo prima di investire: così non dovrai vendere gli investimenti nel momento sbagliato.");
        return lines.join("\n\n");
      }
      return [
        intro,
        "Esempio: se le spese essenziali sono 1.200 € al mese, il fondo va da 3.600 € a 7.200 €. Costruiscilo prima di iniziare a investire.",
        // No figure here nor in the profile: the family's own sum is one answer away (docs/chat.md, "Asking back").
        "Dimmi quanto spendete al mese per le necessità (affitto o mutuo, bollette, spesa, trasporti, rate) e ti calcolo il vostro.",
      ].join("\n\n");
    },
    suggestions: ["Come posso risparmiare 200€ al mese?", "Come funziona un PAC per investire?", "Qual è il budget migliore per me?"],
    actions: [BUTTONS.budget, BUTTONS.courses],
    // The plan computes the fund's target from the family's own spending.
    page: () => appPageLink("/plan"),
  },
  {
    id: "spese",
    label: "Tracciare le spese",
    answer: ({ ctx }) => {
      const lines = [
        `Tenere traccia delle spese è il primo passo per risparmiare. Nella sezione Spese puoi registrare ogni uscita con una categoria (Necessità, Desideri, Risparmi) e confrontarla con il tuo budget. Il piano gratuito include ${FREE_EXPENSE_LIMIT} spese al mese, Premium è illimitato.`,
      ];
      if (ctx.recentExpenses.length > 0) {
        const total = ctx.recentExpenses.reduce((sum, e) => sum + toCents(e.amount), 0);
        const top = [...ctx.recentExpenses].sort((a, b) => toCents(b.amount) - toCents(a.amount))[0];
        lines.push(
          `Le tue ultime ${ctx.recentExpenses.length} spese registrate sommano ${euro(total)}; la più alta è "${top.description}" da ${euro(toCents(top.amount))}.`,
        );
      }
      lines.push(bullets(["Registra le spese lo stesso giorno, anche quelle piccole.", "Una volta a settimana guarda quale categoria cresce di più.", "A fine mese confronta il totale con il budget 50/30/20."]));
      return lines.join("\n\n");
    },
    suggestions: ["Qual è il budget migliore per me?", "Come posso risparmiare 200€ al mese?"],
    actions: [BUTTONS.budget, BUTTONS.courses],
    page: () => appPageLink("/expenses"),
  },
];
