// Category budgets and the split are the household's (docs/household.md, "Cosa è condiviso"):
// every query finds the caller's household through their membership; user_id is who saved.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { budgetSplits, categoryBudgets, householdMembers, households } from "../../db/schema";
import type { BudgetShares } from "@shared/schemas/category-budgets";
import { householdOfUser } from "../household/household-scope.public";

export type CategoryBudgetRow = { subcategory: string; amount: string; carryOver: boolean };

/** The category budgets of each user's household, several users in one statement (user id → rows in saving order). */
export async function listCategoryBudgetsMany(db: DbOrTx, userIds: number[]): Promise<Map<number, CategoryBudgetRow[]>> {
  const byUser = new Map<number, CategoryBudgetRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: householdMembers.userId, subcategory: categoryBudgets.subcategory, amount: categoryBudgets.amount, carryOver: categoryBudgets.carryOver })
    .from(householdMembers)
    .innerJoin(categoryBudgets, eq(categoryBudgets.householdId, householdMembers.householdId))
    .where(inArray(householdMembers.userId, [...new Set(userIds)]))
    .orderBy(asc(categoryBudgets.id));
  for (const { userId, ...row } of rows) byUser.get(userId)!.push(row);
  return byUser;
}

export async function listCategoryBudgets(db: DbOrTx, userId: number): Promise<CategoryBudgetRow[]> {
  return db
    .select({ subcategory: categoryBudgets.subcategory, amount: categoryBudgets.amount, carryOver: categoryBudgets.carryOver })
    .from(categoryBudgets)
    .where(sql`${categoryBudgets.householdId} = ${householdOfUser(userId)}`)
    .orderBy(asc(categoryBudgets.id));
}

/**
 * Replaces the household's whole set of category budgets (inside the caller's transaction). The
 * household's row is locked first, so two members saving at once replace one after the other
 * instead of colliding on the (household, subcategory) key.
 */
export async function replaceCategoryBudgets(tx: DbOrTx, userId: number, rows: CategoryBudgetRow[], at: Date): Promise<void> {
  await tx.execute(sql`select 1 from ${households} where ${households.id} = ${householdOfUser(userId)} for no key update`);
  await tx.delete(categoryBudgets).where(sql`${categoryBudgets.householdId} = ${householdOfUser(userId)}`);
  if (rows.length > 0) await tx.insert(categoryBudgets).values(rows.map((r) => ({ ...r, userId, householdId: householdOfUser(userId), updatedAt: at })));
}

export async function findSplit(db: DbOrTx, userId: number): Promise<BudgetShares | null> {
  const rows = await db
    .select({ necessities: budgetSplits.necessities, wants: budgetSplits.wants, savings: budgetSplits.savings })
    .from(budgetSplits)
    .where(sql`${budgetSplits.householdId} = ${householdOfUser(userId)}`);
  return rows[0] ?? null;
}

/** The household's one split (unique on household_id); the member who saved it last is its user_id. */
export async function upsertSplit(db: DbOrTx, userId: number, shares: BudgetShares, at: Date): Promise<void> {
  await db
    .insert(budgetSplits)
    .values({ userId, householdId: householdOfUser(userId), ...shares, updatedAt: at })
    .onConflictDoUpdate({ target: budgetSplits.householdId, set: { userId, ...shares, updatedAt: at } });
}
