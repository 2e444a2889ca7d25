import type { ChallengeType } from "@shared/constants";
import { addMonths, isoDate, romeMidnight, romeMonth, romeParts, romeWeek } from "@shared/calendar";

/**
 * The period a challenge runs in (docs/gamification.md): a monthly challenge the Rome calendar
 * month (it ends at the month's end, whatever the weekday), a daily one the Rome calendar day
 * (midnight to midnight), every other one the Rome ISO week.
 * `periodStart` is the period's first day, the row's key with the code (column week_start).
 */
export function challengePeriod(type: ChallengeType, now: Date): { periodStart: string; startsAt: Date; endsAt: Date } {
  if (type === "monthly") {
    const m = romeMonth(now);
    const next = addMonths(m, 1);
    return { periodStart: isoDate(m.year, m.month, 1), startsAt: m.startsAt, endsAt: romeMidnight(next.year, next.month, 1) };
  }
  if (type === "daily") {
    const d = romeParts(now);
    return { periodStart: isoDate(d.year, d.month, d.day), startsAt: romeMidnight(d.year, d.month, d.day), endsAt: romeMidnight(d.year, d.month, d.day + 1) };
  }
  const w = romeWeek(now);
  return { periodStart: w.weekStart, startsAt: w.startsAt, endsAt: w.endsAt };
}
