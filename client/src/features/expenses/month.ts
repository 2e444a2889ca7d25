// Calendar months of the tracker, in Europe/Rome; navigation spans the dates an expense may carry.
import { romeDateString } from "@shared/format";
import { expenseDateBounds } from "@shared/schemas/expenses";
import type { YearMonth } from "./api";

const monthFmt = new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" });

export const ymOf = (isoDate: string): YearMonth => ({ year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) });
export const ymKey = (ym: YearMonth) => ym.year * 12 + (ym.month - 1);
export const fromKey = (k: number): YearMonth => ({ year: Math.floor(k / 12), month: (k % 12) + 1 });
export const addMonths = (ym: YearMonth, n: number) => fromKey(ymKey(ym) + n);

/** "Novembre 2026" */
export function monthLabel({ year, month }: YearMonth): string {
  const s = monthFmt.format(new Date(Date.UTC(year, month - 1, 15)));
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Today in Rome, and the first and last months an expense may fall in. */
export function trackerCalendar(now = new Date()) {
  const today = romeDateString(now);
  const { min, max } = expenseDateBounds(today);
  return { today, current: ymOf(today), first: ymOf(min), last: ymOf(max), minDate: min, maxDate: max };
}
