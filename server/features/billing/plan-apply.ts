import type { Tx } from "../../db/client";
import type { EventBus } from "../../events";
import { isPremiumNow } from "./premium";
import type { PlanState } from "./plan-state";
import * as repo from "./billing.repo";

/** What a plan change means for other features, recorded as events in the change's transaction. */
export type PlanEffects = { userId: number; premiumNow: boolean | null; trialStarted: boolean };

const PAID_STATES = new Set(["trialing", "canceling", "active"]);

/**
 * Stores the plan a subscription gives, tells what changed ("premium now" before and after) and
 * records the events of the change in the same transaction (run it in events.transaction).
 */
export async function applyPlan(events: EventBus, tx: Tx, row: repo.BillingUser, subscriptionId: string, plan: PlanState, now: Date): Promise<PlanEffects> {
  await repo.setPlan(tx, row.id, subscriptionId, plan);
  const before = isPremiumNow(row, now);
  const after = isPremiumNow(plan, now);
  const sameSubscription = row.stripeSubscriptionId === subscriptionId;
  // The trial starts when the card is on file, not when the checkout page opens.
  const trialStarted = plan.status === "trialing" && !(sameSubscription && PAID_STATES.has(row.subscriptionStatus ?? ""));
  const effects = { userId: row.id, premiumNow: before === after ? null : after, trialStarted };
  if (effects.trialStarted) await events.record(tx, "subscription.trial_started", { userId: effects.userId });
  if (effects.premiumNow !== null) await events.record(tx, "premium.changed", { userId: effects.userId, isPremium: effects.premiumNow });
  return effects;
}
