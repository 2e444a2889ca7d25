import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { pointsLedger, users } from "../../db/schema";

/** Inserts the award unless (user, reason, refId) already has one; then moves the cached total. */
export async function insertAward(tx: DbOrTx, award: { userId: number; amount: number; reason: string; refId: string; at: Date }): Promise<boolean> {
  const inserted = await tx
    .insert(pointsLedger)
    .values({ userId: award.userId, amount: award.amount, reason: award.reason, refId: award.refId, createdAt: award.at })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (inserted.length === 0) return false;
  await tx
    .update(users)
    .set({ points: sql`${users.points} + ${award.amount}` })
    .where(eq(users.id, award.userId));
  return true;
}
