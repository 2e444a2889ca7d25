// Calendar months of the tracker, in Europe/Rome; navigation spans the dates an expense may carry.
import { romeDateString, yearMonthOf } from "@shared/calendar";
import { expenseDateBounds } from "@shared/schemas/expenses";
import type { YearMonth } from "./api";

const monthFmt = new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" });


/** "Novembre 2026" */
export function monthLabel({ year, month }: YearMonth): string {
  const s = monthFmt.format(new Date(Date.UTC(year, month - 1, 15)));
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Today in Rome, and the first and last months an expense may fall in. */
export function trackerCalendar(now = new Date()) {
  const today = romeDateString(now);
  const { min, max } = expenseDateBounds(today);
  return { today, current: yearMonthOf(today), first: yearMonthOf(min), last: yearMonthOf(max), minDate: min, maxDate: max };
}
