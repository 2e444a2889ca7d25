import { BUDGET_SPLIT } from "../constants";
import { checkNumber, FinanceInputError } from "./errors";
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

/**
 * The shares a saved budget was split by, read back from its amounts (a budget saved with the
 * family's split, docs/plan.md "La ripartizione della famiglia"): whole percentages of the income,
 * savings the remainder to 100. An income of 0 gives the default 50/30/20.
 */
export function sharesOf(budget: { monthlyIncome: string; necessities: string; wants: string }): BudgetShares {
  if (budget === null || typeof budget !== "object") throw new FinanceInputError("budget", "Il budget salvato non è valido.");
  const income = toCents(budget.monthlyIncome);
  if (income <= 0) return { ...BUDGET_SPLIT };
  const necessities = Math.round((toCents(budget.necessities) * 100) / income);
  const wants = Math.round((toCents(budget.wants) * 100) / income);
  return { necessities, wants, savings: 100 - necessities - wants };
}
