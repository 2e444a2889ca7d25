// Where each table of the schema stands on personal data (docs/privacy.md, "Export" and "Deletion").
// EVERY table of the database has an entry: personal-data.int.test.ts walks information_schema
// and fails on a table (or a column referencing users) that is not listed here, so a new table
// is decided on, once, for both the export and the deletion.

export type TablePolicy =
  /** The user's own rows (FK ON DELETE CASCADE): exported, removed with the account. */
  | { kind: "owned"; userColumn: string }
  /**
   * A household's records with their author (docs/household.md, "Cancellazione dell'account"):
   * exported with the author's data; at the author's deletion their private rows (`privateColumn`
   * = 'private') are deleted, the others stay with the household and lose the author (FK ON
   * DELETE SET NULL, shown as "ex membro"). A household left without members goes with its rows.
   */
  | { kind: "authored"; userColumn: string; privateColumn?: string }
  /** Rows owned through a parent row (chat messages of the user's chat sessions). */
  | { kind: "owned-via"; parentTable: string; parentKey: string; parentUserColumn: string; column: string }
  /** The account itself. */
  | { kind: "account" }
  /** Rows found by the user's id or e-mail address: exported (when `export`), deleted explicitly. */
  | { kind: "by-email"; emailColumn: string; userColumn?: string; export: boolean }
  /**
   * Records that outlive the person (the history of what an administrator did): the id becomes
   * null (FK ON DELETE SET NULL) and `refColumn`, when given, keeps a pseudonymous reference.
   * The deletion writes that reference (`deletedUserRef`), unless `refWrittenWithRow`: then the
   * row was written with its reference already (the audit log's keyed hash, which its trigger
   * forbids changing) and the deletion only clears the id.
   */
  | { kind: "pseudonymous"; userColumn: string; refColumn?: string; refWrittenWithRow?: true }
  /** Anonymous aggregates: the user reference is cleared, the row stays (counts, page views). */
  | { kind: "anonymised"; userColumn: string }
  /**
   * Sessions, counters and single-use links: not exported, removed explicitly (the login session,
   * rate-limit keys; with `userColumn`, the rows of that user, also taken by the FK cascade).
   */
  | { kind: "technical"; why: string; userColumn?: string }
  /** No personal data: content, catalogues, aggregates without any user reference. */
  | { kind: "none"; why: string };

