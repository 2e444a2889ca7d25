import type Stripe from "stripe";
import type { PlanStatus } from "@shared/schemas/billing";

/** What a user row stores about the plan: the flag, its time bound and our plan status. */
export type PlanState = { isPremium: boolean; premiumUntil: Date | null; status: PlanStatus };

/** Subscriptions a user may still complete or is paying for: create-subscription reuses them. */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(["incomplete", "trialing", "active", "past_due"]);

const toDate = (unix: number | null | undefined) => (typeof unix === "number" ? new Date(unix * 1000) : null);

/**
 * End of the paid (or trial) period. With the API version the SDK pins, the period lives on the
 * subscription items; older shapes kept it on the subscription itself.
 */
export function periodEnd(sub: Stripe.Subscription): Date | null {
  const ends = (sub.items?.data ?? []).map((i) => i.current_period_end).filter((n): n is number => typeof n === "number");
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  if (typeof legacy === "number") ends.push(legacy);
  if (ends.length) return toDate(Math.max(...ends));
  return toDate(sub.trial_end);
}

/** When a plan set to stop ends: Stripe's cancel_at, or the period end when cancelling at period end. */
function stopsAt(sub: Stripe.Subscription): Date | null {
  if (sub.cancel_at) return toDate(sub.cancel_at);
  if (sub.cancel_at_period_end) return periodEnd(sub);
  return null;
}

/**
 * The plan a Stripe subscription gives, whatever the event that told us about it (rules in
 * docs/billing.md). Pure: the time bound is applied by isPremiumNow.
 * - trialing counts only once a card is on file (the SetupIntent succeeded);
 * - active is premium to the period end (renewals move it on);
 * - a plan set to stop stays premium to its end ("canceling");
 * - a cancelled plan keeps the period it had, unless it ended for a failed or disputed payment;
 * - past_due, unpaid, paused and incomplete are not premium.
 */
export function planFromSubscription(sub: Stripe.Subscription): PlanState {
  const hasCard = Boolean(sub.default_payment_method);
  const end = periodEnd(sub);
  const stop = stopsAt(sub);
  switch (sub.status) {
    case "trialing":
      if (!hasCard) return { isPremium: false, premiumUntil: null, status: "incomplete" };
      if (stop) return { isPremium: true, premiumUntil: minDate(stop, toDate(sub.trial_end) ?? end), status: "canceling" };
      return { isPremium: true, premiumUntil: toDate(sub.trial_end) ?? end, status: "trialing" };
    case "active":
      if (stop) return { isPremium: true, premiumUntil: minDate(stop, end), status: "canceling" };
      return { isPremium: true, premiumUntil: end, status: "active" };
    case "canceled": {
      const reason = sub.cancellation_details?.reason;
      const paidFor = hasCard && reason !== "payment_failed" && reason !== "payment_disputed";
      return paidFor && end ? { isPremium: true, premiumUntil: end, status: "canceled" } : { isPremium: false, premiumUntil: null, status: "canceled" };
    }
    case "incomplete_expired":
      return { isPremium: false, premiumUntil: null, status: "canceled" };
    case "past_due":
      return { isPremium: false, premiumUntil: null, status: "past_due" };
    case "unpaid":
      return { isPremium: false, premiumUntil: null, status: "unpaid" };
    case "paused":
      return { isPremium: false, premiumUntil: null, status: "paused" };
    default:
      return { isPremium: false, premiumUntil: null, status: "incomplete" };
  }
}

function minDate(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() <= b.getTime() ? a : b;
}

/** The client secret the Payment Element confirms: the trial's SetupIntent, else the first invoice's. */
export function clientSecretOf(sub: Stripe.Subscription): { clientSecret: string; intent: "setup" | "payment" } | null {
  const setup = sub.pending_setup_intent;
  if (setup && typeof setup === "object" && setup.client_secret) return { clientSecret: setup.client_secret, intent: "setup" };
  const invoice = sub.latest_invoice;
  if (invoice && typeof invoice === "object") {
    const secret = invoice.confirmation_secret?.client_secret;
    if (secret && invoice.status === "open") return { clientSecret: secret, intent: "payment" };
  }
  return null;
}

export const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === "string" ? v : v.id);
