import Stripe from "stripe";
import type { Config } from "../config";

export type StripeAdapter = {
  client: Stripe;
  priceId: string;
  publishableKey: string | null;
  webhookSecret: string | null;
};

/** Stripe when STRIPE_SECRET_KEY and STRIPE_PRICE_ID are set; otherwise null (demo mode of the spec). */
export function createStripe(config: Config): StripeAdapter | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PRICE_ID) return null;
  const opts: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 10_000 };
  if (config.STRIPE_API_BASE) {
    // Tests point the real SDK at a local server speaking the Stripe endpoints used.
    const u = new URL(config.STRIPE_API_BASE);
    Object.assign(opts, { host: u.hostname, port: Number(u.port), protocol: u.protocol.replace(":", "") });
  }
  return {
    client: new Stripe(config.STRIPE_SECRET_KEY, opts),
    priceId: config.STRIPE_PRICE_ID,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
  };
}
