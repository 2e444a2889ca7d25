// Month totals in integer cents (exact), from the amounts the API sends as strings.
import { EXPENSE_CATEGORIES, type ExpenseCategory } from "@shared/constants";
import { toCents } from "@shared/money";
import type { Expense } from "@shared/schemas/expenses";

export type MonthTotals = Record<ExpenseCategory | "total", number>;

export function monthTotals(list: Expense[]): MonthTotals {
  const t = { total: 0, ...Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, 0])) } as MonthTotals;
  for (const e of list) {
    const cents = toCents(e.amount);
    t.total += cents;
    if (e.category in t) t[e.category] += cents;
  }
  return t;
}
