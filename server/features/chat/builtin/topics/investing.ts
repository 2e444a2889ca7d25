// Knowledge of the built-in assistant: PAC, ETF, inflation, pension, taxes on investments.
// Educational only: no personalised investment advice.
import { factText as f, factValue } from "@shared/facts";
import { formatPercent } from "@shared/format";
import { FINANCE_LIMITS } from "@shared/finance/limits";
import { annuityFutureValueCents, PAC_DEFAULT_TER_PERCENT, trySimulatePacWithCosts } from "@shared/finance/pac";
import { BUTTONS, budgetCents, bullets, euro, percentOf } from "../figures";
import { normalize } from "../normalize";
import type { Topic } from "../types";
import { appPageLink } from "../../app-features";

/** A question that asks what a plan becomes ("quanto divento?", "quanto avrei?"). */
const ASKS_RESULT = /\bquanto (divent\w*|avrei|avro|accumul\w*|rend\w*|ottengo|otterrei|mi ritrovo)\b/;

/** The duration of the example when the question gives none. */
const PAC_EXAMPLE_YEARS = 10;

const NO_ADVICE = "Ricorda: sono informazioni educative, non una consulenza personalizzata sugli investimenti.";

export const investingTopics: Topic[] = [
  {
    id: "pac",
    label: "PAC (piano di accumulo)",
    answer: ({ ctx, amountCents, slots, question }) => {
      const split = budgetCents(ctx);
      const lines = [
        "Un PAC (Piano di Accumulo del Capitale) consiste nell'investire una cifra fissa ogni mese, per esempio in un fondo o in un ETF. Così compri di più quando i prezzi scendono e di meno quando salgono, senza dover indovinare il momento giusto, e sfrutti l'interesse composto su molti anni.",
      ];
      if (amountCents) {
        // The duration and the return written in the question (or kept from the previous one: "e in 30 anni?").
        const years = slots.years !== null && slots.years <= FINANCE_LIMITS.pac.years.max ? slots.years : PAC_EXAMPLE_YEARS;
        const invested = amountCents * 12 * years;
        const rate = slots.ratePercent;
        const plan = `Con ${euro(amountCents)} al mese per ${years} anni versi ${euro(invested)}`;
        if (rate !== null && rate <= FINANCE_LIMITS.pac.expectedReturn.max && amountCents <= FINANCE_LIMITS.pac.monthlyAmount.max * 100) {
          const value = annuityFutureValueCents(amountCents, rate, years * 12);
          lines.push(`${plan}; con un rendimento ipotetico del ${formatPercent(rate, 1)} l'anno, che nessuno può garantire, il capitale arriverebbe a circa ${euro(value)} prima delle tasse.`);
          // The same plan with a typical ETF's yearly cost and the stamp duty (docs/calculators.md, "PAC con i costi").
          const costs = Number.isInteger(years) ? trySimulatePacWithCosts({ monthlyAmount: amountCents / 100, years, expectedReturn: rate, terPercent: PAC_DEFAULT_TER_PERCENT, stampDuty: true }).result : null;
          if (costs && costs.costsCents > 0) {
            lines.push(`Con un fondo che costa lo ${f("ter-etf-tipico")} l'anno e il bollo dello ${f("bollo-prodotti-finanziari")}, sarebbe circa ${euro(costs.finalAmountCents)}: ${euro(costs.costsCents)} in meno per i costi. Costi più alti pesano molto di più.`);
          }
        } else lines.push(`${plan}, prima dei rendimenti.`);
      }
      // What a plan becomes, asked without its figures: ask for them (docs/chat.md, "Tools").
      if ((amountCents === null || slots.ratePercent === null) && ASKS_RESULT.test(normalize(question))) {
        lines.push("Per fare il conto dimmi la cifra mensile, per quanti anni e con quale rendimento annuo ipotetico, per esempio «PAC da 200 € al mese per 20 anni al 5 %».");
      }
      if (split && split.savings > 0) {
        lines.push(
          `Il tuo budget prevede ${euro(split.savings)} al mese di risparmio: dopo aver costruito il fondo di emergenza, una parte (per esempio ${euro(percentOf(split.savings, 50))}) potrebbe andare in un PAC.`,
        );
      }
      lines.push(
        bullets(["Scegli un orizzonte lungo: almeno 5-10 anni.", "Preferisci strumenti diversificati e con costi bassi.", "Non interrompere il piano quando i mercati scendono."]),
        "Con il simulatore PAC vedi quanto potrebbe crescere il tuo capitale.",
        NO_ADVICE,
      );
      return lines.join("\n\n");
    },
    suggestions: ["Cosa sono gli ETF?", "Come vengono tassati gli investimenti?", "Quanto deve essere il fondo di emergenza?"],
    actions: [BUTTONS.pac, BUTTONS.courses],
    page: () => ({ label: "Apri il simulatore PAC", href: "/pac-simulator" }),
  },
  {
    id: "etf",
    label: "ETF e fondi indicizzati",
    answer: () =>
      [
        "Un ETF è un fondo quotato in Borsa che replica un indice (per esempio le principali aziende del mondo). Con un solo acquisto possiedi centinaia di titoli diversi, e i costi sono in genere molto bassi (spesso sotto lo 0,3% l'anno).",
        bullets([
          "Diversificazione: il rischio è distribuito su molte aziende o obbligazioni.",
          "Costi bassi: non paghi un gestore che sceglie i titoli.",
          "Liquidità: si comprano e vendono in Borsa come un'azione.",
          "Rischio: il valore può scendere, anche molto, nel breve periodo.",
        ]),
        "Molte persone usano gli ETF dentro un PAC, investendo una cifra fissa ogni mese.",
        NO_ADVICE,
      ].join("\n\n"),
    suggestions: ["Come funziona un PAC per investire?", "Come vengono tassati gli investimenti?", "Come mi proteggo dall'inflazione?"],
    actions: [BUTTONS.pac, BUTTONS.courses],
  },
  {
    id: "inflazione",
    label: "Inflazione",
    answer: () => {
      // 10.000 € after ten years at 2% a year, in today's money.
      const real = Math.round(1_000_000 / 1.02 ** 10);
      return [
        "L'inflazione è l'aumento generale dei prezzi: con gli stessi soldi compri meno cose. È come una tassa silenziosa sui risparmi lasciati fermi.",
        `Esempio: con un'inflazione del 2% l'anno, 10.000 € tenuti sul conto per 10 anni valgono circa ${euro(real)} di oggi.`,
        bullets([
          "Tieni liquido solo il fondo di emergenza.",
          "Per gli obiettivi a lungo termine valuta investimenti diversificati, per esempio con un PAC.",
          "Rivedi il budget ogni anno: spese e stipendio cambiano con i prezzi.",
        ]),
        NO_ADVICE,
      ].join("\n\n");
    },
    suggestions: ["Come funziona un PAC per investire?", "Cosa sono gli ETF?", "Quanto deve essere il fondo di emergenza?"],
    actions: [BUTTONS.pac, BUTTONS.courses],
  },
  {
    id: "pensione",
    label: "Pensione e fondi pensione",
    answer: ({ ctx }) => {
      const lines = [
        "La pensione pubblica (INPS) sarà per molti più bassa dell'ultimo stipendio: per questo conviene iniziare presto a costruire una pensione integrativa.",
        bullets([
          `Fondo pensione: dal 2026 i versamenti sono deducibili dal reddito fino a ${f("deducibilita-fondi-pensione")} l'anno (prima erano ${f("deducibilita-fondi-pensione-fino-2025")}; contributi tuoi e del datore, escluso il TFR), quindi paghi meno IRPEF.`,
          `TFR: puoi destinarlo al fondo pensione. Il TFR da solo non porta il contributo del datore di lavoro: di solito spetta se versi anche un tuo contributo, nella misura prevista dal contratto collettivo. Dal ${f("adesione-automatica-decorrenza")} i neoassunti del settore privato aderiscono in automatico se non rinunciano entro ${f("adesione-automatica-giorni-rinuncia")}.`,
          `Durante l'accumulo i rendimenti del fondo sono tassati al ${f("fondi-pensione-tassazione-rendimenti")} (${f("aliquota-titoli-stato")} sulla parte in titoli di Stato). Alla pensione la prestazione è tassata dal ${f("fondi-pensione-prestazioni-aliquota-max")} fino al ${f("fondi-pensione-prestazioni-aliquota-min")} con gli anni di adesione, meno dell'IRPEF.`,
          `Al pensionamento puoi ritirare in capitale fino al ${f("fondi-pensione-capitale-max")} del montante; il resto diventa rendita.`,
          `Anticipazioni: per spese sanitarie gravi in ogni momento, fino al ${f("fondi-pensione-anticipazione-max")} della posizione; dopo ${f("fondi-pensione-anticipazione-anni")} di iscrizione fino al ${f("fondi-pensione-anticipazione-max")} per comprare o ristrutturare la prima casa (tua o dei figli) e fino al ${f("fondi-pensione-anticipazione-libera")} per qualsiasi altra esigenza.`,
          "Prima si inizia, più lavora l'interesse composto.",
        ]),
      ];
      const split = budgetCents(ctx);
      if (split && split.savings > 0) {
        lines.push(`Il tuo budget prevede ${euro(split.savings)} al mese di risparmio: anche una parte costante di questa cifra, versata per molti anni, fa una grande differenza.`);
      }
      lines.push(NO_ADVICE);
      return lines.join("\n\n");
    },
    suggestions: ["Come funziona un PAC per investire?", "Come vengono tassati gli investimenti?", "Come mi proteggo dall'inflazione?"],
    actions: [BUTTONS.pac, BUTTONS.human],
    // The TFR-or-fund comparison is the app's page on the pension (docs/chat.md, "Facts and pages in every answer").
    page: () => appPageLink("/calcolatori/tfr"),
  },
  {
    id: "tasse_investimenti",
    label: "Tasse sugli investimenti",
    answer: ({ amountCents }) => {
      const lines = [
        `In Italia i guadagni degli investimenti finanziari (capital gain, dividendi, cedole) sono tassati al ${f("aliquota-redditi-finanziari")}. I titoli di Stato italiani e di Paesi della white list, come i BTP, hanno invece un'aliquota agevolata del ${f("aliquota-titoli-stato")}.`,
        bullets([
          `Imposta di bollo: ${f("bollo-prodotti-finanziari")} l'anno sul valore del conto titoli (${f("bollo-conto-corrente")} fissi sui conti correnti oltre ${f("bollo-conto-corrente-soglia")} di giacenza media).`,
          "Con un conto in regime amministrato la banca calcola e paga le tasse per te.",
          "Le minusvalenze si possono compensare con plusvalenze future (ma non con i guadagni degli ETF).",
          `Per i fondi pensione i rendimenti sono tassati al ${f("fondi-pensione-tassazione-rendimenti")} mentre maturano (${f("aliquota-titoli-stato")} sulla parte in titoli di Stato); la prestazione finale dal ${f("fondi-pensione-prestazioni-aliquota-max")} al ${f("fondi-pensione-prestazioni-aliquota-min")}.`,
        ]),
      ];
      if (amountCents) {
        const [gain, bonds] = [factValue("aliquota-redditi-finanziari"), factValue("aliquota-titoli-stato")];
        lines.push(`Esempio: su un guadagno di ${euro(amountCents)} paghi ${euro(percentOf(amountCents, gain))} di tasse (${f("aliquota-redditi-finanziari")}), oppure ${euro(percentOf(amountCents, bonds))} se viene da titoli di Stato (${f("aliquota-titoli-stato")}).`);
      }
      lines.push("Per la tua situazione specifica rivolgiti a un commercialista o a un consulente.");
      return lines.join("\n\n");
    },
    suggestions: ["Cosa sono gli ETF?", "Come funziona un PAC per investire?", "Come funziona il fondo pensione?"],
    actions: [BUTTONS.coursesMain, BUTTONS.human],
  },
];
