import type { DbOrTx } from "../../db/client";
import type { EventBus } from "../../events";
import { isPremiumNow } from "./premium";
import type { PlanState } from "./plan-state";
import * as repo from "./billing.repo";

/** What a plan change means for other features, emitted once the transaction committed. */
export type PlanEffects = { userId: number; premiumNow: boolean | null; trialStarted: boolean };

const PAID_STATES = new Set(["trialing", "canceling", "active"]);

/** Stores the plan a subscription gives and tells what changed ("premium now" before and after). */
export async function applyPlan(tx: DbOrTx, row: repo.BillingUser, subscriptionId: string, plan: PlanState, now: Date): Promise<PlanEffects> {
  await repo.setPlan(tx, row.id, subscriptionId, plan);
  const before = isPremiumNow(row, now);
  const after = isPremiumNow(plan, now);
  const sameSubscription = row.stripeSubscriptionId === subscriptionId;
  // The trial starts when the card is on file, not when the checkout page opens.
  const trialStarted = plan.status === "trialing" && !(sameSubscription && PAID_STATES.has(row.subscriptionStatus ?? ""));
  return { userId: row.id, premiumNow: before === after ? null : after, trialStarted };
}

export async function emitPlanEffects(events: EventBus, effects: PlanEffects | null): Promise<void> {
  if (!effects) return;
  if (effects.trialStarted) await events.emit("subscription.trial_started", { userId: effects.userId });
  if (effects.premiumNow !== null) await events.emit("premium.changed", { userId: effects.userId, isPremium: effects.premiumNow });
}
