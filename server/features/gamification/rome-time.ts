import { romeParts } from "@shared/format";

// Calendar boundaries in Europe/Rome as instants (challenge weeks, leaderboard months).

// Built once: constructing an Intl.DateTimeFormat costs far more than formatting with it (it was
// a fifth of the dashboard summary's CPU when built on every call).
const romeClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Rome",
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

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** ISO week of an instant: Monday 00:00 Rome to the next Monday 00:00 Rome. */
export function romeWeek(now: Date): { weekStart: string; startsAt: Date; endsAt: Date } {
  const p = romeParts(now);
  const mondayDay = p.day - (p.weekday - 1);
  return {
    weekStart: ymd(new Date(Date.UTC(p.year, p.month - 1, mondayDay))),
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
  if (lastMonth?.hour !== hour || now.getTime() < Date.UTC(1900, 0, 1)) {
    const p = romeParts(now);
    lastMonth = { hour, month: { year: p.year, month: p.month, key: `${p.year}-${String(p.month).padStart(2, "0")}`, startsAt: romeMidnight(p.year, p.month, 1) } };
  }
  const m = lastMonth.month;
  return { ...m, startsAt: new Date(m.startsAt) };
}

/** The calendar month before the one of an instant. */
export function previousRomeMonth(now: Date): { year: number; month: number; key: string } {
  const p = romeParts(now);
  const year = p.month === 1 ? p.year - 1 : p.year;
  const month = p.month === 1 ? 12 : p.month - 1;
  return { year, month, key: `${year}-${String(month).padStart(2, "0")}` };
}
