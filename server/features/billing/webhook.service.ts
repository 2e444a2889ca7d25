import type Stripe from "stripe";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { BILLING_MESSAGES } from "@shared/schemas/billing";
import * as repo from "./billing.repo";
import { callStripe, isMissingResource } from "./stripe-errors";
import { idOf, LIVE_STATUSES, planFromSubscription } from "./plan-state";
import { applyPlan, type PlanEffects } from "./plan-apply";

const SUBSCRIPTION_EVENTS = new Set(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"]);
const INVOICE_EVENTS = new Set(["invoice.paid", "invoice.payment_failed"]);

export type WebhookResult = { received: true; handled: boolean };

/** The subscription an event is about, for the event types that move a plan. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  if (SUBSCRIPTION_EVENTS.has(event.type)) return (event.data.object as Stripe.Subscription).id;
  if (INVOICE_EVENTS.has(event.type)) {
    const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
    return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
  }
  return null;
}

function customerIdOf(event: Stripe.Event): string | null {
  return idOf((event.data.object as { customer?: string | { id: string } | null }).customer);
}

export function createWebhookService(deps: AppDeps) {
  const { db, clock, events } = deps;

  /** The subscription as Stripe sees it now (so events arriving out of order still end right). */
  async function currentSubscription(event: Stripe.Event, id: string): Promise<Stripe.Subscription | null> {
    const stripe = deps.stripe!;
    return callStripe("lettura abbonamento", async () => {
      try {
        return await stripe.client.subscriptions.retrieve(id);
      } catch (err) {
        if (!isMissingResource(err)) throw err;
        // Deleted for good on Stripe's side: the event's own copy is the last word.
        return SUBSCRIPTION_EVENTS.has(event.type) ? (event.data.object as Stripe.Subscription) : null;
      }
    });
  }

  async function ownerOf(event: Stripe.Event): Promise<number | null> {
    const customerId = customerIdOf(event);
    if (customerId) {
      const id = await repo.findUserIdByCustomer(db, customerId);
      if (id) return id;
    }
    // A customer created by a call whose transaction never committed: our metadata still names the user.
    const metaId = Number((event.data.object as { metadata?: Record<string, string> }).metadata?.userId);
    if (!Number.isInteger(metaId) || metaId < 1) return null;
    const row = await repo.findBillingUser(db, metaId);
    return row && (!row.stripeCustomerId || row.stripeCustomerId === customerId) ? row.id : null;
  }

  return {
    /** Verifies the signature on the raw body, then handles the event once. */
    async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookResult> {
      const stripe = deps.stripe;
      if (!stripe?.webhookSecret) throw new AppError("unavailable", BILLING_MESSAGES.webhookNotConfigured);
      let event: Stripe.Event;
      try {
        event = stripe.client.webhooks.constructEvent(rawBody, signature ?? "", stripe.webhookSecret);
      } catch {
        throw new AppError("bad_request", BILLING_MESSAGES.badSignature);
      }
      if (await repo.hasStripeEvent(db, event.id)) return { received: true, handled: false };

      const subscriptionId = subscriptionIdOf(event);
      const userId = subscriptionId ? await ownerOf(event) : null;
      if (!subscriptionId || !userId) {
        // Nothing of ours to change; recorded so a redelivery is recognised.
        await repo.insertStripeEvent(db, event.id, event.type);
        return { received: true, handled: false };
      }

      const effects = await events.transaction(db, async (tx): Promise<PlanEffects | null> => {
        // The event id and its effect commit together: a duplicate delivery stops here.
        if (!(await repo.insertStripeEvent(tx, event.id, event.type))) return null;
        const row = await repo.lockBillingUser(tx, userId);
        if (!row) return null;
        // Read under the lock: of two concurrent handlers, the later reader commits last.
        const sub = await currentSubscription(event, subscriptionId);
        if (!sub) return null;
        // An old, ended subscription must not overwrite the plan the user has now.
        if (row.stripeSubscriptionId && row.stripeSubscriptionId !== sub.id && !LIVE_STATUSES.has(sub.status)) return null;
        return applyPlan(events, tx, row, sub.id, planFromSubscription(sub), clock.now());
      });
      return { received: true, handled: effects !== null };
    },
  };
}
