// Drizzle for goals and their contributions. Every query filters by the caller's household
// (docs/household.md, "Cosa è condiviso"): another household's goal is not found.
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { goalContributions, goals } from "../../db/schema";
import { householdOfUser } from "../household/household-scope.public";

export type GoalRow = typeof goals.$inferSelect;
export type NewGoalRow = typeof goals.$inferInsert;

/** Lock key namespace of the per-household goal lock (the free limit's count then insert). */
const GOAL_LOCK_NAMESPACE = 5139;

const ofHousehold = (userId: number) => eq(goals.householdId, householdOfUser(userId));

/** Serialises the free limit's count then insert of the user's household until the transaction ends. */
export async function lockHouseholdGoals(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GOAL_LOCK_NAMESPACE}::int, coalesce(${householdOfUser(userId)}, 0)::int)`);
}

export async function listGoals(db: DbOrTx, userId: number): Promise<GoalRow[]> {
  return db.select().from(goals).where(ofHousehold(userId)).orderBy(asc(goals.createdAt), asc(goals.id));
}

export async function findGoal(db: DbOrTx, userId: number, id: number, forUpdate = false): Promise<GoalRow | null> {
  const q = db.select().from(goals).where(and(eq(goals.id, id), ofHousehold(userId)));
  const rows = forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

export async function countGoals(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(goals).where(ofHousehold(userId));
  return Number(rows[0]?.n ?? 0);
}

export async function insertGoal(db: DbOrTx, row: NewGoalRow): Promise<GoalRow> {
  const [saved] = await db.insert(goals).values(row).returning();
  return saved!;
}

export async function updateGoal(db: DbOrTx, userId: number, id: number, patch: Partial<NewGoalRow>): Promise<GoalRow | null> {
  const rows = await db.update(goals).set(patch).where(and(eq(goals.id, id), ofHousehold(userId))).returning();
  return rows[0] ?? null;
}

export async function deleteGoal(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(goals).where(and(eq(goals.id, id), ofHousehold(userId))).returning({ id: goals.id });
  return rows.length > 0;
}

/** Per goal of the user's household: the sum of its hand contributions (withdrawals negative), by any member, as "1234.50". */
export async function contributionTotals(db: DbOrTx, userId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ goalId: goalContributions.goalId, total: sql<string>`sum(${goalContributions.amount})::numeric(14,2)::text` })
    .from(goalContributions)
    .innerJoin(goals, eq(goals.id, goalContributions.goalId))
    .where(ofHousehold(userId))
    .groupBy(goalContributions.goalId);
  return new Map(rows.map((r) => [r.goalId, r.total]));
}

export async function insertContribution(db: DbOrTx, row: typeof goalContributions.$inferInsert) {
  const [saved] = await db.insert(goalContributions).values(row).returning();
  return saved!;
}
