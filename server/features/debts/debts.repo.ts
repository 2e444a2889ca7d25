// Drizzle for the stored debts. Every query filters by the caller's household (docs/household.md,
// "Cosa è condiviso"): another household's debt is not found.
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { debts } from "../../db/schema";
import { householdOfUser } from "../household/household-scope.public";

export type DebtRow = typeof debts.$inferSelect;

/** Lock key namespace of the per-household debt lock (the free limit's count then insert). */
const DEBT_LOCK_NAMESPACE = 5140;

const ofHousehold = (userId: number) => eq(debts.householdId, householdOfUser(userId));

export async function lockHouseholdDebts(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEBT_LOCK_NAMESPACE}::int, coalesce(${householdOfUser(userId)}, 0)::int)`);
}

export async function listDebts(db: DbOrTx, userId: number): Promise<DebtRow[]> {
  return db.select().from(debts).where(ofHousehold(userId)).orderBy(asc(debts.createdAt), asc(debts.id));
}

export async function countDebts(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(debts).where(ofHousehold(userId));
  return Number(rows[0]?.n ?? 0);
}

export async function insertDebt(db: DbOrTx, row: typeof debts.$inferInsert): Promise<DebtRow> {
  const [saved] = await db.insert(debts).values(row).returning();
  return saved!;
}

export async function deleteDebt(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(debts).where(and(eq(debts.id, id), ofHousehold(userId))).returning({ id: debts.id });
  return rows.length > 0;
}
