// What other features may do with income entries (docs/plan.md, "Entrate e saldo del mese"): the
// bank import records a statement's incoming lines (docs/expenses.md, "Entrate dall'estratto conto").
import type { DbOrTx } from "../../db/client";
import type { IncomeKind } from "@shared/schemas/income";
import { insertIncomeMany } from "./income.repo";

/** An entry already validated by the caller: amount "1234.50" (> 0), date "YYYY-MM-DD", note ≤ 120 characters. */
export type ImportedIncome = { kind: IncomeKind; amount: string; date: string; note: string | null };

/**
 * Records the entries inside the caller's transaction, in one statement per 1.000; returns how many.
 * They go to `householdId` when given (a recurring income's household, docs/household.md,
 * "Bollette ricorrenti, budget e ripartizione"), else to the author's current household. The
 * author is null for a recurring income whose creator deleted their account (same section).
 */
export function recordIncomeEntries(tx: DbOrTx, userId: number | null, entries: ImportedIncome[], now: Date, householdId?: number): Promise<number> {
  return insertIncomeMany(
    tx,
    entries.map((e) => ({ userId, kind: e.kind, amount: e.amount, date: e.date, note: e.note, createdAt: now, ...(householdId === undefined ? {} : { householdId }) })),
  );
}
