// Email marketing automation (docs/email-automation.md): the three scenarios, the
// trigger payload with its Italian messages, and the shapes the admin endpoints answer.
import { z } from "zod";
import { emailAddress } from "./email";

export const EMAIL_SCENARIOS = ["blog_signup", "calculator_completed", "premium_trial_started"] as const;
export type EmailScenario = (typeof EMAIL_SCENARIOS)[number];

export const SCENARIO_LABELS: Record<EmailScenario, string> = {
  blog_signup: "Iscrizione al blog",
  calculator_completed: "Calcolatore completato",
  premium_trial_started: "Prova Premium iniziata",
};

/** The `source` the test widget subscribes with: such signups do not start the blog sequence by themselves. */
export const EMAIL_TEST_SOURCE = "email_test";

/**
 * Subscriber rows with these sources exist only because an automation email (a calculator
 * completed, a trial started) needed an unsubscribe token: they are not newsletter signups, so a
 * later signup through the newsletter boxes turns them into one (see the blog's newsletter repo).
 */
export const AUTOMATION_ONLY_SOURCES: readonly string[] = ["calculator_completed", "premium_trial_started"];

/** The pause (docs/email-automation.md) between the scenarios of 'test all'. */
export const TEST_ALL_PAUSE_MS = 1000;

export const SEQUENCE_STATUSES = ["active", "paused"] as const;
export type SequenceStatus = (typeof SEQUENCE_STATUSES)[number];
export const SEQUENCE_STATUS_LABELS: Record<SequenceStatus, string> = { active: "Attiva", paused: "Pausa" };

/** pending → sending (claimed by a worker) → sent (SMTP) | outbox (kept in the stored outbox) | failed | cancelled. */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "outbox", "failed", "cancelled"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "In attesa",
  sending: "In invio",
  sent: "Inviata",
  outbox: "Nell'outbox",
  failed: "Fallita",
  cancelled: "Annullata",
};

export const EMAIL_AUTOMATION_MESSAGES = {
  loginTitle: "Accesso Richiesto",
  loginText: "Effettua il login per accedere all'Email Marketing Automation",
  adminOnlyTitle: "Riservato agli amministratori",
  adminOnly: "L'Email Marketing Automation agisce sui dati di tutto il sito e può inviare email: è riservata agli amministratori.",
  emailRequiredTitle: "Email richiesta",
  emailRequired: "Inserisci un indirizzo email per il test",
  emailRequiredAll: "Inserisci un indirizzo email per il test completo",
  emailInvalid: "Inserisci un indirizzo email valido",
  scenarioInvalid: "Scenario di automazione non valido",
  scenarioMismatch: "Lo scenario non corrisponde al tipo di automazione",
  userInvalid: "Utente non valido",
  userNotFound: "Utente non trovato",
  testFailedTitle: "Errore nel test",
  testFailed: "Verifica la console per dettagli tecnici",
  sequenceUpdated: "Sequenza Aggiornata",
  sequenceNotFound: "Sequenza non trovata",
  mailNotFound: "Email non trovata",
  revealNoLink: "Questa email non contiene link da mostrare",
  revealAlready: "Il link di questa email è già stato mostrato una volta",
  revealSent: "L'email è già stata inviata: il suo link non si può più mostrare",
  revealClosed: "L'email non sarà più inviata: il suo link non si può mostrare",
  bodyDropped: "Testo eliminato dopo l'invio: poteva contenere un link monouso",
  revealButton: "Mostra il link",
  revealConfirm: "Il link sarà mostrato una sola volta e la richiesta resterà nel registro delle azioni admin. Continuare?",
  sequenceStatusInvalid: "Stato della sequenza non valido",
  sequencePaused: "Sequenza in pausa: nessuna email programmata",
  unsubscribedRecipient: "Indirizzo disiscritto: nessuna email programmata",
  switchedOff: "Disattivate dall'utente nelle preferenze email: email non inviata",
  limitInvalid: "Numero di email non valido",
} as const;

const M = EMAIL_AUTOMATION_MESSAGES;

const emailField = emailAddress({ required: M.emailRequired, invalid: M.emailInvalid });

/**
 * POST /api/email/automation/trigger {triggerType, userId, metadata: {email, scenario}}.
 * The recipient is metadata.email, else the email of the user `userId`.
 */
export const triggerSchema = z
  .object({
    triggerType: z.enum(EMAIL_SCENARIOS, { error: M.scenarioInvalid }),
    userId: z.number({ error: M.userInvalid }).int(M.userInvalid).positive(M.userInvalid).max(2_147_483_647, M.userInvalid).nullable().optional(),
    metadata: z
      .object({
        email: z.preprocess((v) => (v === "" ? undefined : v), emailField.optional()),
        scenario: z.enum(EMAIL_SCENARIOS, { error: M.scenarioInvalid }).optional(),
      })
      .loose()
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.metadata?.email && !v.userId) ctx.addIssue({ code: "custom", path: ["metadata", "email"], message: M.emailRequired });
    if (v.metadata?.scenario && v.metadata.scenario !== v.triggerType) ctx.addIssue({ code: "custom", path: ["metadata", "scenario"], message: M.scenarioMismatch });
  });
export type TriggerInput = z.input<typeof triggerSchema>;
export type TriggerParsed = z.output<typeof triggerSchema>;

export const sequenceUpdateSchema = z.object({
  status: z.enum(SEQUENCE_STATUSES, { error: M.sequenceStatusInvalid }),
});

export const outboxQuerySchema = z.object({
  limit: z.coerce.number({ error: M.limitInvalid }).int(M.limitInvalid).min(1, M.limitInvalid).max(200, M.limitInvalid).default(50),
});

/** POST /api/email/automation/outbox/:id/reveal: the first one-time link of a mail not sent yet. */
export type RevealedLink = { link: string };

export type TriggerResult = {
  automation: { scenario: EmailScenario; description: string; delay: number; emails: number };
  /** When the first email of the sequence is (or was) due. Null when nothing was scheduled. */
  scheduledAt: string | null;
  recipient: string;
  scheduled: number;
  alreadyScheduled: number;
  /** Why nothing was scheduled (sequence paused, address unsubscribed), if so. */
  skipped: string | null;
};

export type SequenceEmail = { step: number; delayHours: number; subject: string; body: string };

export type EmailSequenceView = {
  code: string;
  name: string;
  triggerType: EmailScenario;
  status: SequenceStatus;
  description: string;
  /** The real event of the app that starts the sequence. */
  event: string;
  updatedAt: string;
  emails: SequenceEmail[];
};

export type ScenarioCounts = Record<OutboxStatus, number>;

export type EmailOverview = {
  mailer: "smtp" | "outbox";
  workerIntervalMs: number;
  subscribers: { active: number; unsubscribed: number };
  totals: ScenarioCounts;
  scenarios: { scenario: EmailScenario; counts: ScenarioCounts }[];
  /** Opens and clicks are not tracked (plain-text mails, no pixel, no redirect links). */
  tracking: false;
};

export type OutboxMail = {
  id: number;
  toEmail: string;
  subject: string;
  /**
   * The text while the mail waits, its one-time links masked ("token=[nascosto]"); null once it
   * reached a final state (the text is not kept: docs/email-automation.md, "Link monouso").
   */
  body: string | null;
  scenario: string | null;
  status: OutboxStatus;
  dueAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
};
