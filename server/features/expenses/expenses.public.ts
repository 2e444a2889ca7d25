// Reads other features may use (chat context, alerts, badges, dashboard). Keep these signatures stable.
import { and, count, desc, eq, gt, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { prepareOnce } from "../../perf/prepared";
import { expenseCategoryTotals, expenses, householdMembers } from "../../db/schema";
import { EXPENSE_CATEGORIES, type ExpenseCategory } from "@shared/constants";
import { monthRange } from "@shared/calendar";

export type ExpenseSummary = { id: number; description: string; amount: string; category: string; date: string };

/** Expense reads with prepared statements, built once per app by the service that uses them. */
export function createExpenseReads(db: Db) {
  // From the totals the database keeps per category and month (docs/expenses.md, "Totali per categoria e mese").
  const monthTotalsQuery = prepareOnce(db, (db) =>
    db
      .select({ category: expenseCategoryTotals.category, total: sql<string>`${expenseCategoryTotals.total}::numeric(14,2)::text` })
      .from(expenseCategoryTotals)
      .where(and(eq(expenseCategoryTotals.userId, sql.placeholder("userId")), eq(expenseCategoryTotals.month, sql.placeholder("from")), gt(expenseCategoryTotals.count, 0)))
      .prepare("expenses_month_totals"),
  );
  // The household of the user (docs/household.md, "Limite gratuito"): the free limit counts all
  // of its expenses, shared and private.
  const household = sql`(select ${householdMembers.householdId} from ${householdMembers} where ${householdMembers.userId} = ${sql.placeholder("userId")})`;
  const countInMonthQuery = prepareOnce(db, (db) =>
    db
      .select({ n: count() })
      .from(expenses)
      .where(and(sql`${expenses.householdId} = ${household}`, gte(expenses.date, sql.placeholder("from")), lt(expenses.date, sql.placeholder("to"))))
      .prepare("expenses_count_household_month"),
  );
  // What the user sees: the household's shared expenses and their own private ones.
  const visibleCountQuery = prepareOnce(db, (db) =>
    db
      .select({ n: count() })
      .from(expenses)
      .where(
        and(
          sql`${expenses.householdId} = ${household}`,
          sql`(${expenses.visibility} = 'shared' or ${expenses.userId} = ${sql.placeholder("userId")})`,
          gte(expenses.date, sql.placeholder("from")),
          lt(expenses.date, sql.placeholder("to")),
        ),
      )
      .prepare("expenses_count_visible_month"),
  );

  return {
    /** Sum of each category in a calendar month, as strings with two decimals. */
    async monthCategoryTotals(userId: number, year: number, month: number): Promise<Record<ExpenseCategory, string>> {
      const { from } = monthRange(year, month);
      const rows = await monthTotalsQuery().execute({ userId, from });
      return categoryTotals(Object.fromEntries(rows.map((r) => [r.category, r.total])));
    },

    /**
     * How many expenses the user's household has in a calendar month, every member's, shared and
     * private: what the free limit counts (docs/household.md, "Limite gratuito"; on: a
     * transaction of the caller's).
     */
    async countInMonth(userId: number, year: number, month: number, on?: DbOrTx): Promise<number> {
      const { from, to } = monthRange(year, month);
      const rows = await countInMonthQuery(on).execute({ userId, from, to });
      return Number(rows[0]?.n ?? 0);
    },

    /** How many expenses the user sees in a calendar month (GET /api/user/expenses/count). */
    async visibleCountInMonth(userId: number, year: number, month: number): Promise<number> {
      const { from, to } = monthRange(year, month);
      const rows = await visibleCountQuery().execute({ userId, from, to });
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

/**
 * monthCategoryTotals as a scalar subquery (a JSON object category -> total, only the categories
 * with expenses; read it with categoryTotals), for the month that starts on `monthStart`: from the
 * totals the database keeps (docs/expenses.md, "Totali per categoria e mese").
 */
export function monthCategoryTotalsSql(userId: SQL, monthStart: SQL) {
  return sql<Record<string, string>>`(select coalesce(json_object_agg(c.category, c.total::numeric(14,2)::text), '{}'::json) from ${expenseCategoryTotals} c where c.user_id = ${userId} and c.month = ${monthStart} and c.count > 0)`;
}

/**
 * How many other expenses the user has in a category and their average amount (the anomaly rule's
 * facts), as a scalar subquery: a JSON object { count, average }. Read from the category's totals
 * (expense_category_totals, one row a month, kept by the database: docs/expenses.md, "Totali per
 * categoria e mese"), less the expense itself while it is still there and in that category.
 */
export function categoryStatsSql(userId: SQL, category: SQL, excludeId: SQL) {
  return sql<{ count: number; average: string }>`(select json_build_object('count', o.n, 'average', case when o.n > 0 then (o.s / o.n)::numeric(14,2) else 0.00::numeric(14,2) end::text)
    from (select coalesce((select sum(c.count) from ${expenseCategoryTotals} c where c.user_id = ${userId} and c.category = ${category}), 0) - count(x.id) as n,
                 coalesce((select sum(c.total) from ${expenseCategoryTotals} c where c.user_id = ${userId} and c.category = ${category}), 0) - coalesce(sum(x.amount), 0) as s
            from (select 1) one
            left join ${expenses} x on x.id = ${excludeId} and x.user_id = ${userId} and x.category = ${category}) o)`;
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

/**
 * Sum of each subcategory's expenses dated in [from, to) ("YYYY-MM-DD" bounds, e.g. monthRange's),
 * as "1234.50" strings, only the subcategories with expenses: the category budgets' spending
 * (docs/plan.md, "Budget per categoria"), the same rows the expense list sums.
 */
export async function subcategoryTotalsBetween(db: DbOrTx, userId: number, from: string, to: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ subcategory: expenses.subcategory, total: sql<string>`sum(${expenses.amount})::numeric(14,2)::text` })
    .from(expenses)
    .where(and(eq(expenses.userId, userId), gte(expenses.date, from), lt(expenses.date, to)))
    .groupBy(expenses.subcategory);
  return Object.fromEntries(rows.map((r) => [r.subcategory, r.total]));
}

export { EXPENSES_CSV_HEAD, expenseCsvLine } from "./expenses.csv";

/** Expenses the user recorded (created) in [from, to): a challenge counts the whole period. */
export async function countRecordedBetween(db: DbOrTx, userId: number, from: Date, to: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(expenses)
    .where(and(eq(expenses.userId, userId), gte(expenses.createdAt, from), lt(expenses.createdAt, to)));
  return Number(rows[0]?.n ?? 0);
}
