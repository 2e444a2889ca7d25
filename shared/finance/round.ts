import Decimal from "decimal.js";
import { checkNumber } from "./errors";
import { FINANCE_LIMITS, FINANCE_MESSAGES } from "./limits";

// Money is computed on exact decimals and rounded half-up (half away from zero) to the cent:
// 1,005 € is 101 cents, although the double nearest to 1,005 is a hair below it. decimal.js
// reads a number by its shortest decimal form, which is the value the user typed
// (docs/calculators.md).

/** 40 significant digits: far beyond any cent of the amounts the limits allow. */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

/** Exact decimal rounded half-up to a whole number (cents, when the value is in cents). */
export const roundHalfUp = (value: Decimal.Value): number => new Dec(value).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/** Rounded down (toward −∞) to a whole number. */
export const floorDec = (value: Decimal.Value): number => new Dec(value).floor().toNumber();

/** Euros (a number or a "1234.56" string) to integer cents, half-up on the exact decimal value. */
export function eurosToCents(value: number | string): number {
  const n = checkNumber(value, "importo", { min: -FINANCE_LIMITS.maxEuros, max: FINANCE_LIMITS.maxEuros }, FINANCE_MESSAGES.amount);
  return roundHalfUp(new Dec(typeof value === "string" ? value.trim() : n).times(100));
}

/** `cents × percent / 100`, half-up on the exact value. */
export const percentOfCents = (cents: number, percent: number): number => roundHalfUp(new Dec(cents).times(percent).div(100));
