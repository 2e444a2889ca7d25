// The catalogue of the three automation scenarios (docs/email-automation.md: blog_signup,
// calculator_completed, premium_trial_started). Each is one sequence (a row of email_sequences,
// seeded by code) of plain-text Italian emails sent `delayHours` after the trigger.
// Bodies take the site's base URL so every link is absolute; the unsubscribe footer is added
// by the renderer (email-render.ts), never here.
import type { EmailScenario, SequenceEmail } from "@shared/schemas/email-automation";

export type ScenarioEmail = { delayHours: number; subject: string; body: (baseUrl: string) => string };

export type Scenario = {
  scenario: EmailScenario;
  /** email_sequences.code */
  code: string;
  name: string;
  description: string;
  /** The app's own event that starts it (besides the admin's trigger). */
  event: string;
  emails: ScenarioEmail[];
};

export const SCENARIOS: Record<EmailScenario, Scenario> = {
  blog_signup: {
    scenario: "blog_signup",
    code: "blog-welcome",
    name: "Benvenuto ai lettori del blog",
    description: "Benvenuto subito, poi il metodo 50/30/20 dopo 24 ore e il primo investimento dopo 72 ore.",
    event: "Iscrizione alla newsletter dal blog",
    emails: [
      {
        delayHours: 0,
        subject: "Benvenuto in Finanza Familiare",
        body: (u) =>
          `Ciao,\n\ngrazie per esserti iscritto! Ogni settimana ti mandiamo un consiglio pratico per gestire meglio i soldi di casa, pensato per le famiglie con un solo reddito.\n\nPer iniziare, leggi gli ultimi articoli del blog: ${u}/blog\n\nA presto,\nil team di Finanza Familiare`,
      },
      {
        delayHours: 24,
        subject: "Il metodo 50/30/20 in 5 minuti",
        body: (u) =>
          `Ciao,\n\nil modo più semplice per mettere ordine nel budget è dividere il reddito netto in tre parti: 50% necessità, 30% desideri, 20% risparmi.\n\nProva il calcolatore gratuito con il tuo stipendio: ${u}/budget-calculator\n\nBastano due minuti e vedrai subito quanto puoi mettere da parte ogni mese.`,
      },
      {
        delayHours: 72,
        subject: "Investire anche con piccole somme",
        body: (u) =>
          `Ciao,\n\nnon servono grandi capitali per iniziare: con un piano di accumulo (PAC) bastano poche decine di euro al mese.\n\nSimula il tuo PAC e guarda come cresce nel tempo: ${u}/pac-simulator\n\nSe vuoi approfondire, i nostri corsi gratuiti ti accompagnano passo dopo passo: ${u}/courses`,
      },
    ],
  },
  calculator_completed: {
    scenario: "calculator_completed",
    code: "calculator-follow-up",
    name: "Dopo il calcolatore",
    description: "I prossimi passi subito dopo il calcolo, poi il corso gratuito dopo 48 ore.",
    event: "Budget o simulazione PAC salvati da un utente registrato",
    emails: [
      {
        delayHours: 0,
        subject: "Il tuo calcolo è salvato: ecco i prossimi passi",
        body: (u) =>
          `Ciao,\n\nhai appena salvato il tuo calcolo: ottimo primo passo! Ora confrontalo con le spese reali del mese.\n\nRegistra le tue spese in pochi secondi: ${u}/expenses\n\nRiceverai un avviso se una categoria supera il budget.`,
      },
      {
        delayHours: 48,
        subject: "Il corso gratuito per mettere ordine nei conti",
        body: (u) =>
          `Ciao,\n\nsapere quanto puoi spendere è metà del lavoro; l'altra metà è costruire buone abitudini.\n\nIl corso "Budget familiare" è gratuito, con lezioni brevi e quiz: ${u}/courses\n\nOgni lezione completata ti fa guadagnare punti e badge.`,
      },
    ],
  },
  premium_trial_started: {
    scenario: "premium_trial_started",
    code: "premium-trial",
    name: "Prova Premium",
    description: "Benvenuto nella prova subito, le funzioni da provare dopo 72 ore, il promemoria della fine prova dopo 120 ore (due giorni prima della fine).",
    event: "Inizio della prova gratuita di 7 giorni",
    emails: [
      {
        delayHours: 0,
        subject: "Benvenuto in Premium: la tua prova di 7 giorni è iniziata",
        body: (u) =>
          `Ciao,\n\nda oggi hai accesso a tutti i corsi e le lezioni, al tracciamento illimitato delle spese e all'esportazione dei dati.\n\nComincia dai corsi avanzati: ${u}/courses\n\nPuoi annullare in qualsiasi momento, senza costi durante la prova.`,
      },
      {
        delayHours: 72,
        subject: "A metà della prova: tre funzioni da provare",
        body: (u) =>
          `Ciao,\n\nsei a metà della prova Premium. Tre cose da provare:\n- registra tutte le spese del mese, senza limiti: ${u}/expenses\n- esporta le spese in CSV per il tuo foglio di calcolo\n- completa una lezione avanzata e guadagna punti: ${u}/courses`,
      },
      {
        // Two days before the 7-day trial ends (docs/billing.md).
        delayHours: 120,
        subject: "La tua prova Premium termina tra due giorni",
        body: (u) =>
          `Ciao,\n\ntra due giorni termina la prova gratuita. Se vuoi continuare non devi fare nulla: l'abbonamento costa 9,90 € al mese ed è annullabile in qualsiasi momento, con rimborso completo entro 30 giorni.\n\nGestisci il tuo abbonamento: ${u}/subscribe`,
      },
    ],
  },
};

export const scenarioByCode = (code: string): Scenario | undefined => Object.values(SCENARIOS).find((s) => s.code === code);

/** The catalogue's emails as the admin reads them (Template tab). */
export function sequenceEmails(s: Scenario, baseUrl: string): SequenceEmail[] {
  return s.emails.map((e, i) => ({ step: i + 1, delayHours: e.delayHours, subject: e.subject, body: e.body(baseUrl) }));
}
