// Italian labels shown to users, keyed by the English identifiers the code uses.
import type { AlertPriority, BadgeType, FeedbackStatus, FeedbackType } from "./constants";

export const PRIORITY_LABELS: Record<AlertPriority, string> = {
  high: "Urgente",
  medium: "Importante",
  low: "Info",
};

export const ALERT_TYPE_LABELS: Record<string, string> = {
  budget_exceeded: "Budget superato",
  pac_reminder: "Promemoria PAC",
  savings_milestone: "Traguardo risparmio",
  expense_anomaly: "Spesa anomala",
  recurring_skipped: "Spesa ricorrente saltata",
};
// Only the listed types: a name like "constructor" is not read from Object.prototype.
export const alertTypeLabel = (t: string) => (Object.hasOwn(ALERT_TYPE_LABELS, t) ? ALERT_TYPE_LABELS[t]! : "Notifica");

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  suggestion: "Suggerimento",
  bug: "Problema tecnico",
  feature: "Nuova funzionalità",
  content: "Contenuti",
  praise: "Apprezzamento",
};

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: "Nuovo",
  reviewed: "In revisione",
  in_progress: "In sviluppo",
  completed: "Completato",
  rejected: "Non fattibile",
};

export const BADGE_LABELS: Record<BadgeType, string> = {
  risparmiatore: "Risparmiatore",
  investitore: "Investitore",
  budget_master: "Budget Master",
  serie_7: "7 giorni di fila",
  serie_30: "30 giorni di fila",
};

export const EXPENSE_CATEGORY_LABELS = {
  necessita: "Necessità",
  desideri: "Desideri",
  risparmi: "Risparmi",
} as const;

/** Level label in docs/gamification.md. */
export function levelLabel(level: number): string {
  if (level >= 10) return "Master";
  if (level >= 5) return "Esperto";
  if (level >= 3) return "Intermedio";
  return "Principiante";
}

export const MESSAGES = {
  unauthenticated: "Non autenticato",
  forbidden: "Accesso negato",
  adminOnly: "Accesso riservato agli amministratori",
  premiumRequired:
    "Questa lezione è disponibile solo per gli utenti Premium. Passa a Premium per accedere a tutti i contenuti avanzati.",
  notFound: "Risorsa non trovata",
  invalidData: "Dati non validi",
  serverError: "Si è verificato un errore interno. Riprova più tardi.",
  tooManyRequests: "Troppi tentativi. Riprova tra qualche minuto.",
  csrf: "Richiesta non consentita",
  serviceUnavailable: "Servizio temporaneamente non disponibile. Riprova tra poco.",
  expenseLimit: "Hai raggiunto il limite di 10 spese per il piano gratuito.",
} as const;
