import { BUDGET_SPLIT } from "../constants";

export type BudgetSplit = { necessities: string; wants: string; savings: string };

/** Euros (number or "1234.56") to integer cents, rounding half away from zero. */
export function toCents(value: number | string): number {
  const n = typeof value === "string" ? Number(value) : value;
  if (!Number.isFinite(n)) throw new RangeError("importo non valido");
  return Math.sign(n) * Math.round(Math.abs(n) * 100 + 1e-7);
}

export const centsToString = (cents: number) => {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
};

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
