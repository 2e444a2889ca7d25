import { z } from "zod";

// Every variable has an embedded default or is optional, so a fresh machine needs nothing.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  // Unset: 127.0.0.1 in development (nobody else on the network reaches the dev server),
  // 0.0.0.0 in production (a container or a proxy in front); docs/security.md.
  HOST: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
  SESSION_SECRET: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  // Secure session cookie: default true in production; "auto" follows the connection (plain-HTTP
  // test runs of the production build); false only for local development.
  COOKIE_SECURE: z.enum(["true", "false", "auto"]).optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().optional(),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Finanza Familiare <noreply@finanzafamiliare.it>"),
  // Every mail also as a .eml file in DATA_DIR/mail when it is queued (docs/email-automation.md,
  // "File .eml"): "auto" = only without SMTP_URL and outside production; "true" forces it (the
  // browser journeys on the production build), "false" turns it off. At most MAIL_FILES_KEEP
  // files stay: the oldest are deleted as new ones are written.
  MAIL_FILES: z.enum(["auto", "true", "false"]).default("auto"),
  MAIL_FILES_KEEP: z.coerce.number().int().min(1).max(100_000).default(500),
  // How often the mail worker looks for due emails; 0 turns the worker off in this process.
  EMAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  // The domain-event worker (docs/events.md): poll interval (0: only kicks of this process's own
  // commits), events per claim, loops per process, lease of a claimed event, retries and backoff,
  // how long processed rows stay (for the lag figures).
  EVENTS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  // Statements shared by concurrent requests (docs/scale-out.md, "Scritture e letture
  // raggruppate"): most items (writes or session reads) of one kind in one statement, and most
  // such statements running at once per process.
  WRITE_GROUP_MAX: z.coerce.number().int().min(1).max(1000).default(100),
  WRITE_GROUP_IN_FLIGHT: z.coerce.number().int().min(1).max(64).default(2),
  EVENTS_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  EVENTS_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
  EVENTS_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  EVENTS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  EVENTS_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(2000),
  EVENTS_RETENTION_HOURS: z.coerce.number().int().min(0).max(24 * 90).default(24),
  // Test hook of the crash test (server/events-crash.slow.int.test.ts): "1" kills the process right
  // after a commit that recorded events, before any reaction. Never set it in production.
  EVENTS_CRASH_AFTER_COMMIT: z.enum(["0", "1"]).default("0"),
  ANALYTICS_SALT: z.string().optional(),
  // After SIGTERM, keep answering (with Connection: close) this long before closing the listener.
  // How long a process may serve public lists that are the same for everyone (the blog list).
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // How long a process keeps the leaderboard's ranking before refreshing it in the background
  // (docs/scale-out.md, "Where the shared state lives"); 0: read on every request.
  LEADERBOARD_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  // How long a process may reuse a signed-in session and its user without asking the database,
  // and how many sessions it keeps (docs/security.md, "Cache delle sessioni"); 0: no cache.
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  SESSION_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  // How long a process may reuse the answers of a user's own reads (dashboard summary, alerts,
  // challenges, the month's expense count) and for how many users (docs/scale-out.md, "Letture
  // dell'utente in cache"); 0: no cache.
  USER_READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  USER_READ_CACHE_MAX_USERS: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  // Bytes of the history reads' JSON answers kept per process (the expenses month, the report, the
  // plan's reads, the 730 summary: docs/scale-out.md, "Letture della storia in cache"); the least
  // recently used users' answers go first.
  USER_READ_CACHE_MAX_JSON_BYTES: z.coerce.number().int().min(0).max(1_073_741_824).default(16_777_216),
  // Sign-in throttling (docs/security.md): failures per client address, per address+account, and
  // across all addresses for one account (which slows that account's attempts, never locks it).
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_LIMIT_PER_IP_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_ACCOUNT_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
  LOGIN_ACCOUNT_DELAY_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  // Page views a client address may report per minute (POST /api/analytics/track), per process.
  TRACK_LIMIT_PER_IP: z.coerce.number().int().min(1).default(600),
  // Page views are answered 202 and written in batches at least this often (ms); a crash loses at
  // most these last views (docs/accounts.md, "Analytics"). 0: each view is written before its answer.
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(0).max(1000).default(250),
  // Most page views waiting in memory per process; when full, a request waits for the next write
  // (backpressure, nothing dropped).
  ANALYTICS_BUFFER_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  // Successful registrations per client address per hour (docs/security.md).
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  // Failed registrations (bad input, an address that has an account) per hour, per client address
  // and per e-mail address: they bound what "Esiste già un account" tells (docs/security.md).
  REGISTER_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  REGISTER_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  // Tokens the language model may use per Europe/Rome day across all users; then the chat
  // answers with the built-in assistant and the admin overview says so. 0: never the model.
  AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(1_000_000),
  // Tokens one signed-in user (or one visitor's IP) may use per Europe/Rome day, on top of the
  // global budget above; then that person gets the built-in assistant (docs/chat.md).
  AI_USER_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(20_000),
  // Rounds of function calls the model may make before it must answer in words; 0 offers it no
  // tool (docs/chat.md, "Function calls").
  CHAT_AI_TOOL_ROUNDS: z.coerce.number().int().min(0).max(10).default(3),
  // Days a visitor's chat conversation that no account adopted is kept after its last message
  // (the browser session that owns it lives 30 days), then deleted (docs/chat.md).
  CHAT_VISITOR_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Months of analytics rows that name a visitor or a user (the daily counts stay), and how often
  // the server prunes them and the expired rate-limit counters (ms; 0: off in this process).
  ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  MAINTENANCE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // argon2id cost of a password hash. The defaults are OWASP's recommended minimum (19 MiB, 2
  // passes); tests lower them explicitly because every sign-up hashes. Never lower in production.
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(4_194_304).default(19_456),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(20).default(2),
  // Rows read per query by the streamed exports (the expenses CSV and the personal-data export):
  // the server holds one batch of a user's history at a time (docs/privacy.md, "Esportazione in streaming").
  EXPORT_BATCH_ROWS: z.coerce.number().int().min(1).max(10_000).default(1000),
  // Receipts per query in the personal-data export: each may be a file of RECEIPT_MAX_BYTES, sent
  // as base64, so only this many are held at a time (docs/privacy.md, "Esportazione in streaming").
  EXPORT_RECEIPT_BATCH_ROWS: z.coerce.number().int().min(1).max(100).default(2),
  // Expense tracker (docs/expenses.md): how long a deleted expense can be restored (undo), how
  // often the recurring-expense job runs in this process (ms; 0: off, the per-user run on the
  // tracker's requests still happens), how many past months it catches up, and how many days
  // before a recurring bill's due date the reminder e-mail goes out.
  EXPENSE_UNDO_GRACE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  RECURRING_JOB_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  RECURRING_CATCH_UP_MONTHS: z.coerce.number().int().min(0).max(12).default(1),
  RECURRING_REMINDER_DAYS: z.coerce.number().int().min(0).max(27).default(3),
  // How many rules the job of every household reads and books at a time (docs/expenses.md, "The job at scale").
  RECURRING_JOB_PAGE_SIZE: z.coerce.number().int().min(1).max(100_000).default(500),
  // Blog editor (docs/blog.md, "Editor"): the largest cover image an administrator may upload
  // (bytes of the file, before base64), the width it is resized to at most, and how often the
  // server publishes scheduled articles that are due (ms; 0: not in this process).
  BLOG_COVER_MAX_BYTES: z.coerce.number().int().min(1024).max(20_971_520).default(2_097_152),
  BLOG_COVER_MAX_WIDTH: z.coerce.number().int().min(100).max(4000).default(1600),
  BLOG_SCHEDULE_CHECK_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  // Receipts of deductible expenses (docs/tax.md, "Ricevute"): the largest file (bytes, before
  // base64; then 413), and the whole years after the expense's year a receipt is kept before the
  // maintenance job deletes it.
  RECEIPT_MAX_BYTES: z.coerce.number().int().min(1024).max(20_971_520).default(5_242_880),
  RECEIPT_RETENTION_YEARS: z.coerce.number().int().min(1).max(30).default(7),
  // Password-reset requests per hour, per e-mail address and per client address; verification
  // links a user may have resent per hour; wrong current passwords per user per hour on /account
  // (docs/accounts.md).
  PASSWORD_RESET_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  VERIFY_EMAIL_RESEND_LIMIT: z.coerce.number().int().min(1).default(5),
  ACCOUNT_PASSWORD_FAILURES_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Wrong current passwords of an administrator's role change, per administrator and hour; then
  // 429 even with the right one (docs/operations.md, "Utenti").
  ADMIN_PASSWORD_FAILURES_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Goal writes (create, edit, delete, contributions) per user per hour (docs/plan.md, "Limiti").
  GOAL_WRITES_PER_HOUR: z.coerce.number().int().min(1).default(300),
  // Debt planner runs per visitor or user per hour, and stored-debt writes per user per hour
  // (docs/calculators.md, "Piano di rientro dai debiti").
  DEBT_PLANS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  DEBT_WRITES_PER_HOUR: z.coerce.number().int().min(1).default(120),
  // Income writes (add, delete) per user per hour (docs/plan.md, "Entrate e saldo del mese").
  INCOME_WRITES_PER_HOUR: z.coerce.number().int().min(1).default(300),
  // Household invitations (docs/household.md, "Inviti"): days a link works, and invitations an
  // owner may send per day (each is a mail to an address of their choice).
  HOUSEHOLD_INVITATION_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  HOUSEHOLD_INVITATIONS_PER_DAY: z.coerce.number().int().min(1).default(20),
  // Failed reads of an invitation by its token (made up, used, revoked, expired) per client address
  // per hour, then 429 (docs/household.md, "Il link d'invito").
  HOUSEHOLD_INVITATION_PREVIEW_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  // Key of the audit log's pseudonymous references to people (docs/operations.md); unset: the
  // session secret. Keep it stable, or old entries no longer match the same person.
  AUDIT_REF_SECRET: z.string().optional(),
  // Users per page of the admin list and entries per page of the audit log.
  ADMIN_PAGE_SIZE: z.coerce.number().int().min(1).max(200).default(25),
  // The "Stato" tab flags a pending mail or a scheduled article this long past its time (ms).
  HEALTH_LATE_AFTER_MS: z.coerce.number().int().min(0).max(86_400_000).default(15 * 60_000),
  // Demo Premium without Stripe keys (docs/billing.md): on by default outside production; in
  // production only with DEMO_MODE=true.
  DEMO_MODE: z.enum(["true", "false"]).optional(),
  // Days before a trial ends of the reminder e-mail.
  TRIAL_REMINDER_DAYS_BEFORE: z.coerce.number().int().min(0).max(30).default(2),
  // Days the demo trial remembers an address that started one (a keyed hash, also after the
  // account is deleted), then the memory is purged (docs/billing.md, "Demo trial").
  TRIAL_MEMORY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // Bank CSV import (docs/expenses.md, "Limiti dell'importazione"): the one route whose JSON body
  // may exceed 200 kB carries the file as base64 (a third larger); the file itself, decoded; the
  // movements per file; the characters of one line (or of one quoted record across lines) and the
  // columns of one line, checked before the file is parsed; and the imports (previews and commits)
  // one user may send per window (docs/security.md, "Seconda sonda (issue 37)").
  IMPORT_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(7_340_032),
  IMPORT_FILE_MAX_BYTES: z.coerce.number().int().min(1024).max(35_000_000).default(5_242_880),
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(100_000).default(5000),
  IMPORT_MAX_LINE_CHARS: z.coerce.number().int().min(100).max(1_000_000).default(10_000),
  IMPORT_MAX_COLUMNS: z.coerce.number().int().min(3).max(200).default(200),
  // An XLSX statement: the declared unpacked size of its XML parts, checked before anything is
  // unpacked (a zip bomb is refused at once; docs/expenses.md, "Fogli di calcolo (XLSX)").
  IMPORT_XLSX_MAX_UNPACKED_BYTES: z.coerce.number().int().min(65_536).max(268_435_456).default(33_554_432),
  // The import rules one user may keep (docs/expenses.md, "Regole imparate").
  IMPORT_RULES_MAX: z.coerce.number().int().min(1).max(10_000).default(200),
  IMPORT_LIMIT_PER_USER: z.coerce.number().int().min(1).default(60),
  IMPORT_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
  // The admin's literacy gains hide any group with fewer users than this (docs/literacy.md).
  LITERACY_MIN_GROUP: z.coerce.number().int().min(2).max(1000).default(5),
  // The "È iniziato <mese>" PAC reminder is created only in the month's first days (docs/gamification.md).
  PAC_REMINDER_DAYS: z.coerce.number().int().min(1).max(31).default(5),
  // The category budgets' pace alert fires only from this Rome day of the month: before it, one
  // early bill projects a month of overspending (docs/plan.md, "Budget per categoria").
  BUDGET_PACE_ALERT_FROM_DAY: z.coerce.number().int().min(1).max(31).default(7),
  // Writes of the category budgets and of the family's split, together, per user per hour
  // (docs/plan.md, "Budget per categoria").
  PLAN_BUDGET_WRITES_PER_HOUR: z.coerce.number().int().min(1).default(120),
  // Server processes `npm start` runs on the one port (docs/scale-out.md): more than 1 needs
  // DATABASE_URL and SESSION_SECRET; and each process opens at most DATABASE_POOL_MAX connections
  // to PostgreSQL (so the database sees up to WEB_CONCURRENCY × DATABASE_POOL_MAX per machine).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // A primary process that forks the server and forks another when it dies unexpectedly, with
  // WEB_CONCURRENCY=1 too (docs/operations.md, "Riavvio automatico"): on by default in production,
  // off elsewhere; "true"/"false" decide. A replacement waits WORKER_RESTART_DELAY_MS, doubled for
  // each other death in the last ten WORKER_RESTART_MAX_DELAY_MS, up to that maximum.
  SUPERVISOR: z.enum(["true", "false"]).optional(),
  WORKER_RESTART_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  WORKER_RESTART_MAX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // PostgreSQL's JIT compiler on the app's connections (docs/scale-out.md, "Moving to a managed
  // PostgreSQL"): "off" (the default) asks for it off at connection start; "server" sends nothing
  // and keeps the server's setting (for a connection pooler that refuses start-up options).
  DATABASE_JIT: z.enum(["off", "server"], { error: "DATABASE_JIT: off oppure server" }).default("off"),
});

