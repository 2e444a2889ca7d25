// Drizzle for goals and their contributions. Every query of user data filters by userId.
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { goalContributions, goals } from "../../db/schema";

export type GoalRow = typeof goals.$inferSelect;
export type NewGoalRow = typeof goals.$inferInsert;

/** Lock key namespace of the per-user goal lock (the free limit's count then insert). */
const GOAL_LOCK_NAMESPACE = 5139;

export async function lockUserGoals(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GOAL_LOCK_NAMESPACE}::int, ${userId}::int)`);
}

export async function listGoals(db: DbOrTx, userId: number): Promise<GoalRow[]> {
  return db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.createdAt), asc(goals.id));
}

export async function findGoal(db: DbOrTx, userId: number, id: number, forUpdate = false): Promise<GoalRow | null> {
  const q = db.select().from(goals).where(and(eq(goals.id, id), eq(goals.userId, userId)));
  const rows = forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

export async function countGoals(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(goals).where(eq(goals.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

export async function insertGoal(db: DbOrTx, row: NewGoalRow): Promise<GoalRow> {
  const [saved] = await db.insert(goals).values(row).returning();
  return saved!;
}

export async function updateGoal(db: DbOrTx, userId: number, id: number, patch: Partial<NewGoalRow>): Promise<GoalRow | null> {
  const rows = await db.update(goals).set(patch).where(and(eq(goals.id, id), eq(goals.userId, userId))).returning();
  return rows[0] ?? null;
}

export async function deleteGoal(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(goals).where(and(eq(goals.id, id), eq(goals.userId, userId))).returning({ id: goals.id });
  return rows.length > 0;
}

/** Per goal of the user: the sum of its hand contributions (withdrawals negative), as "1234.50". */
export async function contributionTotals(db: DbOrTx, userId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ goalId: goalContributions.goalId, total: sql<string>`sum(${goalContributions.amount})::numeric(14,2)::text` })
    .from(goalContributions)
    .where(eq(goalContributions.userId, userId))
    .groupBy(goalContributions.goalId);
  return new Map(rows.map((r) => [r.goalId, r.total]));
}

export async function insertContribution(db: DbOrTx, row: typeof goalContributions.$inferInsert) {
  const [saved] = await db.insert(goalContributions).values(row).returning();
  return saved!;
}
