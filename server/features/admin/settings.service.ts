import type { AppDeps } from "../../deps";
import type { AdminSetting, AdminSettings } from "@shared/schemas/admin-ops";
import { formatNumber } from "@shared/format";
import { isDemoMode } from "../billing/billing.public";

/**
 * The "Impostazioni" tab (docs/operations.md): how this server is set up, from its configuration
 * and the integrations it started with. Nothing secret is shown (no key, no address of a server
 * with its password): only whether each part is on and the variable that changes it.
 */
export function createSettingsService(deps: Pick<AppDeps, "config" | "stripe" | "ai" | "mailer" | "database">) {
  const { config } = deps;
  return {
    report(): AdminSettings {
      const demo = isDemoMode(deps);
      const items: AdminSetting[] = [
        {
          key: "payments",
          label: "Pagamenti",
          value: deps.stripe ? "Stripe: abbonamenti reali" : demo ? "Modalità demo: Premium senza addebiti" : "Non configurati: l'abbonamento non si può attivare",
          active: Boolean(deps.stripe) || demo,
          change: "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID, DEMO_MODE",
        },
        {
          key: "mail",
          label: "Invio email",
          value: deps.mailer.kind === "smtp" ? `SMTP, mittente ${config.MAIL_FROM}` : "Solo archivio (outbox): nessuna email esce dal server",
          active: deps.mailer.kind === "smtp",
          change: "SMTP_URL, MAIL_FROM",
        },
        {
          key: "ai",
          label: "Assistente e articoli AI",
          value: deps.ai ? `Modello ${config.OPENAI_MODEL}, ${formatNumber(config.AI_DAILY_TOKEN_BUDGET)} token al giorno` : "Assistente integrato: nessuna chiave del modello",
          active: Boolean(deps.ai),
          change: "OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, AI_DAILY_TOKEN_BUDGET",
        },
        {
          key: "registrations",
          label: "Registrazioni",
          value: `Aperte, al massimo ${formatNumber(config.REGISTER_LIMIT_PER_IP)} account l'ora per indirizzo`,
          active: true,
          change: "REGISTER_LIMIT_PER_IP",
        },
        {
          key: "database",
          label: "Database",
          value: deps.database.kind === "pglite" ? "PostgreSQL incorporato (PGlite), un solo processo" : `PostgreSQL esterno, ${config.WEB_CONCURRENCY} ${config.WEB_CONCURRENCY === 1 ? "processo" : "processi"} del server`,
          active: true,
          change: "DATABASE_URL, WEB_CONCURRENCY",
        },
      ];
      return { items };
    },
  };
}
