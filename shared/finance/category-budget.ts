import { lastDayOfMonth, monthIndex, yearMonthOf, type YearMonth } from "../calendar";

// The month's status of one category budget (docs/plan.md, "Budget per categoria"), in integer
// cents, the same on the server and in the tests. Days are Europe/Rome calendar days: the caller
// passes today's Rome date.

export type CategoryStatusCents = {
  /** The month's budget: the set amount plus what carries over from last month (may be negative). */
  budget: number;
  spent: number;
  /** budget − spent; negative when overspent. */
  left: number;
  /** The month-to-date pace: spent ÷ days passed × days in month. */
  projected: number;
  /** projected − budget when positive, else 0. */
  overshoot: number;
};

/** Days in a calendar month (28–31). */
export const daysInMonth = (ym: YearMonth) => Number(lastDayOfMonth(ym).slice(8, 10));

/**
 * Days of the month that have passed, today included, given today's Rome date: all of them for
 * a past month, today's day for the current month, 0 for a future month.
 */
export function daysPassed(ym: YearMonth, today: string): number {
  const now = yearMonthOf(today);
  const diff = monthIndex(ym) - monthIndex(now);
  if (diff < 0) return daysInMonth(ym);
  if (diff > 0) return 0;
  return Number(today.slice(8, 10));
}

/** a × b ÷ c rounded half-up to the integer (cents), exact for any safe integers (BigInt). */
function mulDivHalfUp(a: number, b: number, c: number): number {
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(c);
  const sign = num < 0n ? -1n : 1n;
  const abs = num < 0n ? -num : num;
  return Number(sign * ((abs * 2n + den) / (2n * den)));
}

/**
 * The pace of a month's spending: spent so far ÷ days passed × days in month, half-up to the cent.
 * A future month (no day passed) projects what is already recorded in it, without extrapolating.
 */
export function projectedSpending(spent: number, passed: number, days: number): number {
  if (passed <= 0) return spent;
  return mulDivHalfUp(spent, days, passed);
}

/**
 * What last month leaves to this one when carry-over is on: its budget minus its spending (the
 * set amount, one month deep), negative when it was overspent.
 */
export const carryFrom = (amount: number, spentLastMonth: number) => amount - spentLastMonth;

/** One category's status for a month; `carry` is carryFrom's result (0 when carry-over is off). */
export function categoryStatus(input: { amount: number; carry: number; spent: number; passed: number; days: number }): CategoryStatusCents {
  const budget = input.amount + input.carry;
  const projected = projectedSpending(input.spent, input.passed, input.days);
  return { budget, spent: input.spent, left: budget - input.spent, projected, overshoot: Math.max(0, projected - budget) };
}