/** Every variable's default, for tests that check a limit as shipped. */
export const CONFIG_DEFAULTS = schema.parse({});

export type Config = z.infer<typeof schema> & {
  isProduction: boolean;
  sessionSecret: string;
  cookieSecure: boolean | "auto";
  /** The interface the server listens on: HOST, or the environment's default. */
  listenHost: string;
  /** SUPERVISOR, or on in production. */
  supervise: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  const isProduction = parsed.NODE_ENV === "production";
  if (isProduction && !parsed.SESSION_SECRET) {
    console.warn("[config] SESSION_SECRET non impostato: uso un segreto casuale (le sessioni non sopravvivono al riavvio).");
  }
  return {
    ...parsed,
    isProduction,
    cookieSecure: parsed.COOKIE_SECURE === "auto" ? "auto" : parsed.COOKIE_SECURE ? parsed.COOKIE_SECURE === "true" : isProduction,
    listenHost: parsed.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1"),
    supervise: parsed.SUPERVISOR ? parsed.SUPERVISOR === "true" : isProduction,
    // Without SESSION_SECRET: random per process here; the development server replaces it with
    // the one it keeps in DATA_DIR (server/ops/dev-secret.ts), so its sessions survive a restart.
    sessionSecret: parsed.SESSION_SECRET ?? crypto.randomUUID() + crypto.randomUUID(),
  };
}

/**
 * The site's absolute origin for canonical links, sitemap, robots, e-mails and payment return
 * URLs: PUBLIC_URL, else this server on localhost. Never the request's Host header, which the
 * client chooses (docs/security.md).
 */
export function publicBaseUrl(config: Pick<Config, "PUBLIC_URL" | "PORT">): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
}
