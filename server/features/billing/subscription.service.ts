import type Stripe from "stripe";
import type { AppDeps } from "../../deps";
import type { StripeAdapter } from "../../integrations/stripe";
import { AppError } from "../../http/errors";
import { PREMIUM_TRIAL_DAYS } from "@shared/constants";
import { BILLING_MESSAGES, type BillingConfigResponse, type CreateSubscriptionResponse, type PortalResponse } from "@shared/schemas/billing";
import type { SessionUser } from "../auth/auth.public";
import * as repo from "./billing.repo";
import { isDemoMode } from "./plan-control.service";
import { callStripe, isMissingResource } from "./stripe-errors";
import { clientSecretOf, LIVE_STATUSES, planFromSubscription } from "./plan-state";
import { applyPlan, type PlanEffects } from "./plan-apply";

// The first invoice's PaymentIntent secret is `confirmation_secret` in the API version the SDK
// pins (it replaced `payment_intent`); during the trial Stripe gives a SetupIntent instead.
const EXPAND = ["pending_setup_intent", "latest_invoice.confirmation_secret"];

type Outcome = { effects: PlanEffects; secret: CreateSubscriptionResponse | null };

export function createSubscriptionService(deps: AppDeps) {
  const { db, clock, events } = deps;

  return {
    config(): BillingConfigResponse {
      const publishableKey = deps.stripe?.publishableKey ?? null;
      return { enabled: Boolean(deps.stripe && publishableKey), publishableKey, demoMode: isDemoMode(deps) };
    },

    /**
     * Starts (or resumes) the Premium subscription of the signed-in user. Without Stripe keys the
     * answer is the demo flag of docs/billing.md. The user's row stays locked while Stripe is asked, so two
     * calls at once never create two customers or two subscriptions.
     */
    async createSubscription(user: SessionUser): Promise<CreateSubscriptionResponse> {
      const stripe = deps.stripe;
      if (!stripe) return { demo: true };
      if (user.isPremium) throw new AppError("conflict", BILLING_MESSAGES.alreadyPremium);

      const outcome = await events.transaction(db, async (tx): Promise<Outcome> => {
        const row = await repo.lockBillingUser(tx, user.id);
        if (!row) throw new AppError("unauthenticated", BILLING_MESSAGES.userNotFound);
        const customerId = await ensureCustomer(stripe, row);
        if (customerId !== row.stripeCustomerId) await repo.setCustomerId(tx, user.id, customerId);

        const existing = await callStripe("elenco abbonamenti", () =>
          stripe.client.subscriptions.list({ customer: customerId, status: "all", limit: 100 }),
        );
        const live = existing.data.find((s) => LIVE_STATUSES.has(s.status));
        const sub = live
          ? await callStripe("lettura abbonamento", () => stripe.client.subscriptions.retrieve(live.id, { expand: EXPAND }))
          : await callStripe("creazione abbonamento", () =>
              stripe.client.subscriptions.create({
                customer: customerId,
                items: [{ price: stripe.priceId }],
                // One free trial per customer: a returning subscriber pays from day one.
                ...(existing.data.length === 0 ? { trial_period_days: PREMIUM_TRIAL_DAYS } : {}),
                payment_behavior: "default_incomplete",
                payment_settings: { save_default_payment_method: "on_subscription" },
                // A trial without a card ends the subscription instead of billing nobody.
                trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
                metadata: { userId: String(user.id) },
                expand: EXPAND,
              }),
            );
        const effects = await applyPlan(events, tx, { ...row, stripeCustomerId: customerId }, sub.id, planFromSubscription(sub), clock.now());
        const secret = clientSecretOf(sub);
        return { effects, secret: secret ? { demo: false, ...secret } : null };
      });

      // Nothing left to confirm: the plan is already paid for (a webhook we had not seen yet).
      if (!outcome.secret) throw new AppError("conflict", BILLING_MESSAGES.alreadyPremium);
      return outcome.secret;
    },

    /** A Stripe customer-portal session (cancel, change card, invoices); back to the site origin. */
    async portal(user: SessionUser, origin: string): Promise<PortalResponse> {
      const stripe = deps.stripe;
      if (!stripe) throw new AppError("unavailable", BILLING_MESSAGES.paymentsNotConfigured);
      const row = await repo.findBillingUser(db, user.id);
      if (!row?.stripeCustomerId) throw new AppError("conflict", BILLING_MESSAGES.noSubscription);
      const session = await callStripe("portale clienti", () =>
        stripe.client.billingPortal.sessions.create({ customer: row.stripeCustomerId!, return_url: `${origin}/` }),
      );
      return { url: session.url };
    },
  };
}

/** The stored customer if Stripe still has it, else one found by our user id, else a new one. */
async function ensureCustomer(stripe: StripeAdapter, row: repo.BillingUser): Promise<string> {
  if (row.stripeCustomerId) {
    const stored = await callStripe("lettura cliente", async () => {
      try {
        return await stripe.client.customers.retrieve(row.stripeCustomerId!);
      } catch (err) {
        if (isMissingResource(err)) return null;
        throw err;
      }
    });
    if (stored && !stored.deleted) return stored.id;
  }
  // A customer created by an earlier call whose transaction did not commit.
  const byEmail = await callStripe("ricerca cliente", () => stripe.client.customers.list({ email: row.email, limit: 100 }));
  const mine = byEmail.data.find((c: Stripe.Customer) => c.metadata?.userId === String(row.id));
  if (mine) return mine.id;
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ") || undefined;
  const created = await callStripe("creazione cliente", () =>
    stripe.client.customers.create({ email: row.email, name, metadata: { userId: String(row.id) } }),
  );
  return created.id;
}
