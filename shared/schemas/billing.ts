import { z } from "zod";
import { saneDateTime } from "./date-range";
import { cleanText } from "./text";

// Premium plan (docs/billing.md). Messages are the Italian strings of docs/billing.md.
export const BILLING_MESSAGES = {
  demoTitle: "Modalità Demo",
  demoDescription: "Esplorando la piattaforma in modalità dimostrativa.",
  paidTitle: "Pagamento Completato",
  paidDescription: "Benvenuto in Premium! Il tuo abbonamento è ora attivo.",
  failedTitle: "Pagamento Fallito",
  failedFallback: "Il pagamento non è andato a buon fine. Riprova.",
  processing: "Elaborando...",
  demoNotice:
    "Modalità demo: i pagamenti Premium arriveranno nella versione finale. Nel frattempo tutte le funzionalità educative sono gratuite.",
  // Server answers.
  alreadyPremium: "Hai già un abbonamento Premium attivo.",
  paymentsUnavailable: "Il servizio di pagamento non è al momento disponibile. Riprova tra poco.",
  paymentsNotConfigured: "I pagamenti non sono attivi: la piattaforma è in modalità demo.",
  noSubscription: "Non hai un abbonamento da gestire.",
  badSignature: "Firma del webhook non valida",
  webhookNotConfigured: "Webhook di pagamento non configurato",
  userNotFound: "Utente non trovato",
  actionInvalid: "Azione non valida: usa grant o remove",
  untilInvalid: "Data di scadenza non valida",
  untilPast: "La data di scadenza deve essere nel futuro",
  reasonTooLong: "Il motivo può avere al massimo 300 caratteri",
  // Demo Premium, cancel and resume (docs/billing.md).
  demoTrialButton: "Attiva la prova gratuita di 7 giorni (modalità demo)",
  demoActivateButton: "Attiva Premium (modalità demo)",
  demoOff: "I pagamenti non sono configurati: Premium non è disponibile al momento.",
  trialUsed: "Hai già usato la prova gratuita: puoi attivare Premium.",
  demoNotActive: "La modalità demo non è attiva: attiva Premium con il pagamento dalla pagina Premium.",
  trialStarted: "Prova gratuita attivata: Premium è attivo per 7 giorni (modalità demo, nessun pagamento).",
  demoActivated: "Premium attivato in modalità demo: nessun pagamento richiesto.",
  nothingToCancel: "Non hai un piano da annullare.",
  nothingToResume: "Non c'è un piano annullato da riprendere.",
  cancelled: "Piano annullato: resta attivo fino alla data indicata.",
  resumed: "Piano ripreso.",
} as const;

/** POST /api/create-subscription answer: demo mode, or the secret the Payment Element confirms. */
export type CreateSubscriptionResponse =
  | { demo: true; clientSecret?: undefined }
  | { demo: false; clientSecret: string; intent: "setup" | "payment" };

/** GET /api/billing/config: whether real payments are on, and the publishable key they need. */
export type BillingConfigResponse = {
  enabled: boolean;
  publishableKey: string | null;
  /** Demo Premium is on: no Stripe keys, and not production unless DEMO_MODE=true. */
  demoMode: boolean;
};

/** GET /api/billing/plan and the answer of every plan change (docs/billing.md, "Plan"). */
export type PlanView = {
  /** "free" when there is no plan, else our plan status. */
  status: "free" | PlanStatus;
  isPremium: boolean;
  premiumUntil: string | null;
  /** Where the plan comes from: Stripe, the demo, an administrator's grant, or none. */
  source: "stripe" | "demo" | "grant" | null;
  demoMode: boolean;
  trialAvailable: boolean;
  canCancel: boolean;
  canResume: boolean;
  message?: string;
};

export type PortalResponse = { url: string };

/**
 * Our plan states (users.subscription_status). Stripe's status, except:
 * "canceling" = still paid, will not renew (cancel at period end);
 * "incomplete" also covers a trial whose card was never given.
 */
export const PLAN_STATUSES = ["trialing", "active", "canceling", "past_due", "incomplete", "canceled", "unpaid", "paused"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const adminPremiumSchema = z.object({
  action: z.enum(["grant", "remove"], { error: BILLING_MESSAGES.actionInvalid }),
  // An ISO date-time; absent or null = premium with no end (until removed).
  until: saneDateTime(BILLING_MESSAGES.untilInvalid).nullish(),
  // Why support changed the plan (kept in the plan history and the audit log, docs/operations.md).
  reason: cleanText(300, BILLING_MESSAGES.reasonTooLong).nullish(),
});
export type AdminPremiumInput = z.infer<typeof adminPremiumSchema>;

export type AdminPremiumResponse = { userId: number; isPremium: boolean; premiumUntil: string | null };

/** The plan line of the avatar menu, from the current user's fields. */
export function planStatusLine(user: { isPremium: boolean; premiumUntil: string | null; subscriptionStatus: string | null }, formatDate: (d: string) => string): string {
  const until = user.premiumUntil ? formatDate(user.premiumUntil) : null;
  if (!user.isPremium) return user.subscriptionStatus === "past_due" || user.subscriptionStatus === "unpaid" ? "Pagamento non riuscito: aggiorna la carta" : "Piano gratuito";
  if (!until) return "Piano Premium attivo";
  if (user.subscriptionStatus === "trialing") return `Prova gratuita fino al ${until}`;
  if (user.subscriptionStatus === "active") return `Premium, si rinnova il ${until}`;
  return `Premium fino al ${until}`;
}

/** Whether the user has a Stripe plan to manage in the customer portal. */
export const hasManagedPlan = (user: { subscriptionStatus: string | null }) => Boolean(user.subscriptionStatus) && user.subscriptionStatus !== "incomplete";
