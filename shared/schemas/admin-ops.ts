import { z } from "zod";
import { searchText } from "./text";

// Users, audit log and health of the admin area (docs/operations.md).

export const ADMIN_OPS_MESSAGES = {
  userNotFound: "Utente non trovato",
  verificationSent: "Link di verifica inviato all'indirizzo dell'utente.",
  alreadyVerified: "L'indirizzo email di questo utente è già verificato.",
  pageInvalid: "Pagina non valida",
  cursorInvalid: "Segno di pagina non valido: ricarica il registro",
  limitInvalid: "Numero di voci non valido: da 1 a 100",
  queryTooLong: "La ricerca può avere al massimo 100 caratteri",
  enabledInvalid: "Indica se l'accesso è attivo (true o false)",
  isAdminInvalid: "Indica se l'utente è amministratore (true o false)",
  passwordRequired: "Inserisci la tua password attuale",
  passwordWrong: "La password attuale non è corretta",
  lastAdmin: "Deve restare almeno un amministratore attivo",
  notYourself: "Non puoi disattivare il tuo stesso accesso",
  disabledAdmin: "Non puoi rendere amministratore un utente con l'accesso disattivato",
} as const;

const page = z.coerce.number({ error: ADMIN_OPS_MESSAGES.pageInvalid }).int(ADMIN_OPS_MESSAGES.pageInvalid).min(1, ADMIN_OPS_MESSAGES.pageInvalid).max(100_000, ADMIN_OPS_MESSAGES.pageInvalid).default(1);

export const adminUsersQuerySchema = z.object({
  q: searchText(100, ADMIN_OPS_MESSAGES.queryTooLong).default(""),
  page,
});
/**
 * The audit log's page marker: "<epoch ms>.<id>" of the last entry shown (docs/operations.md,
 * "Registro"); the next page holds the entries before it, newest first.
 */
const auditCursorSchema = z
  .string({ error: ADMIN_OPS_MESSAGES.cursorInvalid })
  .regex(/^\d{1,15}\.\d{1,15}$/, ADMIN_OPS_MESSAGES.cursorInvalid)
  .transform((c) => {
    const [ms, id] = c.split(".").map(Number);
    return { at: new Date(ms), id };
  })
  .refine((c) => Number.isSafeInteger(c.id) && !Number.isNaN(c.at.getTime()), ADMIN_OPS_MESSAGES.cursorInvalid);
export const adminAuditQuerySchema = z.object({
  cursor: auditCursorSchema.optional(),
  limit: z.coerce.number({ error: ADMIN_OPS_MESSAGES.limitInvalid }).int(ADMIN_OPS_MESSAGES.limitInvalid).min(1, ADMIN_OPS_MESSAGES.limitInvalid).max(100, ADMIN_OPS_MESSAGES.limitInvalid).optional(),
});

export const adminSignInSchema = z.object({ enabled: z.boolean({ error: ADMIN_OPS_MESSAGES.enabledInvalid }) });


export const adminRoleSchema = z.object({
  isAdmin: z.boolean({ error: ADMIN_OPS_MESSAGES.isAdminInvalid }),
  currentPassword: z.string({ error: ADMIN_OPS_MESSAGES.passwordRequired }).min(1, ADMIN_OPS_MESSAGES.passwordRequired).max(200, ADMIN_OPS_MESSAGES.passwordWrong),
});
export type AdminRoleInput = z.infer<typeof adminRoleSchema>;

/** Plan as the admin list shows it: free, premium (with or without an end), or expired. */
export type AdminPlan = { premium: boolean; until: string | null; subscriptionStatus: string | null };

export type AdminUserRow = {
  id: number;
  email: string;
  name: string | null;
  createdAt: string;
  lastSeenAt: string | null;
  plan: AdminPlan;
  points: number;
  isAdmin: boolean;
  disabled: boolean;
  /** Null while the site has no e-mail verification. */
  verified: boolean | null;
};

export type AdminUserList = { items: AdminUserRow[]; total: number; page: number; pageSize: number };

export type PlanHistoryEntry = { at: string; action: "grant" | "remove"; until: string | null; reason: string | null; byAdminId: number | null };

export type AdminUserDetail = AdminUserRow & { disabledAt: string | null; planHistory: PlanHistoryEntry[] };

export type AuditEntry = {
  id: number;
  at: string;
  /** The administrator's account id, null once that account was deleted (actorRef stays). */
  actorId: number | null;
  actorRef: string;
  action: string;
  targetType: string;
  targetId: string | null;
  targetUserId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
/** One page of the audit log, newest first; nextCursor asks for the page after it (null: the last). */
export type AuditList = { items: AuditEntry[]; nextCursor: string | null };

export type JobHealth = { name: string; lastSuccessAt: string | null; lastErrorAt: string | null; lastError: string | null; late: boolean };

export type AdminHealth = {
  checkedAt: string;
  database: { kind: "pglite" | "postgres"; label: string; sizeBytes: number | null };
  mail: { failed: number; waitingRetry: number; overdue: number; oldestOverdueAt: string | null };
  articles: { missedSchedule: number; oldestMissedAt: string | null };
  jobs: JobHealth[];
  /** Domain events not yet applied, and those given up on after the last attempt (docs/events.md). */
  events: { pending: number; failed: number };
};

/**
 * One line of the "Impostazioni" tab: how the site is set up right now, read from the server's
 * configuration (docs/operations.md, "Impostazioni"). Read-only: each changes through the
 * environment variable `change` names, then a restart.
 */
export type AdminSetting = { key: string; label: string; value: string; active: boolean; change: string };
export type AdminSettings = { items: AdminSetting[] };
