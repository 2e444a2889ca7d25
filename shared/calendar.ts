// The app's one calendar: days, weeks and months in Europe/Rome (docs/ARCHITECTURE.md). Calendar
// dates are "YYYY-MM-DD" strings; instants are Dates. Server and client use the same functions.
import { TIME_ZONE } from "./constants";

type DateInput = Date | string | number;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));
const pad2 = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DD" of a year, month (1-12) and day, as given (no overflow handling). */
export const isoDate = (year: number, month: number, day: number) => `${year}-${pad2(month)}-${pad2(day)}`;
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

// ---- Parts of an instant in Rome ----

/** Calendar parts of an instant in Europe/Rome. */
const romePartsFmt = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  hourCycle: "h23",
  weekday: "short",
});

type RomeParts = { year: number; month: number; day: number; hour: number; weekday: number };
// Europe/Rome is a whole number of hours from UTC, so these parts are the same for every instant
// of a UTC hour: the last hour's answer is kept (servers ask for "now" on many requests).
let lastRomeHour: { hour: number; parts: RomeParts } | null = null;
// Before 1893 Rome kept its local mean time (UTC+0:49:56): no shortcut there.
const WHOLE_HOUR_OFFSETS_SINCE = Date.UTC(1900, 0, 1);

export function romeParts(d: DateInput): RomeParts {
  const ms = toDate(d).getTime();
  const hour = Math.floor(ms / 3_600_000);
  if (ms < WHOLE_HOUR_OFFSETS_SINCE) return computeRomeParts(ms);
  if (lastRomeHour?.hour !== hour) lastRomeHour = { hour, parts: computeRomeParts(ms) };
  return { ...lastRomeHour.parts };
}

function computeRomeParts(ms: number): RomeParts {
  const parts = romePartsFmt.formatToParts(new Date(ms));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  return {
    year: Number(get("year")),
    month: Number(get("month")),
    day: Number(get("day")),
    hour: Number(get("hour")),
    weekday: weekdays.indexOf(get("weekday")) + 1, // 1 = Monday … 7 = Sunday
  };
}

/** Today's calendar date in Europe/Rome as "YYYY-MM-DD". */
export function romeDateString(d: DateInput = new Date()): string {
  const p = romeParts(d);
  return isoDate(p.year, p.month, p.day);
}

/** The hour of an instant in Rome, "00" to "23". */
export const romeHour = (at: Date) => pad2(romeParts(at).hour);

// ---- Instants of Rome's midnights ----

// Built once: constructing an Intl.DateTimeFormat costs far more than formatting with it (it was
// a fifth of the dashboard summary's CPU when built on every call).
const romeClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** Offset of Rome from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function romeOffsetMs(at: number): number {
  const p = romeClock.formatToParts(new Date(at));
  const get = (t: string) => Number(p.find((x) => x.type === t)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant of 00:00 in Rome on a calendar day (month and day may overflow, like Date.UTC). */
export function romeMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  let t = guess - romeOffsetMs(guess);
  // Second pass: the offset at the result may differ from the guess's around DST changes.
  t = guess - romeOffsetMs(t);
  return new Date(t);
}

// ---- Weeks and months ----

/** ISO week of an instant: Monday 00:00 Rome to the next Monday 00:00 Rome. */
export function romeWeek(now: Date): { weekStart: string; startsAt: Date; endsAt: Date } {
  const p = romeParts(now);
  const mondayDay = p.day - (p.weekday - 1);
  return {
    weekStart: isoOf(new Date(Date.UTC(p.year, p.month - 1, mondayDay))),
    startsAt: romeMidnight(p.year, p.month, mondayDay),
    endsAt: romeMidnight(p.year, p.month, mondayDay + 7),
  };
}

type RomeMonth = { year: number; month: number; key: string; startsAt: Date };
// The same for every instant of a UTC hour (see romeParts): the last hour's answer is kept.
let lastMonth: { hour: number; month: RomeMonth } | null = null;

/** Calendar month of an instant in Rome, with its first instant. */
export function romeMonth(now: Date): RomeMonth {
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (lastMonth?.hour !== hour || now.getTime() < WHOLE_HOUR_OFFSETS_SINCE) {
    const p = romeParts(now);
    lastMonth = { hour, month: { year: p.year, month: p.month, key: monthKey(p), startsAt: romeMidnight(p.year, p.month, 1) } };
  }
  const m = lastMonth.month;
  return { ...m, startsAt: new Date(m.startsAt) };
}

/** The calendar month before the one of an instant. */
export function previousRomeMonth(now: Date): { year: number; month: number; key: string } {
  const prev = addMonths(romeParts(now), -1);
  return { ...prev, key: monthKey(prev) };
}

/** 'YYYY-MM' of the last `n` Rome months, oldest first, ending with the month of `now`. */
export function lastRomeMonths(now: Date, n: number): string[] {
  const current = romeParts(now);
  return Array.from({ length: n }, (_, i) => monthKey(addMonths(current, i - (n - 1))));
}

// ---- Calendar dates and months (no time zone) ----

export type YearMonth = { year: number; month: number };

/** 'YYYY-MM' */
export const monthKey = ({ year, month }: YearMonth) => `${year}-${pad2(month)}`;
/** The month of a "YYYY-MM-DD" date. */
export const yearMonthOf = (date: string): YearMonth => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
/** Months counted from year 0: consecutive months differ by one. */
export const monthIndex = (ym: YearMonth) => ym.year * 12 + (ym.month - 1);
const fromMonthIndex = (k: number): YearMonth => ({ year: Math.floor(k / 12), month: (k % 12) + 1 });
/** The month n months after ym (n may be negative). */
export const addMonths = (ym: YearMonth, n: number): YearMonth => fromMonthIndex(monthIndex(ym) + n);

/** First day of the month and of the next one, as "YYYY-MM-DD" (the half-open range of its dates). */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const next = addMonths({ year, month }, 1);
  return { from: isoDate(year, month, 1), to: isoDate(next.year, next.month, 1) };
}

/** The last day of a month, as "YYYY-MM-DD". */
export function lastDayOfMonth({ year, month }: YearMonth): string {
  return isoOf(new Date(Date.UTC(year, month, 0)));
}

/** "YYYY-MM-DD" plus n calendar days (negative to go back); pure date arithmetic, no time zone. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return isoOf(d);
}

/** The last `days` Rome calendar days ending today, as an inclusive range. */
export function lastRomeDays(now: Date, days: number): { from: string; to: string } {
  const to = romeDateString(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** True when "YYYY-MM-DD" is a real calendar date. */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}
