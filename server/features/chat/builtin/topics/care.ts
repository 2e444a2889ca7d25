// Where the built-in assistant must take care (docs/chat.md): a household in distress gets first
// steps and the public help that exists, with its sources; an off-topic question a polite refusal.
import { factText as f } from "@shared/facts";
import { BUTTONS, bullets, QUALIFIED_HELP, sourceOf } from "../figures";
import { appPageLink } from "../../app-features";
import type { Topic } from "../types";

export const careTopics: Topic[] = [
  {
    id: "difficolta",
    label: "Difficoltà con rate e debiti",
    answer: () =>
      [
        "Mi dispiace, è una situazione pesante, ma ci sono strade concrete e prima si muovono i passi, più sono le possibilità.",
        bullets([
          "Parla subito con la banca o la finanziaria, prima di saltare altre rate: chiedi per iscritto una sospensione, un allungamento della durata o una rata più bassa.",
          `Mutuo della prima casa: se hai perso il lavoro o hai avuto un calo dell'orario, una malattia grave o un lutto, puoi chiedere alla banca la sospensione delle rate con il Fondo di solidarietà (Fondo Gasparrini, gestito da Consap), per un massimo di ${f("fondo-sospensione-mutuo-mesi")}.`,
          "Troppi debiti da non riuscire più a pagarli: la legge sul sovraindebitamento permette a famiglie e consumatori di chiedere a un OCC (Organismo di composizione della crisi, presso Comuni, Ordini professionali e Camere di commercio) un piano di ristrutturazione dei debiti o, nei casi previsti, l'esdebitazione.",
          "Metti in fila le spese essenziali (casa, utenze, cibo) e poi i debiti dal più caro; non chiedere un nuovo prestito per pagare quello vecchio.",
          "Se qualcuno ti offre soldi facili a condizioni strane è usura: ti aiutano le fondazioni antiusura e le associazioni dei consumatori.",
        ]),
        sourceOf("fondo-sospensione-mutuo-mesi"),
        "Fonte sulle procedure da sovraindebitamento: Codice della crisi d'impresa e dell'insolvenza, D.Lgs. 12 gennaio 2019, n. 14 (Gazzetta Ufficiale).",
        QUALIFIED_HELP,
      ].join("\n\n"),
    suggestions: ["Come posso gestire i miei debiti?", "Qual è il budget migliore per me?", "Quanto deve essere il fondo di emergenza?"],
    actions: [BUTTONS.human, BUTTONS.budget],
    lessonSlugs: ["sr-mutuo-debiti"],
    // The repayment planner: which debt first, how many months, how much interest (docs/chat.md, "The app's page under a topic").
    page: () => appPageLink("/debts"),
  },
  {
    id: "fuori_tema",
    label: "Domande fuori tema",
    answer: () =>
      "Mi dispiace, su questo non posso aiutarti: sono l'assistente di Finanza Familiare e rispondo solo su soldi e finanza della famiglia, come budget, risparmio, bollette, debiti, mutuo, investimenti, pensione, bonus e detrazioni.",
    suggestions: ["Qual è il budget migliore per me?", "Come posso risparmiare 200€ al mese?", "Come risparmiare sulle bollette?"],
    actions: [BUTTONS.courses],
  },
];
