// The plan's goal and emergency-fund figures (docs/plan.md, "Calcoli degli obiettivi" and
// "Fondo di emergenza"), in integer cents, used by the server's answers and the client alike.
// Pure: "today" comes in as a calendar month of Europe/Rome.
import { addMonths, lastDayOfMonth, monthIndex, yearMonthOf, type YearMonth } from "../calendar";

export type GoalFigures = {
  /** What is saved, in cents (may exceed the target). */
  savedCents: number;
  /** Cents a month to reach the target by its date; null without a date (or when reached: 0). */
  monthlyNeededCents: number | null;
  /** "YYYY-MM-DD", the last day of the month the target is reached at the current pace; null when the pace is zero. */
  projectedDate: string | null;
  /** Saved over target, 0–100 with two decimals. */
  progressPercent: number;
  onTrack: boolean;
};

export type GoalInput = {
  targetCents: number;
  savedCents: number;
  /** "YYYY-MM-DD" or null. */
  targetDate: string | null;
  /** The family's own monthly amount, in cents, or null. */
  monthlyCents: number | null;
  /** The month the goal was created in (the pace of a goal without a monthly amount counts from it). */
  createdMonth: YearMonth;
};

/** Calendar months from `from` to `to` (Europe/Rome months), at least 1 (docs/plan.md, "Calcoli degli obiettivi"). */
export function monthsToGo(from: YearMonth, to: YearMonth): number {
  return Math.max(1, monthIndex(to) - monthIndex(from));
}

/** a ÷ b rounded up to the cent: paying it every month arrives on time (both positive integers). */
const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);

/** Percent with two decimals, half-up, of two integer cent amounts, clamped to 0–100. */
function percent(savedCents: number, targetCents: number): number {
  if (savedCents <= 0) return 0;
  if (savedCents >= targetCents) return 100;
  // Integer arithmetic: hundredths of a percent = saved × 10000 ÷ target, half-up.
  const hundredths = Math.floor((savedCents * 10000 * 2 + targetCents) / (2 * targetCents));
  return hundredths / 100;
}

/**
 * The pace: the family's monthly amount when given, else what was saved so far spread over the
 * months since the goal was created (the current month included).
 */
function paceCents(input: GoalInput, today: YearMonth): number {
  if (input.monthlyCents !== null) return input.monthlyCents;
  const months = Math.max(1, monthIndex(today) - monthIndex(input.createdMonth) + 1);
  return Math.max(0, Math.floor(input.savedCents / months));
}

export function goalFigures(input: GoalInput, today: YearMonth): GoalFigures {
  const remaining = Math.max(0, input.targetCents - input.savedCents);
  const due = input.targetDate ? yearMonthOf(input.targetDate) : null;
  const monthlyNeededCents = due === null ? null : remaining === 0 ? 0 : ceilDiv(remaining, monthsToGo(today, due));
  const pace = paceCents(input, today);
  let projected: YearMonth | null;
  if (remaining === 0) projected = today;
  else if (pace <= 0) projected = null;
  else projected = addMonths(today, ceilDiv(remaining, pace));
  const onTrack = remaining === 0 || (projected !== null && (due === null || monthIndex(projected) <= monthIndex(due)));
  return {
    savedCents: input.savedCents,
    monthlyNeededCents,
    projectedDate: projected ? lastDayOfMonth(projected) : null,
    progressPercent: percent(input.savedCents, input.targetCents),
    onTrack,
  };
}

/**
 * A yearly known cost due in `dueMonth` (1–12): the last day of its next due month after today's
 * month (this year's when still ahead, else next year's), so there is always a month to save in.
 */
export function nextDueDate(dueMonth: number, today: YearMonth): string {
  const year = dueMonth > today.month ? today.year : today.year + 1;
  return lastDayOfMonth({ year, month: dueMonth });
}

/** The emergency fund's months a family may choose (docs/plan.md, "Fondo di emergenza"). */
export const EMERGENCY_MONTHS = { min: 3, max: 12, default: 6 } as const;

/** The last three complete calendar months before `today`, oldest first, as "YYYY-MM". */
export function lastCompleteMonths(today: YearMonth, n = 3): YearMonth[] {
  return Array.from({ length: n }, (_, i) => addMonths(today, i - n));
}

/** Average of monthly totals in cents, half-up to the cent; target = months × that average. */
export function emergencyFund(monthlyTotalsCents: number[], months: number): { monthlyEssentialCents: number; targetCents: number } {
  const n = monthlyTotalsCents.length;
  const sum = monthlyTotalsCents.reduce((a, b) => a + b, 0);
  const monthlyEssentialCents = n === 0 ? 0 : Math.floor((2 * sum + n) / (2 * n));
  return { monthlyEssentialCents, targetCents: monthlyEssentialCents * months };
}
