// Drizzle for the calculators' tables. Every read of user data filters by userId, the saved budget
// by the user's household (docs/household.md, "Cosa è condiviso").
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { budgets, pacSimulations } from "../../db/schema";
import { householdOfUser } from "../household/household-scope.public";

export type BudgetRow = typeof budgets.$inferSelect;
export type PacRow = typeof pacSimulations.$inferSelect;

export async function insertBudget(db: DbOrTx, row: { userId: number; monthlyIncome: string; necessities: string; wants: string; savings: string; createdAt: Date }): Promise<BudgetRow> {
  const [saved] = await db.insert(budgets).values(row).returning();
  return saved!;
}

export async function findLatestBudget(db: DbOrTx, userId: number): Promise<BudgetRow | null> {
  const rows = await db.select().from(budgets).where(sql`${budgets.householdId} = ${householdOfUser(userId)}`).orderBy(desc(budgets.createdAt), desc(budgets.id)).limit(1);
  return rows[0] ?? null;
}

export async function insertPacSimulation(
  db: DbOrTx,
  row: { userId: number; monthlyAmount: string; years: number; expectedReturn: string; finalAmount: string; createdAt: Date },
): Promise<PacRow> {
  const [saved] = await db.insert(pacSimulations).values(row).returning();
  return saved!;
}

export async function listPacSimulations(db: DbOrTx, userId: number, limit: number): Promise<PacRow[]> {
  return db
    .select()
    .from(pacSimulations)
    .where(eq(pacSimulations.userId, userId))
    .orderBy(desc(pacSimulations.createdAt), desc(pacSimulations.id))
    .limit(limit);
}
