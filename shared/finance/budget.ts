import { BUDGET_SPLIT } from "../constants";
import { centsToString, toCents } from "../money";

// Cents helpers live in shared/money.ts; re-exported for the finance functions' callers.
export { centsToString, toCents };

export type BudgetSplit = { necessities: string; wants: string; savings: string };

/**
 * 50/30/20 split with two decimals that always add up to the income: necessities and wants
 * are rounded to the cent, savings take the remainder.
 */
export function splitBudget(income: number | string): BudgetSplit {
  const total = toCents(income);
  const necessities = Math.round((total * BUDGET_SPLIT.necessities) / 100);
  const wants = Math.round((total * BUDGET_SPLIT.wants) / 100);
  return {
    necessities: centsToString(necessities),
    wants: centsToString(wants),
    savings: centsToString(total - necessities - wants),
  };
}
