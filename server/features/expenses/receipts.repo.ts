// Drizzle for the receipts of expenses (docs/tax.md, "Ricevute"). Every query filters by the owner.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { expenseReceipts, expenses } from "../../db/schema";

type StoredReceipt = { id: string; expenseId: number; mimeType: string; size: number };

/**
 * Stores the receipt of one of the user's expenses, replacing the one it had (with a new id, so an
 * old address stops working). Nothing is stored, and null answered, when the expense is not the
 * user's or no longer exists.
 */
export async function saveReceipt(db: DbOrTx, row: { id: string; userId: number; expenseId: number; mimeType: string; data: Buffer }): Promise<StoredReceipt | null> {
  const [owned] = await db.select({ id: expenses.id }).from(expenses).where(and(eq(expenses.id, row.expenseId), eq(expenses.userId, row.userId)));
  if (!owned) return null;
  try {
    const [saved] = await db
      .insert(expenseReceipts)
      .values({ ...row, size: row.data.length })
      .onConflictDoUpdate({
        target: expenseReceipts.expenseId,
        set: { id: row.id, userId: row.userId, mimeType: row.mimeType, data: row.data, size: row.data.length, createdAt: sql`now()` },
      })
      .returning({ id: expenseReceipts.id, expenseId: expenseReceipts.expenseId, mimeType: expenseReceipts.mimeType, size: expenseReceipts.size });
    return saved ?? null;
  } catch (err) {
    // The expense was deleted between the check and the insert (foreign key violation).
    const e = err as { code?: string; cause?: { code?: string } };
    if (e.code === "23503" || e.cause?.code === "23503") return null;
    throw err;
  }
}

export async function readReceipt(db: DbOrTx, userId: number, id: string) {
  const [row] = await db
    .select({ expenseId: expenseReceipts.expenseId, mimeType: expenseReceipts.mimeType, data: expenseReceipts.data })
    .from(expenseReceipts)
    .where(and(eq(expenseReceipts.id, id), eq(expenseReceipts.userId, userId)));
  return row;
}

export async function deleteReceipt(db: DbOrTx, userId: number, id: string): Promise<boolean> {
  const gone = await db.delete(expenseReceipts).where(and(eq(expenseReceipts.id, id), eq(expenseReceipts.userId, userId))).returning({ id: expenseReceipts.id });
  return gone.length > 0;
}

/** The receipt ids of these expenses that are the user's own (the list shows that one exists). */
export async function receiptIdsOf(db: DbOrTx, userId: number, expenseIds: number[]): Promise<Map<number, string>> {
  if (expenseIds.length === 0) return new Map();
  const rows = await db
    .select({ id: expenseReceipts.id, expenseId: expenseReceipts.expenseId })
    .from(expenseReceipts)
    .where(and(eq(expenseReceipts.userId, userId), inArray(expenseReceipts.expenseId, expenseIds)));
  return new Map(rows.map((r) => [r.expenseId, r.id]));
}

/** The retention (docs/tax.md, "Ricevute"): deletes the receipts of expenses dated before `before` (YYYY-MM-DD). */
export async function purgeReceiptsBefore(db: DbOrTx, before: string): Promise<number> {
  const gone = await db
    .delete(expenseReceipts)
    .where(inArray(expenseReceipts.expenseId, db.select({ id: expenses.id }).from(expenses).where(sql`${expenses.date} < ${before}::date`)))
    .returning({ id: expenseReceipts.id });
  return gone.length;
}
