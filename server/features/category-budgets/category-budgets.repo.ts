import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { budgetSplits, categoryBudgets } from "../../db/schema";
import type { BudgetShares } from "@shared/schemas/category-budgets";

export type CategoryBudgetRow = { subcategory: string; amount: string; carryOver: boolean };

export async function listCategoryBudgets(db: DbOrTx, userId: number): Promise<CategoryBudgetRow[]> {
  return db
    .select({ subcategory: categoryBudgets.subcategory, amount: categoryBudgets.amount, carryOver: categoryBudgets.carryOver })
    .from(categoryBudgets)
    .where(eq(categoryBudgets.userId, userId))
    .orderBy(asc(categoryBudgets.id));
}

/** Replaces the user's whole set of category budgets (inside the caller's transaction). */
export async function replaceCategoryBudgets(tx: DbOrTx, userId: number, rows: CategoryBudgetRow[], at: Date): Promise<void> {
  await tx.delete(categoryBudgets).where(eq(categoryBudgets.userId, userId));
  if (rows.length > 0) await tx.insert(categoryBudgets).values(rows.map((r) => ({ ...r, userId, updatedAt: at })));
}

export async function findSplit(db: DbOrTx, userId: number): Promise<BudgetShares | null> {
  const rows = await db
    .select({ necessities: budgetSplits.necessities, wants: budgetSplits.wants, savings: budgetSplits.savings })
    .from(budgetSplits)
    .where(eq(budgetSplits.userId, userId));
  return rows[0] ?? null;
}

export async function upsertSplit(db: DbOrTx, userId: number, shares: BudgetShares, at: Date): Promise<void> {
  await db
    .insert(budgetSplits)
    .values({ userId, ...shares, updatedAt: at })
    .onConflictDoUpdate({ target: budgetSplits.userId, set: { ...shares, updatedAt: at } });
}
