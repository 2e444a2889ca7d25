// Drizzle for the expenses table. Every query of user data filters by userId.
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { expenses } from "../../db/schema";
import { monthRange } from "@shared/calendar";

export type ExpenseRow = { id: number; description: string; amount: string; category: string; date: string };

const columns = { id: expenses.id, description: expenses.description, amount: expenses.amount, category: expenses.category, date: expenses.date };

/** Lock key namespace of the per-user expense lock (two-int advisory locks never clash with one-bigint ones). */
const EXPENSE_LOCK_NAMESPACE = 5105;

/**
 * Serialises the free-limit check of one user until the transaction ends: concurrent inserts
 * of the same user wait here, so "count then insert" cannot be interleaved.
 */
export async function lockUserExpenses(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EXPENSE_LOCK_NAMESPACE}::int, ${userId}::int)`);
}

export async function insertExpense(
  tx: DbOrTx,
  row: { userId: number; description: string; amount: string; category: string; date: string; createdAt: Date },
): Promise<ExpenseRow> {
  const [saved] = await tx.insert(expenses).values(row).returning(columns);
  return saved!;
}

/** Newest first (date, then insertion); optionally one calendar month. */
export async function listExpenses(db: DbOrTx, userId: number, opts: { limit: number; month?: { year: number; month: number } }): Promise<ExpenseRow[]> {
  const conditions = [eq(expenses.userId, userId)];
  if (opts.month) {
    const { from, to } = monthRange(opts.month.year, opts.month.month);
    conditions.push(gte(expenses.date, from), lt(expenses.date, to));
  }
  const where = and(...conditions);
  return db.select(columns).from(expenses).where(where).orderBy(desc(expenses.date), desc(expenses.id)).limit(opts.limit);
}

/** Oldest first, for the export of a month. */
export async function listMonthAscending(db: DbOrTx, userId: number, year: number, month: number): Promise<ExpenseRow[]> {
  const { from, to } = monthRange(year, month);
  return db
    .select(columns)
    .from(expenses)
    .where(and(eq(expenses.userId, userId), gte(expenses.date, from), lt(expenses.date, to)))
    .orderBy(expenses.date, expenses.id);
}

/** Deletes the user's own expense; null when it does not exist or belongs to someone else. */
export async function deleteExpense(db: DbOrTx, userId: number, id: number): Promise<ExpenseRow | null> {
  const rows = await db.delete(expenses).where(and(eq(expenses.id, id), eq(expenses.userId, userId))).returning(columns);
  return rows[0] ?? null;
}
