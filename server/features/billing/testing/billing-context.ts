import Stripe from "stripe";
import request from "supertest";
import { eq } from "drizzle-orm";
import { loadConfig } from "../../../config";
import { createStripe } from "../../../integrations/stripe";
import type { Clock } from "../../../integrations/clock";
import { createTestContext, type TestContext } from "../../../test/harness";
import { users } from "../../../db/schema";
import type { DomainEvents, EventName } from "../../../events";
import { startFakeStripe } from "./fake-stripe";

export const WEBHOOK_SECRET = "whsec_test_segreto";
export const SECRET_KEY = "sk_test_finanza";
export const PRICE_ID = "price_premium_mensile";

/** The app with the real stripe SDK pointed at a local fake Stripe, plus a log of domain events. */
export async function createBillingContext(opts: { clock?: Clock; latencyMs?: number } = {}) {
  const fake = await startFakeStripe({ now: opts.clock ? () => opts.clock!.now() : undefined, latencyMs: opts.latencyMs });
  const stripe = await createStripe(
    loadConfig({
      NODE_ENV: "test",
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PRICE_ID: PRICE_ID,
      STRIPE_PUBLISHABLE_KEY: "pk_test_finanza",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    } as NodeJS.ProcessEnv),
  );
  const ctx = await createTestContext({ stripe, clock: opts.clock });
  const emitted = recordEvents(ctx, ["premium.changed", "subscription.trial_started"]);
  return {
    ...ctx,
    fake,
    emitted,
    close: async () => {
      await ctx.close();
      await fake.close();
    },
  };
}

export type BillingContext = Awaited<ReturnType<typeof createBillingContext>>;

export function recordEvents(ctx: TestContext, names: EventName[]) {
  const log: { name: EventName; payload: DomainEvents[EventName] }[] = [];
  for (const name of names) ctx.deps.events.on(name, (payload) => void log.push({ name, payload }));
  return log;
}

const signer = new Stripe(SECRET_KEY);
let eventSeq = 0;

/** A Stripe event as Stripe would send it, signed with the SDK's test-header helper. */
export function signedEvent(type: string, object: unknown, opts: { id?: string; secret?: string } = {}) {
  const event = { id: opts.id ?? `evt_test${++eventSeq}_${Date.now()}`, object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET });
  return { id: event.id, payload, header };
}

/** Posts a signed event the way Stripe does: raw JSON, no X-Requested-With, no cookies. */
export function deliver(ctx: TestContext, ev: { payload: string; header: string }) {
  return request(ctx.app).post("/api/stripe/webhook").set("Content-Type", "application/json").set("Stripe-Signature", ev.header).send(ev.payload);
}

export async function userRow(ctx: TestContext, id: number) {
  const rows = await ctx.db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

