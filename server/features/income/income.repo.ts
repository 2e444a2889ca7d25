// Drizzle for the income entries (docs/plan.md, "Entrate e saldo del mese"). Every query filters by
// the caller's household (docs/household.md, "Cosa è condiviso"): another household's entry is not found.
import { and, asc, eq, gte, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { expenses, incomeEntries } from "../../db/schema";
import { householdOfUser } from "../household/household-scope.public";

const ofHousehold = (userId: number) => eq(incomeEntries.householdId, householdOfUser(userId));

export type IncomeRow = typeof incomeEntries.$inferSelect;

export async function listIncome(db: DbOrTx, userId: number, from: string, to: string): Promise<IncomeRow[]> {
  return db
    .select()
    .from(incomeEntries)
    .where(and(ofHousehold(userId), gte(incomeEntries.date, from), lt(incomeEntries.date, to)))
    .orderBy(asc(incomeEntries.date), asc(incomeEntries.id));
}

export async function insertIncome(db: DbOrTx, row: typeof incomeEntries.$inferInsert): Promise<IncomeRow> {
  const [saved] = await db.insert(incomeEntries).values(row).returning();
  return saved!;
}

export async function deleteIncome(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(incomeEntries).where(and(eq(incomeEntries.id, id), ofHousehold(userId))).returning({ id: incomeEntries.id });
  return rows.length > 0;
}

/** The household's income and the spending the user sees in [from, to), as "1234.50" strings, summed by the database. */
export async function monthTotals(db: DbOrTx, userId: number, from: string, to: string): Promise<{ income: string; spending: string }> {
  const [income] = await db
    .select({ total: sql<string>`coalesce(sum(${incomeEntries.amount}), 0)::numeric(14,2)::text` })
    .from(incomeEntries)
    .where(and(ofHousehold(userId), gte(incomeEntries.date, from), lt(incomeEntries.date, to)));
  const [spending] = await db
    .select({ total: sql<string>`coalesce(sum(${expenses.amount}), 0)::numeric(14,2)::text` })
    .from(expenses)
    // The spending the user sees: the household's shared expenses and their own private ones.
    .where(and(eq(expenses.householdId, householdOfUser(userId)), or(eq(expenses.visibility, "shared"), eq(expenses.userId, userId)), gte(expenses.date, from), lt(expenses.date, to)));
  return { income: income!.total, spending: spending!.total };
}

/** Many entries in one statement per 1.000 (the bank import's income lines); returns how many were written. */
export async function insertIncomeMany(db: DbOrTx, rows: Array<typeof incomeEntries.$inferInsert>): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const saved = await db.insert(incomeEntries).values(rows.slice(i, i + 1000)).returning({ id: incomeEntries.id });
    written += saved.length;
  }
  return written;
}
