// Drizzle for the stored debts. Every query of user data filters by userId.
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { debts } from "../../db/schema";

export type DebtRow = typeof debts.$inferSelect;

/** Lock key namespace of the per-user debt lock (the free limit's count then insert). */
const DEBT_LOCK_NAMESPACE = 5140;

export async function lockUserDebts(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEBT_LOCK_NAMESPACE}::int, ${userId}::int)`);
}

export async function listDebts(db: DbOrTx, userId: number): Promise<DebtRow[]> {
  return db.select().from(debts).where(eq(debts.userId, userId)).orderBy(asc(debts.createdAt), asc(debts.id));
}

export async function countDebts(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(debts).where(eq(debts.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

export async function insertDebt(db: DbOrTx, row: typeof debts.$inferInsert): Promise<DebtRow> {
  const [saved] = await db.insert(debts).values(row).returning();
  return saved!;
}

export async function deleteDebt(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(debts).where(and(eq(debts.id, id), eq(debts.userId, userId))).returning({ id: debts.id });
  return rows.length > 0;
}
