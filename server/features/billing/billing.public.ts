// Reads other features may use (the content marketing hub's conversions). Keep signatures stable.
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { isPremiumNow } from "./premium";
import type { AppDeps } from "../../deps";
import { findBillingUser } from "./billing.repo";
import { callStripe, isMissingResource } from "./stripe-errors";

export { isPremiumNow };
export { isDemoMode } from "./demo-mode";
// The account deletion remembers a trial started before the memory existed (docs/billing.md).
export { rememberTrial } from "./trial-memory";

/** Which of the given users are premium now (the one rule of premium.ts), in one query. */
export async function premiumUserIds(db: DbOrTx, userIds: number[], now: Date): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id, isPremium: users.isPremium, premiumUntil: users.premiumUntil }).from(users).where(inArray(users.id, ids));
  return new Set(rows.filter((u) => isPremiumNow(u, now)).map((u) => u.id));
}


const ENDED = new Set(["canceled", "incomplete_expired"]);

/**
 * Ends the user's Stripe subscription at once (account deletion, docs/privacy.md), before any row
 * is deleted: a failure throws (503) and nothing is deleted. A subscription Stripe no longer has
 * counts as ended. Without Stripe or without a subscription it does nothing.
 */
export async function cancelStripeSubscriptionNow(deps: Pick<AppDeps, "db" | "stripe">, userId: number): Promise<boolean> {
  const stripe = deps.stripe;
  const row = await findBillingUser(deps.db, userId);
  if (!stripe || !row?.stripeSubscriptionId || ENDED.has(row.subscriptionStatus ?? "")) return false;
  const id = row.stripeSubscriptionId;
  await callStripe("chiusura abbonamento", async () => {
    try {
      await stripe.client.subscriptions.cancel(id);
    } catch (err) {
      if (!isMissingResource(err)) throw err;
    }
  });
  return true;
}
