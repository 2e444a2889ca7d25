import { LOCALE } from "./constants";

// The one money module (docs/numbers.md): euro amounts are computed in integer cents and shown
// in it-IT form ("1.800,50 €", with the no-break space Intl puts before the sign).
// Rounding to the cent is half-up (away from zero) on the exact decimal value as written:
// 1.005 → 1,01 € (the binary double 1.005 is a hair below, plain Math.round would give 1,00).

// Italian CLDR data does not group four-digit numbers ("1200,00 €"); Italian readers expect
// "1.200,00 €", so grouping is forced everywhere.
const ALWAYS = { useGrouping: "always" } as unknown as Intl.NumberFormatOptions;
const euro = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "EUR", ...ALWAYS });
const euroWhole = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "EUR", maximumFractionDigits: 0, ...ALWAYS });

/** The shortest decimal text of a number, without exponent: 1e-7 → "0.0000001". */
function plainDecimal(n: number): string {
  const s = String(Math.abs(n));
  if (!/e/i.test(s)) return s;
  const [mantissa, expText] = s.toLowerCase().split("e");
  const exp = Number(expText);
  const [int, frac = ""] = mantissa!.split(".");
  const digits = int! + frac;
  const point = int!.length + exp;
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Euros (a number, or a decimal text such as the API's "1234.56") to integer cents, half-up. */
export function toCents(value: number | string): number {
  const text = typeof value === "number" ? (Number.isFinite(value) ? plainDecimal(value) : "x") : value.trim();
  const m = /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === "" && !m[3])) throw new RangeError("importo non valido");
  const negative = typeof value === "number" ? value < 0 : m[1] === "-";
  const frac = (m[3] ?? "").padEnd(3, "0");
  const cents = Number(m[2] || "0") * 100 + Number(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) throw new RangeError("importo non valido");
  return negative && cents !== 0 ? -cents : cents;
}

/** Integer cents to the API's decimal text: 180050 → "1800.50". */
export function centsToString(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Integer cents to euros as a number (for charts and arithmetic on whole amounts). */
export const centsToEuros = (cents: number) => cents / 100;

const amountWhole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, ...ALWAYS });
const amountCents = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, ...ALWAYS });

/** An amount as an input shows it, without the sign: 1850.5 → "1.850,50", 2000 → "2.000". */
export function toAmountInput(value: number | string): string {
  const cents = toCents(value);
  return cents % 100 === 0 ? amountWhole.format(cents / 100) : amountCents.format(cents / 100);
}

/** Integer cents → "1.800,50 €" */
export function formatCents(cents: number): string {
  return euro.format(cents / 100);
}

/** Integer cents → whole euros, half-up: 350_050 → "3.501 €" */
export function formatCentsRounded(cents: number): string {
  const whole = Math.trunc(cents / 100) + (Math.abs(cents % 100) >= 50 ? Math.sign(cents) : 0);
  return euroWhole.format(whole);
}

/** 1234.5 or "1234.50" → "1.234,50 €" */
export function formatEuro(value: number | string): string {
  return formatCents(toCents(value));
}

/** Whole euros: 98084.19 → "98.084 €" */
export function formatEuroRounded(value: number | string): string {
  return formatCentsRounded(toCents(value));
}
