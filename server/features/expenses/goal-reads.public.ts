// Reads the plan (goals, emergency fund) makes of the tracker (docs/plan.md, "Versamenti e
// prelievi" and "Fondo di emergenza"). Keep these signatures stable.
import { and, eq, gte, isNotNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { expenses } from "../../db/schema";
import { monthKey, monthRange, type YearMonth } from "@shared/calendar";
import { GOAL_SUBCATEGORY } from "@shared/schemas/expenses";
import { householdOfUser } from "../household/household-scope.public";

/**
 * The expenses the user sees (docs/household.md, "Cosa è condiviso"): the household's shared ones
 * and their own private ones; a partner's private expense is in no total of theirs.
 */
const seenBy = (userId: number) => and(eq(expenses.householdId, householdOfUser(userId)), or(eq(expenses.visibility, "shared"), eq(expenses.userId, userId)));

/** Per goal of the user's household: the sum of its "risparmio_investimenti" expenses the user sees, as "1234.50". */
export async function goalExpenseTotals(db: DbOrTx, userId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ goalId: expenses.goalId, total: sql<string>`sum(${expenses.amount})::numeric(14,2)::text` })
    .from(expenses)
    .where(and(seenBy(userId), isNotNull(expenses.goalId), eq(expenses.subcategory, GOAL_SUBCATEGORY)))
    .groupBy(expenses.goalId);
  return new Map(rows.map((r) => [r.goalId!, r.total]));
}

/**
 * The household's essential spending the user sees (the `necessita` bucket) in each of `months`,
 * summed from the expenses themselves, with how many expenses each month holds: "YYYY-MM" →
 * { total, count }.
 */
export async function essentialTotalsByMonth(db: DbOrTx, userId: number, months: YearMonth[]): Promise<Map<string, { total: string; count: number }>> {
  const out = new Map(months.map((m) => [monthKey(m), { total: "0.00", count: 0 }]));
  if (months.length === 0) return out;
  const from = monthRange(months[0]!.year, months[0]!.month).from;
  const last = months[months.length - 1]!;
  const to = monthRange(last.year, last.month).to;
  const rows = await db
    .select({
      month: sql<string>`to_char(${expenses.date}, 'YYYY-MM')`,
      total: sql<string>`sum(${expenses.amount})::numeric(14,2)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(expenses)
    .where(and(seenBy(userId), eq(expenses.category, "necessita"), gte(expenses.date, from), lt(expenses.date, to)))
    .groupBy(sql`to_char(${expenses.date}, 'YYYY-MM')`);
  for (const r of rows) if (out.has(r.month)) out.set(r.month, { total: r.total, count: Number(r.count) });
  return out;
}
