import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { prepareOnce } from "../../db/prepared";
import { alerts, users } from "../../db/schema";
import type { ExpenseCategory } from "@shared/constants";
import { latestBudgetSql, type BudgetAmounts } from "../calculators/calculators.public";
import { categoryStatsSql, categoryTotals, monthCategoryTotalsSql } from "../expenses/expenses.public";

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlert = { userId: number; alertType: string; title: string; message: string; priority: "high" | "medium" | "low"; dedupeKey: string; createdAt: Date };

/** Inserts the alert unless the same fact (user + dedupe key) was already reported. */
export async function insertAlert(db: DbOrTx, alert: NewAlert): Promise<boolean> {
  const rows = await db.insert(alerts).values(alert).onConflictDoNothing().returning({ id: alerts.id });
  return rows.length > 0;
}

export type ExpenseFacts = { budget: BudgetAmounts | null; totals: Record<ExpenseCategory, string>; stats: { count: number; average: string } };

/** The alerts' prepared reads, built once per app by the alerts service. */
export function createAlertQueries(db: Db) {
  // One statement for every filter: a null read filter keeps all, a null limit (LIMIT NULL) is no limit.
  const listQuery = prepareOnce(db, (db) =>
    db
      .select()
      .from(alerts)
      .where(
        and(
          eq(alerts.userId, sql.placeholder("userId")),
          sql`(${sql.placeholder("isRead")}::boolean is null or ${alerts.isRead} = ${sql.placeholder("isRead")}::boolean)`,
        ),
      )
      .orderBy(desc(alerts.createdAt), desc(alerts.id))
      .limit(sql.placeholder("limit"))
      .prepare("alerts_list"),
  );
  // What the expense rules need (docs/gamification.md), in one statement: the budget, the month's
  // totals and the category's other expenses (three round trips before).
  const userId = sql`${sql.placeholder("userId")}::int`;
  const expenseFactsQuery = prepareOnce(db, (db) =>
    db
      .select({
        budget: latestBudgetSql(userId),
        totals: monthCategoryTotalsSql(userId, sql`${sql.placeholder("from")}::date`, sql`${sql.placeholder("to")}::date`),
        stats: categoryStatsSql(userId, sql`${sql.placeholder("category")}::text`, sql`${sql.placeholder("expenseId")}::int`),
      })
      .from(users)
      .where(eq(users.id, sql.placeholder("userId")))
      .prepare("alerts_expense_facts"),
  );
  return {
    /** The facts of a new expense's rules; null when the user is gone. */
    async expenseFacts(q: { userId: number; from: string; to: string; category: string; expenseId: number }): Promise<ExpenseFacts | null> {
      const [row] = await expenseFactsQuery().execute(q);
      if (!row) return null;
      return { budget: row.budget, totals: categoryTotals(row.totals ?? {}), stats: { count: Number(row.stats?.count ?? 0), average: row.stats?.average ?? "0.00" } };
    },

    async listAlerts(userId: number, opts: { unread?: boolean; limit?: number }): Promise<AlertRow[]> {
      return listQuery().execute({ userId, isRead: opts.unread === undefined ? null : !opts.unread, limit: opts.limit ?? null });
    },
  };
}

/** Marks the user's own alert read; null when it is not theirs or does not exist. */
export async function markRead(db: DbOrTx, userId: number, id: number): Promise<AlertRow | null> {
  const rows = await db
    .update(alerts)
    .set({ isRead: true })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning();
  return rows[0] ?? null;
}
