import type { DbOrTx } from "../../db/client";
import { insertAward } from "./points.repo";

export type PointsReason = "quiz_passed" | "challenge_completed" | "badge_earned" | "first_budget" | "first_pac" | "review";

/**
 * Awards points once per (user, reason, refId): the ledger's unique key makes a repeated or
 * concurrent award a no-op, and the user's cached total moves in the same transaction.
 * Returns whether this call awarded them.
 */
export async function awardPoints(db: DbOrTx, award: { userId: number; amount: number; reason: PointsReason; refId: string | number; at?: Date }): Promise<boolean> {
  return db.transaction((tx) => insertAward(tx, { ...award, refId: String(award.refId), at: award.at ?? new Date() }));
}
