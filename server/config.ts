import { z } from "zod";

// Every variable has an embedded default or is optional, so a fresh machine needs nothing.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
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
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // argon2id cost of a password hash. The defaults are OWASP's recommended minimum (19 MiB, 2
  // passes); tests lower them explicitly because every sign-up hashes. Never lower in production.
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(4_194_304).default(19_456),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(20).default(2),
});

export type Config = z.infer<typeof schema> & { isProduction: boolean; sessionSecret: string; cookieSecure: boolean | "auto" };

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
    // Development default is fixed so sessions survive a restart; production wants its own.
    sessionSecret: parsed.SESSION_SECRET ?? (isProduction ? crypto.randomUUID() + crypto.randomUUID() : "dev-session-secret-change-me"),
  };
}
