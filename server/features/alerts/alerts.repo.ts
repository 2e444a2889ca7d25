import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { prepareOnce, rawStatement } from "../../perf/prepared";
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

const insertAlertsStatement = rawStatement(
  "alerts_insert_many",
  () => sql`insert into ${alerts} (user_id, alert_type, title, message, priority, dedupe_key, created_at)
    select * from unnest(${sql.placeholder("userIds")}::int[], ${sql.placeholder("types")}::text[], ${sql.placeholder("titles")}::text[], ${sql.placeholder("messages")}::text[],
                         ${sql.placeholder("priorities")}::text[], ${sql.placeholder("dedupeKeys")}::text[], ${sql.placeholder("createdAts")}::timestamptz[])
    on conflict do nothing`,
);

/** Several alerts in one statement; those already reported (same user and dedupe key) are skipped. */
export async function insertAlerts(db: DbOrTx, list: readonly NewAlert[]): Promise<void> {
  if (list.length === 0) return;
  // One statement with the list as arrays, in its order (its SQL built once: server/perf/prepared.ts).
  await insertAlertsStatement(db, {
    userIds: list.map((a) => a.userId),
    types: list.map((a) => a.alertType),
    titles: list.map((a) => a.title),
    messages: list.map((a) => a.message),
    priorities: list.map((a) => a.priority),
    dedupeKeys: list.map((a) => a.dedupeKey),
    createdAts: list.map((a) => a.createdAt.toISOString()),
  });
}

export type ExpenseFacts = { budget: BudgetAmounts | null; totals: Record<ExpenseCategory, string>; stats: { count: number; average: string } };

// The facts of a batch of new expenses (expenseFacts), its SQL built once (server/perf/prepared.ts).
const expenseFactsStatement = rawStatement<{ i: number; budget: BudgetAmounts | null; totals: Record<string, string> | null; stats: { count: number; average: string } | null }>(
  "alerts_expense_facts",
  () => {
    const userId = sql`e.user_id`;
    return sql`
      select e.i,
             ${latestBudgetSql(userId)} as budget,
             ${monthCategoryTotalsSql(userId, sql`e.month_start`)} as totals,
             ${categoryStatsSql(userId, sql`e.category`, sql`e.expense_id`)} as stats
        from jsonb_to_recordset(${sql.placeholder("input")}::jsonb) as e(i int, user_id int, month_start date, category text, expense_id int)
        join ${users} on ${users.id} = e.user_id`;
  },
);

// The figures alerts state, as they are now (docs/gamification.md, "Figures as they are now"): the user's current
// budget and each asked month's category totals, in one statement.
const currentFiguresStatement = rawStatement<{ month_start: string; budget: BudgetAmounts | null; totals: Record<string, string> | null }>(
  "alerts_current_figures",
  () => sql`
    select m.month_start::text as month_start,
           ${latestBudgetSql(sql`m.user_id`)} as budget,
           ${monthCategoryTotalsSql(sql`m.user_id`, sql`m.month_start`)} as totals
      from jsonb_to_recordset(${sql.placeholder("input")}::jsonb) as m(user_id int, month_start date)`,
);

export type MonthFigures = { budget: BudgetAmounts | null; totals: Record<ExpenseCategory, string> };

/** The user's current budget and the category totals of each month (first day "YYYY-MM-DD" → figures). */
export async function currentFigures(db: DbOrTx, userId: number, monthStarts: readonly string[]): Promise<Map<string, MonthFigures>> {
  const found = new Map<string, MonthFigures>();
  if (monthStarts.length === 0) return found;
  const input = JSON.stringify(monthStarts.map((m) => ({ user_id: userId, month_start: m })));
  for (const row of await currentFiguresStatement(db, { input })) found.set(row.month_start, { budget: row.budget, totals: categoryTotals(row.totals ?? {}) });
  return found;
}

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
  return {
    /**
     * What the expense rules need (docs/gamification.md) for many new expenses in one statement
     * (the worker's batch): each one's budget, month totals and category's other expenses. An
     * expense whose user is gone has no entry.
     */
    async expenseFacts(items: ReadonlyArray<{ userId: number; monthStart: string; category: string; expenseId: number }>): Promise<Array<ExpenseFacts | undefined>> {
      if (items.length === 0) return [];
      const input = JSON.stringify(items.map((q, i) => ({ i, user_id: q.userId, month_start: q.monthStart, category: q.category, expense_id: q.expenseId })));
      const facts: Array<ExpenseFacts | undefined> = items.map(() => undefined);
      for (const row of await expenseFactsStatement(db, { input })) {
        facts[row.i] = { budget: row.budget, totals: categoryTotals(row.totals ?? {}), stats: { count: Number(row.stats?.count ?? 0), average: row.stats?.average ?? "0.00" } };
      }
      return facts;
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
