// Drizzle for the 730 summary: the user's deductible expenses of one calendar year.
import { and, eq, gte, isNotNull, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { expenses } from "../../db/schema";

export async function listDeductible(db: DbOrTx, userId: number, year: number) {
  return db
    .select({ id: expenses.id, amount: expenses.amount, date: expenses.date, description: expenses.description, deduction: expenses.deduction })
    .from(expenses)
    .where(and(eq(expenses.userId, userId), gte(expenses.date, `${year}-01-01`), lt(expenses.date, `${year + 1}-01-01`), isNotNull(expenses.deduction)))
    .orderBy(expenses.date, expenses.id);
}
