// Knowledge of the built-in assistant: the app itself (Premium, how to use it, courses, greetings).
import { FREE_EXPENSE_LIMIT, PREMIUM_PRICE_EUR, PREMIUM_TRIAL_DAYS, REFUND_GUARANTEE_DAYS } from "@shared/constants";
import { toCents } from "@shared/money";
import { CATALOGUE_LESSON_COUNT } from "../../../courses/courses.public";
import { BUTTONS, bullets, euro } from "../figures";
import type { Topic } from "../types";
import { appPageLink } from "../../app-features";

const PRICE = euro(toCents(PREMIUM_PRICE_EUR));

export const appTopics: Topic[] = [
  {
    id: "premium",
    label: "Premium",
    answer: ({ ctx }) => {
      const lines = ctx.isPremium
        ? ["Hai già un piano Premium attivo: hai accesso a tutti i corsi e a tutte le lezioni e puoi registrare spese senza limiti. Grazie per sostenere l'educazione finanziaria!"]
        : [
            `Premium costa ${PRICE} al mese, con ${PREMIUM_TRIAL_DAYS} giorni di prova gratuita e garanzia di rimborso di ${REFUND_GUARANTEE_DAYS} giorni. Puoi disdire quando vuoi, dalla sezione del piano nel tuo account.`,
            bullets([
              "Tutti i corsi e tutte le lezioni avanzate.",
              `Spese illimitate (il piano gratuito ne include ${FREE_EXPENSE_LIMIT} al mese).`,
              "Il badge Premium sul profilo.",
            ]),
            "Gli strumenti di base (calcolatori, corsi introduttivi, questa chat) restano sempre gratuiti.",
          ];
      return lines.join("\n\n");
    },
    suggestions: ["Come si usa l'app?", "Quali corsi ci sono?", "Come posso risparmiare 200€ al mese?"],
    actions: [BUTTONS.coursesMain, BUTTONS.budget],
    // The subscription page (trial, renewal, cancelling) under every answer on Premium (docs/chat.md, "The app's page under a topic").
    page: () => appPageLink("/subscribe"),
  },
  {
    id: "uso_app",
    label: "Uso dell'app",
    answer: ({ ctx }) =>
      [
        "Ecco come ottenere il massimo da Finanza Familiare:",
        bullets([
          "Calcolatore di budget: dividi il reddito con la regola 50/30/20.",
          "Simulatore PAC: vedi come crescono i versamenti mensili nel tempo.",
          "Calcolatore mutuo: stima la rata e gli interessi.",
          "Corsi: lezioni brevi con quiz; ogni lezione completata vale punti.",
          "Spese: registra le uscite per categoria e confrontale con il budget.",
          "Punti, badge, livelli, sfide settimanali e classifica ti tengono motivato.",
          "Alert intelligenti: ti avvisano quando superi il budget o una spesa è insolita.",
        ]),
        ctx.signedIn ? "Trovi tutto nel menu in alto; dalla Dashboard vedi i tuoi progressi." : "Registrati gratis per salvare budget, spese e progressi.",
      ].join("\n\n"),
    suggestions: ["Qual è il budget migliore per me?", "Quali corsi ci sono?", "Cosa include Premium?"],
    actions: [BUTTONS.budget, BUTTONS.courses, BUTTONS.pacOutline],
  },
  {
    id: "corsi",
    label: "Corsi e lezioni",
    answer: ({ ctx }) => {
      const lines = [
        "I corsi spiegano la finanza personale passo dopo passo: budget, risparmio, debiti, investimenti e pensione, e come proteggere la famiglia se l'unico reddito si ferma o chi non ha un reddito proprio. Ogni lezione termina con un quiz: superandolo (almeno il 70%) guadagni punti.",
      ];
      if (ctx.completedLessons !== null) {
        lines.push(
          ctx.completedLessons > 0
            ? `Hai già completato ${ctx.completedLessons} ${ctx.completedLessons === 1 ? "lezione" : "lezioni"} su ${CATALOGUE_LESSON_COUNT}: continua così!`
            : "Non hai ancora completato lezioni: il primo corso richiede pochi minuti al giorno.",
        );
      }
      lines.push(ctx.isPremium ? "Con Premium hai accesso a tutte le lezioni." : "Le lezioni introduttive sono gratuite; quelle avanzate sono incluse in Premium.");
      return lines.join("\n\n");
    },
    suggestions: ["Come funziona un PAC per investire?", "Qual è il budget migliore per me?", "Cosa include Premium?"],
    actions: [BUTTONS.coursesMain],
  },
  {
    id: "saluto",
    label: "Saluti",
    answer: ({ ctx }) =>
      `Ciao${ctx.firstName ? ` ${ctx.firstName}` : ""}! Sono qui per aiutarti con budget, risparmio, investimenti, debiti, mutuo e pensione, e con l'uso dell'app. Scrivimi la tua domanda o scegli uno dei suggerimenti.`,
    suggestions: ["Come posso risparmiare 200€ al mese?", "Qual è il budget migliore per me?", "Come funziona un PAC per investire?", "Come posso gestire i miei debiti?"],
    actions: [BUTTONS.budget, BUTTONS.courses],
  },
];
