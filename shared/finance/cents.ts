import { checkNumber } from "./errors";
import { FINANCE_LIMITS, FINANCE_MESSAGES } from "./limits";

// Exact half-up rounding of amounts to the cent with integer arithmetic only, for the code every
// page loads (budget split, expense totals): no decimal library in the landing page's bundle
// (docs/benchmarks-log.md). A number is read by its shortest decimal form — what the user typed —
// so 1,005 € is 101 cents although the nearest double is a hair below 1,005 (docs/calculators.md).

/** The shortest decimal form of |n| as integer digits and fraction digits ("1.005" → ["1", "005"]). */
function decimalDigits(n: number): [string, string] | null {
  const s = String(Math.abs(n));
  // Exponent forms appear only below 1e-6 (far under half a cent) or above 1e21 (refused by the bounds).
  if (s.includes("e")) return null;
  const [int, frac = ""] = s.split(".");
  return [int, frac];
}

/** Euros (a number or a "1234.56" string) to integer cents, half-up (away from zero) on the exact decimal value. */
export function eurosToCents(value: number | string): number {
  const n = checkNumber(value, "importo", { min: -FINANCE_LIMITS.maxEuros, max: FINANCE_LIMITS.maxEuros }, FINANCE_MESSAGES.amount);
  const digits = decimalDigits(n);
  if (!digits) return 0;
  const [int, frac] = digits;
  const padded = frac.padEnd(3, "0");
  const cents = Number(int) * 100 + Number(padded.slice(0, 2)) + (padded.charCodeAt(2) >= 53 /* "5" */ ? 1 : 0);
  return n < 0 ? -cents : cents;
}

/** `cents × percent / 100` rounded half-up (away from zero) on the exact value, in BigInt. */
export function percentOfCents(cents: number, percent: number): number {
  checkNumber(cents, "centesimi", { min: -FINANCE_LIMITS.maxCents, max: FINANCE_LIMITS.maxCents, integer: true }, FINANCE_MESSAGES.cents);
  checkNumber(percent, "percentuale", { min: 0, max: 100 }, FINANCE_MESSAGES.percent);
  const [int, frac] = decimalDigits(percent) ?? ["0", ""];
  const scaledPercent = BigInt(int + frac);
  const den = 100n * 10n ** BigInt(frac.length);
  const num = BigInt(Math.abs(cents)) * scaledPercent;
  const rounded = Number((2n * num + den) / (2n * den));
  return cents < 0 ? -rounded : rounded;
}

/** One month's interest on `balanceCents` at `annualPercent` a year: balance × annual / 1200, half-up, exact. */
export function monthlyInterestCents(balanceCents: number, annualPercent: number): number {
  checkNumber(balanceCents, "centesimi", { min: 0, max: FINANCE_LIMITS.maxCents, integer: true }, FINANCE_MESSAGES.cents);
  checkNumber(annualPercent, "tasso", { min: 0, max: FINANCE_LIMITS.maxRatePercent }, FINANCE_MESSAGES.rate);
  const [int, frac] = decimalDigits(annualPercent) ?? ["0", ""];
  const den = 1200n * 10n ** BigInt(frac.length);
  const num = BigInt(balanceCents) * BigInt(int + frac);
  return Number((2n * num + den) / (2n * den));
}
