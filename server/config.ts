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
  // How often the mail worker looks for due emails; 0 turns the worker off in this process.
  EMAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  ANALYTICS_SALT: z.string().optional(),
  // After SIGTERM, keep answering (with Connection: close) this long before closing the listener.
  // How long a process may serve public lists that are the same for everyone (the blog list).
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // Sign-in throttling (docs/security.md): failures per client address, per address+account, and
  // across all addresses for one account (which slows that account's attempts, never locks it).
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_LIMIT_PER_IP_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_ACCOUNT_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
  LOGIN_ACCOUNT_DELAY_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  // Page views a client address may report per minute (POST /api/analytics/track), per process.
  TRACK_LIMIT_PER_IP: z.coerce.number().int().min(1).default(600),
  // Successful registrations per client address per hour (docs/security.md).
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  // Tokens the language model may use per Europe/Rome day across all users; then the chat
  // answers with the built-in assistant and the admin overview says so. 0: never the model.
  AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(1_000_000),
  // Months of analytics rows that name a visitor or a user (the daily counts stay), and how often
  // the server prunes them and the expired rate-limit counters (ms; 0: off in this process).
  ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  MAINTENANCE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // argon2id cost of a password hash. The defaults are OWASP's recommended minimum (19 MiB, 2
  // passes); tests lower them explicitly because every sign-up hashes. Never lower in production.
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(4_194_304).default(19_456),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(20).default(2),
  // The admin's literacy gains hide any group with fewer users than this (docs/literacy.md).
  LITERACY_MIN_GROUP: z.coerce.number().int().min(2).max(1000).default(5),
  // The "È iniziato <mese>" PAC reminder is created only in the month's first days (docs/gamification.md).
  PAC_REMINDER_DAYS: z.coerce.number().int().min(1).max(31).default(5),
});

/** Every variable's default, for tests that check a limit as shipped. */
export const CONFIG_DEFAULTS = schema.parse({});

export type Config = z.infer<typeof schema> & {
  isProduction: boolean;
  sessionSecret: string;
  cookieSecure: boolean | "auto";
  /** The interface the server listens on: HOST, or the environment's default. */
  listenHost: string;
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
