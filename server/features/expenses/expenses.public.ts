// Reads other features may use (chat context, alerts, badges, dashboard). Keep these signatures stable.
import { and, count, desc, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedOn } from "../../db/prepared";
import { expenses } from "../../db/schema";
import { EXPENSE_CATEGORIES, type ExpenseCategory } from "@shared/constants";

/** First day of the month and of the next one, as "YYYY-MM-DD" (expense dates are calendar dates). */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, "0");
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  return { from: `${year}-${pad(month)}-01`, to: `${next.y}-${pad(next.m)}-01` };
}

export type ExpenseSummary = { id: number; description: string; amount: string; category: string; date: string };

/** Sum of each category in a calendar month, as strings with two decimals. */
const monthTotalsQuery = preparedOn((db) =>
  db
    .select({ category: expenses.category, total: sql<string>`coalesce(sum(${expenses.amount}), 0)::numeric(14,2)::text` })
    .from(expenses)
    .where(and(eq(expenses.userId, sql.placeholder("userId")), gte(expenses.date, sql.placeholder("from")), lt(expenses.date, sql.placeholder("to"))))
    .groupBy(expenses.category)
    .prepare("expenses_month_totals"),
);

export async function getMonthCategoryTotals(db: DbOrTx, userId: number, year: number, month: number): Promise<Record<ExpenseCategory, string>> {
  const { from, to } = monthRange(year, month);
  const rows = await monthTotalsQuery(db).execute({ userId, from, to });
  const totals = Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, "0.00"])) as Record<ExpenseCategory, string>;
  for (const r of rows) if ((EXPENSE_CATEGORIES as readonly string[]).includes(r.category)) totals[r.category as ExpenseCategory] = r.total;
  return totals;
}

const countInMonthQuery = preparedOn((db) =>
  db
    .select({ n: count() })
    .from(expenses)
    .where(and(eq(expenses.userId, sql.placeholder("userId")), gte(expenses.date, sql.placeholder("from")), lt(expenses.date, sql.placeholder("to"))))
    .prepare("expenses_count_month"),
);

export async function countExpensesInMonth(db: DbOrTx, userId: number, year: number, month: number): Promise<number> {
  const { from, to } = monthRange(year, month);
  const rows = await countInMonthQuery(db).execute({ userId, from, to });
  return Number(rows[0]?.n ?? 0);
}

/** countExpensesInMonth as a scalar subquery on monthRange's bounds, for a caller composing one statement. */
export function expensesBetweenSql(userId: SQL, from: SQL, to: SQL) {
  return sql<number>`(select count(*)::int from ${expenses} where ${expenses.userId} = ${userId} and ${expenses.date} >= ${from} and ${expenses.date} < ${to})`;
}

/** The most recent expenses (by date, then insertion). */
export async function getRecentExpenses(db: DbOrTx, userId: number, limit: number): Promise<ExpenseSummary[]> {
  return db
    .select({ id: expenses.id, description: expenses.description, amount: expenses.amount, category: expenses.category, date: expenses.date })
    .from(expenses)
    .where(eq(expenses.userId, userId))
    .orderBy(desc(expenses.date), desc(expenses.id))
    .limit(limit);
}

/** How many other expenses the user has in a category and their average amount (for anomaly rules). */
const categoryStatsQuery = preparedOn((db) =>
  db
    .select({ n: count(), avg: sql<string>`coalesce(avg(${expenses.amount}), 0)::numeric(14,2)::text` })
    .from(expenses)
    .where(and(eq(expenses.userId, sql.placeholder("userId")), eq(expenses.category, sql.placeholder("category")), ne(expenses.id, sql.placeholder("excludeId"))))
    .prepare("expenses_category_stats"),
);

export async function getCategoryStats(db: DbOrTx, userId: number, category: string, excludeId: number): Promise<{ count: number; average: string }> {
  const rows = await categoryStatsQuery(db).execute({ userId, category, excludeId });
  return { count: Number(rows[0]?.n ?? 0), average: rows[0]?.avg ?? "0.00" };
}
