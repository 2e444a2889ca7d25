import { z } from "zod";

// Smart alerts: the rules and thresholds are documented in docs/gamification.md.

export const ALERT_MESSAGES = {
  invalidFilter: "Filtro non valido: usa unread=true oppure unread=false",
  invalidLimit: "Numero di alert non valido",
  notFound: "Alert non trovato",
  updateError: "Impossibile aggiornare l'alert",
  updateAllError: "Impossibile aggiornare gli alert",
  updated: "Alert aggiornato",
  updatedAll: "Tutti gli alert aggiornati",
} as const;

export const alertsQuerySchema = z.object({
  unread: z
    .enum(["true", "false"], { error: ALERT_MESSAGES.invalidFilter })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  limit: z.coerce
    .number({ error: ALERT_MESSAGES.invalidLimit })
    .int(ALERT_MESSAGES.invalidLimit)
    .min(1, ALERT_MESSAGES.invalidLimit)
    .max(100, ALERT_MESSAGES.invalidLimit)
    .optional(),
});

export type Alert = {
  id: number;
  alertType: string;
  title: string;
  message: string;
  priority: "high" | "medium" | "low";
  isRead: boolean;
  createdAt: string;
};

/** Expense far above the usual: at least this many earlier expenses in the category… */
export const ANOMALY_MIN_HISTORY = 3;
/** …and the amount at least this multiple of their average… */
export const ANOMALY_FACTOR = 2;
/** …and at least this many euros above it (no alerts for 3 € against 1 €). */
export const ANOMALY_MIN_EXCESS_EUR = 20;
/** Month savings thresholds (sum of the month's "risparmi" expenses), in euros. */
export const SAVINGS_MILESTONES_EUR = [100, 250, 500, 1000] as const;
