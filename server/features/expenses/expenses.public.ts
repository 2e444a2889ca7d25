// Reads other features may use (chat context, alerts, badges, dashboard). Keep these signatures stable.
import { and, count, desc, eq, gte, inArray, lt, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { prepareOnce } from "../../perf/prepared";
import { expenses, householdCategoryTotals, householdMembers } from "../../db/schema";
import { EXPENSE_CATEGORIES, type ExpenseCategory } from "@shared/constants";
import { monthRange } from "@shared/calendar";

export type ExpenseSummary = { id: number; description: string; amount: string; category: string; date: string };

const t = householdCategoryTotals;

/** The household of a user, as a scalar subquery (every user has one, docs/household.md). */
const householdOf = (userId: SQL | Placeholder) => sql`(select ${householdMembers.householdId} from ${householdMembers} where ${householdMembers.userId} = ${userId})`;

/** The kept totals' rows a member sees (docs/household.md, "Totali della famiglia"): the shared row and their own private one. */
const memberSees = (userId: SQL | Placeholder) => sql`(${t.ownerUserId} is null or ${t.ownerUserId} = ${userId})`;

/** Expense reads with prepared statements, built once per app by the service that uses them. */
export function createExpenseReads(db: Db) {
  // From the totals the database keeps per household, category and month (docs/expenses.md,
  // "Totali per categoria e mese"), as the member sees them: the shared row and their own private one.
  const memberTotalsQuery = prepareOnce(db, (db) =>
    db
      .select({ category: t.category, total: sql<string>`sum(${t.total})::numeric(14,2)::text`, n: sql<number>`sum(${t.count})::int` })
      .from(t)
      .where(and(sql`${t.householdId} = ${householdOf(sql.placeholder("userId"))}`, eq(t.month, sql.placeholder("from")), memberSees(sql.placeholder("userId"))))
      .groupBy(t.category)
      .prepare("expenses_member_month_totals"),
  );
  // The household of the user (docs/household.md, "Limite gratuito"): the free limit counts all
  // of its expenses, shared and private.
  const household = householdOf(sql.placeholder("userId"));
  const countInMonthQuery = prepareOnce(db, (db) =>
    db
      .select({ n: count() })
      .from(expenses)
      .where(and(sql`${expenses.householdId} = ${household}`, gte(expenses.date, sql.placeholder("from")), lt(expenses.date, sql.placeholder("to"))))
      .prepare("expenses_count_household_month"),
  );
  return {
    /**
     * Sum of each category in a calendar month, as strings with two decimals, as the user sees
     * them: the household's shared expenses and their own private ones (docs/household.md,
     * "Totali della famiglia").
     */
    async monthCategoryTotals(userId: number, year: number, month: number): Promise<Record<ExpenseCategory, string>> {
      const { from } = monthRange(year, month);
      const rows = await memberTotalsQuery().execute({ userId, from });
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

    /**
     * How many expenses the user sees in a calendar month (GET /api/user/expenses/count, the
     * badges): the household's shared ones and their own private ones, from the kept totals.
     */
    async visibleCountInMonth(userId: number, year: number, month: number): Promise<number> {
      const { from } = monthRange(year, month);
      const rows = await memberTotalsQuery().execute({ userId, from });
      return rows.reduce((sum, r) => sum + Number(r.n), 0);
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
 * The household's shared totals of each category (a JSON object category -> total, only the
 * categories with expenses; read it with categoryTotals) for the month that starts on
 * `monthStart`, as a scalar subquery: what the household's alerts count (docs/household.md,
 * "Totali della famiglia"), from the totals the database keeps (docs/expenses.md, "Totali per
 * categoria e mese").
 */
export function monthCategoryTotalsSql(userId: SQL, monthStart: SQL) {
  return sql<Record<string, string>>`(select coalesce(json_object_agg(c.category, c.total::numeric(14,2)::text), '{}'::json) from ${t} c
    where c.household_id = ${householdOf(userId)} and c.month = ${monthStart} and c.owner_user_id is null)`;
}

/**
 * How many other shared expenses the user's household has in a category and their average amount
 * (the anomaly rule's facts), as a scalar subquery: a JSON object { count, average }. Read from
 * the category's shared totals (one row a month, kept by the database: docs/expenses.md, "Totali
 * per categoria e mese"), less the expense itself while it is still there, shared, in that
 * household and in that category.
 */
export function categoryStatsSql(userId: SQL, category: SQL, excludeId: SQL) {
  return sql<{ count: number; average: string }>`(select json_build_object('count', o.n, 'average', case when o.n > 0 then (o.s / o.n)::numeric(14,2) else 0.00::numeric(14,2) end::text)
    from (select coalesce(k.n, 0) - count(x.id) as n, coalesce(k.s, 0) - coalesce(sum(x.amount), 0) as s
            from (select h.id, (select sum(c.count) from ${t} c where c.household_id = h.id and c.category = ${category} and c.owner_user_id is null) as n,
                         (select sum(c.total) from ${t} c where c.household_id = h.id and c.category = ${category} and c.owner_user_id is null) as s
                    from (select ${householdOf(userId)} as id) h) k
            left join ${expenses} x on x.id = ${excludeId} and x.household_id = k.id and x.visibility = 'shared' and x.category = ${category}
            group by k.n, k.s) o)`;
}

/**
 * How many expenses the user sees in the month that starts on `monthStart` (visibleCountInMonth
 * as a scalar subquery, for a caller composing one statement: the dashboard).
 */
export function visibleMonthCountSql(userId: SQL, monthStart: SQL) {
  return sql<number>`(select coalesce(sum(c.count), 0)::int from ${t} c
    where c.household_id = ${householdOf(userId)} and c.month = ${monthStart} and (c.owner_user_id is null or c.owner_user_id = ${userId}))`;
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
 * as "1234.50" strings, only the subcategories with expenses, for each of several users at once:
 * the category budgets' spending (docs/plan.md, "Budget per categoria"), the same rows the expense
 * list sums: what each member sees, the household's shared expenses and their own private ones
 * (docs/household.md, "Totali della famiglia"). One statement whatever the number of users (the
 * budget-pace rule reads a whole batch of new expenses' users, docs/events.md).
 */
export async function subcategoryTotalsBetweenMany(db: DbOrTx, userIds: number[], from: string, to: string): Promise<Map<number, Record<string, string>>> {
  const totals = new Map<number, Record<string, string>>(userIds.map((id) => [id, {}]));
  if (userIds.length === 0) return totals;
  const rows = await db
    .select({ userId: householdMembers.userId, subcategory: expenses.subcategory, total: sql<string>`sum(${expenses.amount})::numeric(14,2)::text` })
    .from(householdMembers)
    .innerJoin(expenses, and(eq(expenses.householdId, householdMembers.householdId), sql`(${expenses.visibility} = 'shared' or ${expenses.userId} = ${householdMembers.userId})`))
    .where(and(inArray(householdMembers.userId, [...new Set(userIds)]), gte(expenses.date, from), lt(expenses.date, to)))
    .groupBy(householdMembers.userId, expenses.subcategory);
  for (const r of rows) totals.get(r.userId)![r.subcategory] = r.total;
  return totals;
}

export { EXPENSES_CSV_HEAD, expenseCsvLine, receiptLinkOf } from "./expenses.csv";

/** Expenses the user recorded (created) in [from, to): a challenge counts the whole period. */
export async function countRecordedBetween(db: DbOrTx, userId: number, from: Date, to: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(expenses)
    .where(and(eq(expenses.userId, userId), gte(expenses.createdAt, from), lt(expenses.createdAt, to)));
  return Number(rows[0]?.n ?? 0);
}
