import { LOCALE, TIME_ZONE } from "./constants";

// Italian CLDR data does not group four-digit numbers ("1200,00 €"); Italian readers expect
// "1.200", so grouping is forced everywhere.
const ALWAYS = { useGrouping: "always" } as unknown as Intl.NumberFormatOptions;
const plain = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2, ...ALWAYS });
const dateFmt = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });
const dateLongFmt = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "numeric", month: "long", year: "numeric" });
const dateTimeFmt = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const timeFmt = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", second: "2-digit" });

// Euro amounts: shared/money.ts.

const fixedFormats = new Map<number, Intl.NumberFormat>();

/** 1234.5 → "1.234,5" */
export function formatNumber(value: number, fractionDigits?: number): string {
  if (fractionDigits === undefined) return plain.format(value);
  let fmt = fixedFormats.get(fractionDigits);
  if (!fmt) {
    fmt = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, ...ALWAYS });
    fixedFormats.set(fractionDigits, fmt);
  }
  return fmt.format(value);
}

/** 23.456 → "23,5%" (one decimal by default) */
export function formatPercent(value: number, fractionDigits = 1): string {
  return `${formatNumber(value, fractionDigits)}%`;
}

type DateInput = Date | string | number;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

/** "22/11/2026" in Europe/Rome */
export function formatDate(d: DateInput): string {
  return dateFmt.format(toDate(d));
}

/** "22 novembre 2026" */
export function formatDateLong(d: DateInput): string {
  return dateLongFmt.format(toDate(d));
}

/** "22/11/2026, 14:05" */
export function formatDateTime(d: DateInput): string {
  return dateTimeFmt.format(toDate(d));
}

/** "14:05:09" */
export function formatTime(d: DateInput): string {
  return timeFmt.format(toDate(d));
}

/** Relative time of alerts (docs/gamification.md): 'Ora', 'Nh fa', 'Ieri', 'N giorni fa', else the date. */
export function formatRelativeTime(d: DateInput, now: Date = new Date()): string {
  const hours = (now.getTime() - toDate(d).getTime()) / 3_600_000;
  if (hours < 1) return "Ora";
  if (hours < 24) return `${Math.floor(hours)}h fa`;
  if (hours < 48) return "Ieri";
  if (hours < 168) return `${Math.floor(hours / 24)} giorni fa`;
  return formatDate(d);
}
