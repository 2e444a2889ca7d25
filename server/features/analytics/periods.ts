import { romeDateString, romeParts } from "@shared/format";
import type { DayRange } from "./analytics.repo";

/** "YYYY-MM-DD" plus n calendar days (negative to go back); pure date arithmetic, no time zone. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The last `days` Rome calendar days ending today. */
export function lastDays(now: Date, days: number): DayRange {
  const to = romeDateString(now);
  return { from: addDays(to, -(days - 1)), to };
}

export const romeDay = (at: Date) => romeDateString(at);
export const romeHour = (at: Date) => String(romeParts(at).hour).padStart(2, "0");
