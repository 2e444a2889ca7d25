import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { pointsLedger, users } from "../../db/schema";
import type { LeaderboardTimeframe } from "@shared/schemas/gamification";

/**
 * Users ranked by points from the ledger. Ties: the other total, then the earlier registered
 * user (lower id) first, so the order never depends on the query plan.
 */
export async function rankUsers(db: DbOrTx, opts: { timeframe: LeaderboardTimeframe; monthStart: Date; limit: number }) {
  const total = sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int`;
  const monthly = sql<number>`coalesce(sum(${pointsLedger.amount}) filter (where ${pointsLedger.createdAt} >= ${opts.monthStart.toISOString()}::timestamptz), 0)::int`;
  const [first, second] = opts.timeframe === "monthly" ? [monthly, total] : [total, monthly];
  return db
    .select({ id: users.id, displayName: users.displayName, totalPoints: total, monthlyPoints: monthly })
    .from(pointsLedger)
    .innerJoin(users, eq(users.id, pointsLedger.userId))
    .where(and(eq(users.isAdmin, false), eq(users.leaderboardHidden, false)))
    .groupBy(users.id, users.displayName)
    .having(sql`${first} > 0`)
    .orderBy(desc(first), desc(second), asc(users.id))
    .limit(opts.limit);
}

/**
 * A user's total points from the ledger and those since `since`, as two scalar subqueries for a
 * caller that composes one statement from several features' reads (the dashboard summary).
 */
export function userPointsSql(userId: SQL, since: SQL) {
  return {
    total: sql<number>`(select coalesce(sum(${pointsLedger.amount}), 0)::int from ${pointsLedger} where ${pointsLedger.userId} = ${userId})`,
    monthly: sql<number>`(select coalesce(sum(${pointsLedger.amount}), 0)::int from ${pointsLedger} where ${pointsLedger.userId} = ${userId} and ${pointsLedger.createdAt} >= ${since})`,
  };
}

export async function findLeaderboardProfile(db: DbOrTx, userId: number) {
  const rows = await db.select({ displayName: users.displayName, hidden: users.leaderboardHidden }).from(users).where(eq(users.id, userId));
  return rows[0] ?? null;
}

export async function saveLeaderboardProfile(db: DbOrTx, userId: number, v: { displayName: string | null; hidden: boolean }) {
  const rows = await db
    .update(users)
    .set({ displayName: v.displayName, leaderboardHidden: v.hidden })
    .where(eq(users.id, userId))
    .returning({ displayName: users.displayName, hidden: users.leaderboardHidden });
  return rows[0] ?? null;
}
