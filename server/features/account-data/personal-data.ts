// Where each table of the schema stands on personal data (docs/privacy.md, "Export and deletion").
// EVERY table of the database has an entry: personal-data.int.test.ts walks information_schema
// and fails on a table (or a column referencing users) that is not listed here, so a new table
// is decided on, once, for both the export and the deletion.

export type TablePolicy =
  /** The user's own rows (FK ON DELETE CASCADE): exported, removed with the account. */
  | { kind: "owned"; userColumn: string }
  /** Rows owned through a parent row (chat messages of the user's chat sessions). */
  | { kind: "owned-via"; parentTable: string; parentKey: string; parentUserColumn: string; column: string }
  /** The account itself. */
  | { kind: "account" }
  /** Rows found by the user's id or e-mail address: exported (when `export`), deleted explicitly. */
  | { kind: "by-email"; emailColumn: string; userColumn?: string; export: boolean }
  /**
   * Records that outlive the person (the history of what an administrator did): the id becomes
   * null (FK ON DELETE SET NULL) and `refColumn`, when given, keeps a pseudonymous reference.
   */
  | { kind: "pseudonymous"; userColumn: string; refColumn?: string }
  /** Anonymous aggregates: the user reference is cleared, the row stays (counts, page views). */
  | { kind: "anonymised"; userColumn: string }
  /** Sessions and counters: removed explicitly (the login session, rate-limit keys). */
  | { kind: "technical"; why: string }
  /** No personal data: content, catalogues, aggregates without any user reference. */
  | { kind: "none"; why: string };

export const TABLE_POLICIES: Record<string, TablePolicy> = {
  users: { kind: "account" },
  sessions: { kind: "technical", why: "sessioni di accesso: eliminate con l'account" },
  rate_limits: { kind: "technical", why: "contatori con chiave cifrata (HMAC): eliminati quelli dell'utente" },
  budgets: { kind: "owned", userColumn: "user_id" },
  pac_simulations: { kind: "owned", userColumn: "user_id" },
  user_progress: { kind: "owned", userColumn: "user_id" },
  expenses: { kind: "owned", userColumn: "user_id" },
  points_ledger: { kind: "owned", userColumn: "user_id" },
  user_badges: { kind: "owned", userColumn: "user_id" },
  user_challenges: { kind: "owned", userColumn: "user_id" },
  alerts: { kind: "owned", userColumn: "user_id" },
  chat_sessions: { kind: "owned", userColumn: "user_id" },
  chat_messages: { kind: "owned-via", parentTable: "chat_sessions", parentKey: "id", parentUserColumn: "user_id", column: "session_id" },
  // Grants the user received are theirs (cascade); those an administrator made keep a pseudonym.
  premium_grants: { kind: "owned", userColumn: "user_id" },
  // Feedback is removed with the account (docs/privacy.md), found by id or by the e-mail given.
  feedback: { kind: "by-email", emailColumn: "user_email", userColumn: "user_id", export: true },
  email_subscribers: { kind: "by-email", emailColumn: "email", userColumn: "user_id", export: true },
  email_outbox: { kind: "by-email", emailColumn: "to_email", export: true },
  page_views: { kind: "anonymised", userColumn: "user_id" },
  content_ideas: { kind: "pseudonymous", userColumn: "created_by" },
  ai_generations: { kind: "pseudonymous", userColumn: "admin_id" },
  courses: { kind: "none", why: "catalogo dei corsi" },
  lessons: { kind: "none", why: "contenuto delle lezioni" },
  quiz_questions: { kind: "none", why: "domande dei quiz" },
  challenges: { kind: "none", why: "catalogo delle sfide settimanali" },
  analytics_daily: { kind: "none", why: "aggregati anonimi" },
  analytics_daily_visitors: { kind: "none", why: "hash del visitatore che cambia ogni giorno" },
  analytics_events: { kind: "none", why: "hash del visitatore che cambia ogni giorno" },
  analytics_sessions: { kind: "none", why: "hash del visitatore che cambia ogni giorno" },
  stripe_events: { kind: "none", why: "id e tipo degli eventi Stripe, nessun dato della persona" },
  blog_articles: { kind: "none", why: "articoli del blog" },
  email_sequences: { kind: "none", why: "definizione delle sequenze e-mail" },
};

/**
 * Extra user references inside a table already listed (a second column pointing at users):
 * "premium_grants.admin_id" is the administrator who acted, kept pseudonymously.
 */
export const EXTRA_USER_REFERENCES: Record<string, TablePolicy & { kind: "pseudonymous" }> = {
  "premium_grants.admin_id": { kind: "pseudonymous", userColumn: "admin_id", refColumn: "admin_ref" },
};

/** Columns never exported: secrets, hashes, tokens, internal identifiers of other systems. */
export const HIDDEN_COLUMN = /password|token|secret|hash|owner_key|^stripe_|^body$|^last_error$|^admin_notes$/;
