import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { premiumGrants, stripeEvents, users } from "../../db/schema";
import type { PlanState } from "./plan-state";

const billingColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isPremium: users.isPremium,
  premiumUntil: users.premiumUntil,
  stripeCustomerId: users.stripeCustomerId,
  stripeSubscriptionId: users.stripeSubscriptionId,
  subscriptionStatus: users.subscriptionStatus,
  demoPlan: users.demoPlan,
  trialUsedAt: users.trialUsedAt,
};

export type BillingUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isPremium: boolean;
  premiumUntil: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: string | null;
  demoPlan: string | null;
  trialUsedAt: Date | null;
};

export async function findBillingUser(db: DbOrTx, userId: number): Promise<BillingUser | undefined> {
  const rows = await db.select(billingColumns).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

/**
 * The user's row, locked until the transaction ends: serialises create-subscription calls and
 * webhook effects of one user (on PGlite everything is serialised anyway).
 */
export async function lockBillingUser(tx: DbOrTx, userId: number): Promise<BillingUser | undefined> {
  const rows = await tx.select(billingColumns).from(users).where(eq(users.id, userId)).for("update").limit(1);
  return rows[0];
}

export async function findUserIdByCustomer(db: DbOrTx, customerId: string): Promise<number | undefined> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  return rows[0]?.id;
}

export async function setCustomerId(tx: DbOrTx, userId: number, customerId: string): Promise<void> {
  await tx.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
}

export async function setPlan(tx: DbOrTx, userId: number, subscriptionId: string, plan: PlanState): Promise<void> {
  await tx
    .update(users)
    .set({ stripeSubscriptionId: subscriptionId, subscriptionStatus: plan.status, isPremium: plan.isPremium, premiumUntil: plan.premiumUntil })
    .where(eq(users.id, userId));
}

export async function setPremiumByHand(tx: DbOrTx, userId: number, isPremium: boolean, premiumUntil: Date | null): Promise<void> {
  await tx.update(users).set({ isPremium, premiumUntil }).where(eq(users.id, userId));
}

export async function hasStripeEvent(db: DbOrTx, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId)).limit(1);
  return rows.length > 0;
}

/** Records an event; false when it was already recorded (the unique key decides, even in a race). */
export async function insertStripeEvent(tx: DbOrTx, eventId: string, type: string): Promise<boolean> {
  const rows = await tx.insert(stripeEvents).values({ id: eventId, type }).onConflictDoNothing().returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export async function insertPremiumGrant(
  tx: DbOrTx,
  values: { userId: number; adminId: number; action: "grant" | "remove"; until: Date | null; reason?: string | null; createdAt?: Date },
): Promise<void> {
  await tx.insert(premiumGrants).values(values);
}

/** A demo plan (docs/billing.md): the same columns a Stripe plan sets, without a subscription. */
export async function setDemoPlan(
  tx: DbOrTx,
  userId: number,
  v: { isPremium: boolean; premiumUntil: Date | null; status: PlanState["status"]; demoPlan: "trial" | "premium"; trialUsedAt?: Date },
): Promise<void> {
  await tx
    .update(users)
    .set({ isPremium: v.isPremium, premiumUntil: v.premiumUntil, subscriptionStatus: v.status, demoPlan: v.demoPlan, ...(v.trialUsedAt ? { trialUsedAt: v.trialUsedAt } : {}) })
    .where(eq(users.id, userId));
}

export async function setPlanStatus(tx: DbOrTx, userId: number, status: PlanState["status"]): Promise<void> {
  await tx.update(users).set({ subscriptionStatus: status }).where(eq(users.id, userId));
}
