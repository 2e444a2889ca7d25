import { BUDGET_SPLIT } from "../constants";
import { checkNumber } from "./errors";
import { FINANCE_LIMITS, FINANCE_MESSAGES } from "./limits";
import { eurosToCents, percentOfCents } from "./cents";
import { centsToString as moneyCentsToString } from "../money";

export type BudgetSplit = { necessities: string; wants: string; savings: string };

/**
 * Euros (number or "1234.56") to integer cents, half-up on the exact decimal value (1,005 → 101).
 * Anything that is not a finite amount within ±1.000 miliardi throws FinanceInputError.
 */
export const toCents = (value: number | string): number => eurosToCents(value);

/** Integer cents to "1234.56" (the API's amount format), refusing what is not a whole amount in range. */
export const centsToString = (cents: number) => {
  checkNumber(cents, "centesimi", { min: -FINANCE_LIMITS.maxCents, max: FINANCE_LIMITS.maxCents, integer: true }, FINANCE_MESSAGES.cents);
  return moneyCentsToString(cents);
};

/** Three integer percentages of the net income adding to 100 (docs/plan.md, "La ripartizione della famiglia"). */
export type BudgetShares = { necessities: number; wants: number; savings: number };

/**
 * The income split by the family's shares (50/30/20 by default) with two decimals that always
 * add up to the income: necessities and wants are rounded half-up to the cent, savings take the
 * remainder.
 */
export function splitBudget(income: number | string, shares: BudgetShares = BUDGET_SPLIT): BudgetSplit {
  const total = toCents(income);
  const necessities = percentOfCents(total, shares.necessities);
  const wants = percentOfCents(total, shares.wants);
  return {
    necessities: centsToString(necessities),
    wants: centsToString(wants),
    savings: centsToString(total - necessities - wants),
  };
}
