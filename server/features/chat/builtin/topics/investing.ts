// Knowledge of the built-in assistant: PAC, ETF, inflation, pension, taxes on investments.
// Educational only: no personalised investment advice.
import { factText as f, factValue } from "@shared/facts";
import { BUTTONS, budgetCents, bullets, euro, percentOf } from "../figures";
import type { Topic } from "../types";

const NO_ADVICE = "Ricorda: sono informazioni educative, non una consulenza personalizzata sugli investimenti.";

export const investingTopics: Topic[] = [
  {
    id: "pac",
    keywords: [
      ["pac", 5],
      ["piano accumulo", 5],
      ["accumulo", 3],
      ["investir*", 3],
      ["investiment*", 1],
      ["versament*", 2],
      ["ogni mese", 1],
      ["interesse composto", 3],
    ],
    answer: ({ ctx, amountCents }) => {
      const split = budgetCents(ctx);
      const lines = [
        "Un PAC (Piano di Accumulo del Capitale) consiste nell'investire una cifra fissa ogni mese, per esempio in un fondo o in un ETF. Così compri di più quando i prezzi scendono e di meno quando salgono, senza dover indovinare il momento giusto, e sfrutti l'interesse composto su molti anni.",
      ];
      if (amountCents) lines.push(`Con ${euro(amountCents)} al mese versi ${euro(amountCents * 12)} in un anno e ${euro(amountCents * 120)} in 10 anni, prima dei rendimenti.`);
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
  },
  {
    id: "etf",
    keywords: [
      ["etf", 5],
      ["fondi indicizzati", 5],
      ["fondo indicizzato", 5],
      ["indicizzat*", 3],
      ["msci", 4],
      ["world", 2],
      ["exchange traded", 4],
      ["borsa", 2],
      ["azion*", 2],
      ["obbligazion*", 2],
    ],
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
    keywords: [
      ["inflazion*", 5],
      ["carovita", 4],
      ["potere acquisto", 4],
      ["costo vita", 3],
      ["prezzi aument*", 3],
      ["prezzi salgono", 3],
      ["aumento prezzi", 3],
    ],
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
    keywords: [
      ["pension*", 5],
      ["previdenz*", 4],
      ["tfr", 4],
      ["vecchiaia", 3],
      ["contributi", 2],
      ["inps", 3],
      ["pip", 3],
    ],
    answer: ({ ctx }) => {
      const lines = [
        "La pensione pubblica (INPS) sarà per molti più bassa dell'ultimo stipendio: per questo conviene iniziare presto a costruire una pensione integrativa.",
        bullets([
          `Fondo pensione: dal 2026 i versamenti sono deducibili dal reddito fino a ${f("deducibilita-fondi-pensione")} l'anno (contributi tuoi e del datore, escluso il TFR), quindi paghi meno IRPEF.`,
          `TFR: puoi destinarlo al fondo pensione. Il TFR da solo non porta il contributo del datore di lavoro: di solito spetta se versi anche un tuo contributo, nella misura prevista dal contratto collettivo. Dal ${f("adesione-automatica-decorrenza")} i neoassunti del settore privato aderiscono in automatico se non rinunciano entro ${f("adesione-automatica-giorni-rinuncia")}.`,
          `Durante l'accumulo i rendimenti del fondo sono tassati al ${f("fondi-pensione-tassazione-rendimenti")} (${f("aliquota-titoli-stato")} sulla parte in titoli di Stato). Alla pensione la prestazione è tassata dal ${f("fondi-pensione-prestazioni-aliquota-max")} fino al ${f("fondi-pensione-prestazioni-aliquota-min")} con gli anni di adesione, meno dell'IRPEF.`,
          `Al pensionamento puoi ritirare in capitale fino al ${f("fondi-pensione-capitale-max")} del montante; il resto diventa rendita.`,
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
  },
  {
    id: "tasse_investimenti",
    keywords: [
      ["=tasse", 6],
      ["=tassa", 6],
      ["=tase", 6],
      ["=tasa", 6],
      ["tassazion*", 6],
      ["tassat*", 6],
      ["=tassano", 6],
      ["impost*", 4],
      ["fisco", 4],
      ["fiscal*", 4],
      ["capital gain", 5],
      ["plusvalenz*", 5],
      ["minusvalenz*", 5],
      ["bollo", 4],
      ["dichiarazione", 2],
      ["26", 2],
    ],
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
