import type Stripe from "stripe";
import type { Config } from "../config";

export type StripeAdapter = {
  client: Stripe;
  priceId: string;
  publishableKey: string | null;
  webhookSecret: string | null;
};

/**
 * Stripe when STRIPE_SECRET_KEY and STRIPE_PRICE_ID are set; otherwise null (demo mode of the
 * spec). The SDK is loaded only then (about 15 MB of a server's memory).
 */
export async function createStripe(config: Config): Promise<StripeAdapter | null> {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PRICE_ID) return null;
  const { default: Stripe } = await import("stripe");
  // The SDK pins its own API version; the app reads the shapes of that version (docs/billing.md).
  const opts: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 1,
    timeout: 10_000,
    appInfo: { name: "Finanza Familiare" },
  };
  if (config.STRIPE_API_BASE) {
    // Tests point the real SDK at a local server speaking the Stripe endpoints used.
    const u = new URL(config.STRIPE_API_BASE);
    const protocol = u.protocol === "http:" ? "http" : "https";
    Object.assign(opts, { host: u.hostname, port: u.port ? Number(u.port) : protocol === "http" ? 80 : 443, protocol });
  }
  if (!config.STRIPE_WEBHOOK_SECRET && config.NODE_ENV !== "test") {
    console.warn("[stripe] STRIPE_WEBHOOK_SECRET non impostato: il webhook risponde 503 e i piani non si aggiornano.");
  }
  if (!config.STRIPE_PUBLISHABLE_KEY && config.NODE_ENV !== "test") {
    console.warn("[stripe] STRIPE_PUBLISHABLE_KEY non impostato: la pagina /subscribe resta in modalità demo.");
  }
  return {
    client: new Stripe(config.STRIPE_SECRET_KEY, opts),
    priceId: config.STRIPE_PRICE_ID,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
  };
}