export const TABLE_POLICIES: Record<string, TablePolicy> = {
  users: { kind: "account" },
  sessions: { kind: "technical", why: "sessioni di accesso: eliminate con l'account" },
  rate_limits: { kind: "technical", why: "contatori con chiave cifrata (HMAC): eliminati quelli dell'utente" },
  // The household's saved budget (docs/household.md, "Bollette ricorrenti, budget e ripartizione"):
  // exported with who saved it, kept by the household without them.
  budgets: { kind: "authored", userColumn: "user_id" },
  pac_simulations: { kind: "owned", userColumn: "user_id" },
  user_progress: { kind: "owned", userColumn: "user_id" },
  // The household's expenses (docs/household.md): the private ones go with their author, the shared ones stay.
  expenses: { kind: "authored", userColumn: "user_id", privateColumn: "visibility" },
  points_ledger: { kind: "owned", userColumn: "user_id" },
  user_badges: { kind: "owned", userColumn: "user_id" },
  user_challenges: { kind: "owned", userColumn: "user_id" },
  alerts: { kind: "owned", userColumn: "user_id" },
  chat_sessions: { kind: "owned", userColumn: "user_id" },
  chat_messages: { kind: "owned-via", parentTable: "chat_sessions", parentKey: "id", parentUserColumn: "user_id", column: "session_id" },
  // Single-use links (e-mail verification, password reset, e-mail change): credentials, not
  // exported (the table and its hash would be a secret in the file); the pending new address of
  // an e-mail change is what the person just typed. Deleted with the account.
  account_tokens: { kind: "technical", why: "link monouso (verifica, reset password, cambio e-mail): eliminati con l'account", userColumn: "user_id" },
  // One profile per household (docs/household.md, "Cosa è condiviso"): every member's export has
  // their household's; it goes with the household, and the account's deletion only clears who
  // saved it last (user_id, below).
  household_profiles: { kind: "owned-via", parentTable: "household_members", parentKey: "household_id", parentUserColumn: "user_id", column: "household_id" },
  // Undo copies of deleted expenses are still the person's expenses until purged.
  deleted_expenses: { kind: "owned", userColumn: "user_id" },
  // Derived from the household's expenses (count and sum per category and month), kept by the
  // database: the rows of a person's private expenses are theirs (owner_user_id), exported and
  // deleted with them; the shared rows are the household's (docs/household.md, "Totali della famiglia").
  household_category_totals: { kind: "owned", userColumn: "owner_user_id" },
  // The household's recurring bills and incomes (docs/household.md, "Bollette ricorrenti, budget e
  // ripartizione"): exported with who created them, kept by the household without them; their
  // months (occurrences) are exported with the bill and stay with it.
  recurring_expenses: { kind: "authored", userColumn: "user_id" },
  recurring_occurrences: { kind: "owned-via", parentTable: "recurring_expenses", parentKey: "id", parentUserColumn: "user_id", column: "recurring_id" },
  // The import's fingerprints, remembered columns and rules belong to the household
  // (docs/expenses.md, "Della famiglia"): exported with the member who wrote them; at that
  // member's deletion they stay with the household without the author (FK ON DELETE SET NULL).
  expense_import_fingerprints: { kind: "anonymised", userColumn: "user_id" },
  expense_import_mappings: { kind: "anonymised", userColumn: "user_id" },
  expense_import_rules: { kind: "anonymised", userColumn: "user_id" },
  // The plan's goals and their hand contributions and withdrawals (docs/plan.md, "Obiettivi"), the
  // stored debts and the income entries are the household's (docs/household.md, "Obiettivi, debiti,
  // entrate e profilo"): exported with who made them, kept by the household without them.
  goals: { kind: "authored", userColumn: "user_id" },
  goal_contributions: { kind: "authored", userColumn: "user_id" },
  // The debts stored for the payoff planner (docs/calculators.md, "Piano di rientro dai debiti").
  debts: { kind: "authored", userColumn: "user_id" },
  // Receipts of deductible expenses (docs/tax.md, "Ricevute"): health data, exported as base64,
  // deleted with their expense and with the account.
  expense_receipts: { kind: "owned", userColumn: "user_id" },
  // The household (docs/household.md, "Dati personali"): the membership is the person's; the
  // invitations they sent are links (credentials) to someone else's address, deleted with them;
  // the household row holds no person (its name is "La mia famiglia") and goes with its last member.
  household_members: { kind: "owned", userColumn: "user_id" },
  household_invitations: { kind: "technical", why: "inviti alla famiglia inviati dalla persona (link monouso verso l'indirizzo di un altro): eliminati con l'account", userColumn: "invited_by" },
  households: { kind: "none", why: "la famiglia in sé: id e nome generico, senza persone; eliminata quando esce l'ultimo membro" },
  // Income entries typed by hand (docs/plan.md, "Entrate e saldo del mese").
  income_entries: { kind: "authored", userColumn: "user_id" },
  // The category budgets and the family's split (docs/plan.md, "Budget per categoria"): the
  // household's, exported with who saved them last, kept by the household without them.
  category_budgets: { kind: "authored", userColumn: "user_id" },
  budget_splits: { kind: "authored", userColumn: "user_id" },
  literacy_checks: { kind: "owned", userColumn: "user_id" },
  activity_days: { kind: "owned", userColumn: "user_id" },
  review_items: { kind: "owned", userColumn: "user_id" },
  // Grants the user received are theirs (cascade); those an administrator made keep a pseudonym.
  premium_grants: { kind: "owned", userColumn: "user_id" },
  // Feedback is removed with the account (docs/privacy.md), found by id or by the e-mail given.
  feedback: { kind: "by-email", emailColumn: "user_email", userColumn: "user_id", export: true },
  email_subscribers: { kind: "by-email", emailColumn: "email", userColumn: "user_id", export: true },
  email_outbox: { kind: "by-email", emailColumn: "to_email", userColumn: "user_id", export: true },
  page_views: { kind: "anonymised", userColumn: "user_id" },
  content_ideas: { kind: "pseudonymous", userColumn: "created_by" },
  ai_generations: { kind: "pseudonymous", userColumn: "admin_id" },
  // The administrator who uploaded a cover image or saved a revision: the id is cleared.
  blog_images: { kind: "pseudonymous", userColumn: "created_by" },
  blog_revisions: { kind: "pseudonymous", userColumn: "author_id" },
  // The audit log is append-only (trigger of migration 0012): actor_ref / target_user_ref are the
  // keyed hashes written with each entry (admin/audit.service.ts personRef); only the ids go.
  admin_audit: { kind: "pseudonymous", userColumn: "actor_id", refColumn: "actor_ref", refWrittenWithRow: true },
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
  blog_slug_redirects: { kind: "none", why: "vecchi slug degli articoli" },
  blog_retired_slugs: { kind: "none", why: "slug di articoli eliminati o rinominati dall'editor" },
  job_runs: { kind: "none", why: "stato dei processi in background, senza utenti" },
  // The demo trial's memory (docs/billing.md): a keyed hash of an address that started a trial,
  // no user id; it outlives the account on purpose (one trial per address) and is purged after
  // TRIAL_MEMORY_RETENTION_DAYS.
  trial_claims: { kind: "none", why: "hash con chiave (HMAC) di un indirizzo che ha usato la prova demo, senza utente: resta dopo la cancellazione e si cancella dopo TRIAL_MEMORY_RETENTION_DAYS" },
  // Payloads name the user (and an e-mail for user.registered): deleted with the account, the
  // pending ones too, whose reactions would only touch rows that go with it (docs/events.md).
  domain_events: { kind: "technical", why: "eventi interni in attesa o appena applicati: eliminati quelli dell'utente", userColumn: "user_id" },
};

/**
 * Extra user references inside a table already listed (a second column pointing at users):
 * "premium_grants.admin_id" is the administrator who acted, kept pseudonymously;
 * "admin_audit.target_user_id" the person an administrator acted on, kept as the keyed hash.
 */
export const EXTRA_USER_REFERENCES: Record<string, TablePolicy & { kind: "pseudonymous" }> = {
  "household_profiles.user_id": { kind: "pseudonymous", userColumn: "user_id" },
  "premium_grants.admin_id": { kind: "pseudonymous", userColumn: "admin_id", refColumn: "admin_ref" },
  "admin_audit.target_user_id": { kind: "pseudonymous", userColumn: "target_user_id", refColumn: "target_user_ref", refWrittenWithRow: true },
};

/** Columns never exported: secrets, hashes, tokens, internal identifiers of other systems. */
export const HIDDEN_COLUMN = /password|token|secret|hash|owner_key|^stripe_|^body$|^last_error$|^admin_notes$/;
