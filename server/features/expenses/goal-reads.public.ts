// Reads the plan (goals, emergency fund) makes of the tracker (docs/plan.md, "Versamenti e
// prelievi" and "Fondo di emergenza"). Keep these signatures stable.
import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { expenses } from "../../db/schema";
import { monthKey, monthRange, type YearMonth } from "@shared/calendar";
import { GOAL_SUBCATEGORY } from "@shared/schemas/expenses";


/** Per goal of the user: the sum of its "risparmio_investimenti" expenses, as "1234.50". */
export async function goalExpenseTotals(db: DbOrTx, userId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ goalId: expenses.goalId, total: sql<string>`sum(${expenses.amount})::numeric(14,2)::text` })
    .from(expenses)
    .where(and(eq(expenses.userId, userId), isNotNull(expenses.goalId), eq(expenses.subcategory, GOAL_SUBCATEGORY)))
    .groupBy(expenses.goalId);
  return new Map(rows.map((r) => [r.goalId!, r.total]));
}

/**
 * The user's essential spending (the `necessita` bucket) in each of `months`, summed from the
 * expenses themselves, with how many expenses each month holds: "YYYY-MM" → { total, count }.
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
    .where(and(eq(expenses.userId, userId), eq(expenses.category, "necessita"), gte(expenses.date, from), lt(expenses.date, to)))
    .groupBy(sql`to_char(${expenses.date}, 'YYYY-MM')`);
  for (const r of rows) if (out.has(r.month)) out.set(r.month, { total: r.total, count: Number(r.count) });
  return out;
}
