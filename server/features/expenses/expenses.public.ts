// Reads other features may use (chat context, alerts, badges, dashboard). Keep these signatures stable.
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { prepareOnce } from "../../db/prepared";
import { expenses } from "../../db/schema";
import { EXPENSE_CATEGORIES, type ExpenseCategory } from "@shared/constants";
import { monthRange } from "@shared/calendar";

export type ExpenseSummary = { id: number; description: string; amount: string; category: string; date: string };

/** Expense reads with prepared statements, built once per app by the service that uses them. */
export function createExpenseReads(db: Db) {
  const monthTotalsQuery = prepareOnce(db, (db) =>
    db
      .select({ category: expenses.category, total: sql<string>`coalesce(sum(${expenses.amount}), 0)::numeric(14,2)::text` })
      .from(expenses)
      .where(and(eq(expenses.userId, sql.placeholder("userId")), gte(expenses.date, sql.placeholder("from")), lt(expenses.date, sql.placeholder("to"))))
      .groupBy(expenses.category)
      .prepare("expenses_month_totals"),
  );
  const countInMonthQuery = prepareOnce(db, (db) =>
    db
      .select({ n: count() })
      .from(expenses)
      .where(and(eq(expenses.userId, sql.placeholder("userId")), gte(expenses.date, sql.placeholder("from")), lt(expenses.date, sql.placeholder("to"))))
      .prepare("expenses_count_month"),
  );

  return {
    /** Sum of each category in a calendar month, as strings with two decimals. */
    async monthCategoryTotals(userId: number, year: number, month: number): Promise<Record<ExpenseCategory, string>> {
      const { from, to } = monthRange(year, month);
      const rows = await monthTotalsQuery().execute({ userId, from, to });
      return categoryTotals(Object.fromEntries(rows.map((r) => [r.category, r.total])));
    },

    /** How many expenses the user has in a calendar month (on: a transaction of the caller's). */
    async countInMonth(userId: number, year: number, month: number, on?: DbOrTx): Promise<number> {
      const { from, to } = monthRange(year, month);
      const rows = await countInMonthQuery(on).execute({ userId, from, to });
      return Number(rows[0]?.n ?? 0);
    },
  };
}


/** Every category's total ("0.00" for those without expenses) from a category -> total map. */
export function categoryTotals(found: Record<string, string>): Record<ExpenseCategory, string> {
  const totals = Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, "0.00"])) as Record<ExpenseCategory, string>;
  for (const [category, total] of Object.entries(found)) if ((EXPENSE_CATEGORIES as readonly string[]).includes(category)) totals[category as ExpenseCategory] = total;
  return totals;
}

/** monthCategoryTotals as a scalar subquery (a JSON object category -> total, only the categories with expenses; read it with categoryTotals). */
export function monthCategoryTotalsSql(userId: SQL, from: SQL, to: SQL) {
  return sql<Record<string, string>>`(select coalesce(json_object_agg(t.category, t.total), '{}'::json) from (select ${expenses.category} as category, sum(${expenses.amount})::numeric(14,2)::text as total from ${expenses} where ${expenses.userId} = ${userId} and ${expenses.date} >= ${from} and ${expenses.date} < ${to} group by ${expenses.category}) t)`;
}

/** How many other expenses the user has in a category and their average amount (the anomaly rule's facts), as a scalar subquery: a JSON object { count, average }. */
export function categoryStatsSql(userId: SQL, category: SQL, excludeId: SQL) {
  return sql<{ count: number; average: string }>`(select json_build_object('count', count(*), 'average', coalesce(avg(${expenses.amount}), 0)::numeric(14,2)::text) from ${expenses} where ${expenses.userId} = ${userId} and ${expenses.category} = ${category} and ${expenses.id} <> ${excludeId})`;
}

/** countInMonth as a scalar subquery on monthRange's bounds (@shared/calendar), for a caller composing one statement. */
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

export { expensesCsv } from "./expenses.csv";

/** Expenses the user recorded (created) in [from, to): a challenge counts the whole period. */
export async function countRecordedBetween(db: DbOrTx, userId: number, from: Date, to: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(expenses)
    .where(and(eq(expenses.userId, userId), gte(expenses.createdAt, from), lt(expenses.createdAt, to)));
  return Number(rows[0]?.n ?? 0);
}
