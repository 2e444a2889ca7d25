import { factValue } from "../facts";
import { toCents } from "./budget";
import { checkNumber, FinanceInputError } from "./errors";
import { FINANCE_LIMITS, FINANCE_MESSAGES } from "./limits";
import { Dec, roundHalfUp } from "./round";

// PAC (piano di accumulo) maths (docs/calculators.md): monthly rate = annual return / 12,
// months = years × 12, final value = future value of an ordinary annuity (each instalment is
// paid at the END of its month, so the last one earns nothing). Everything is in integer cents,
// computed on exact decimals and rounded half-up; every input is checked, and the checked
// number of years bounds every loop.

export const PAC_MILESTONE_YEARS = [5, 10, 15, 20] as const;
/** Italian tax on financial gains (capital gain), paid when an accumulating fund is sold. */
export const PAC_GAIN_TAX_PERCENT = factValue("aliquota-redditi-finanziari");
export const PAC_DEFAULT_INFLATION_PERCENT = 2;

export type PacInput = { monthlyAmount: number | string; years: number; expectedReturn: number | string };

export type PacYear = {
  year: number;
  /** Money paid in by the end of that year. */
  investedCents: number;
  /** Value of the plan at the end of that year. */
  valueCents: number;
  gainCents: number;
};

export type PacResult = {
  months: number;
  totalInvestedCents: number;
  finalAmountCents: number;
  totalGainCents: number;
  /** gain / invested × 100 (0 when nothing is invested). */
  gainPercent: number;
  yearly: PacYear[];
  milestones: PacYear[];
};

/** Future value in cents of `months` end-of-month payments of `monthlyCents` at `annualPercent`. */
export function annuityFutureValueCents(monthlyCents: number, annualPercent: number, months: number): number {
  const M = FINANCE_MESSAGES;
  checkNumber(monthlyCents, "monthlyCents", { min: 0, max: FINANCE_LIMITS.maxCents, integer: true }, M.cents);
  checkNumber(annualPercent, "annualPercent", { min: 0, max: FINANCE_LIMITS.maxRatePercent }, M.rate);
  checkNumber(months, "months", { min: 0, max: FINANCE_LIMITS.maxMonths, integer: true }, M.months);
  if (months === 0) return 0;
  const r = new Dec(annualPercent).div(1200);
  const value = r.isZero() ? new Dec(monthlyCents).times(months) : new Dec(monthlyCents).times(r.plus(1).pow(months).minus(1)).div(r);
  if (value.gt(FINANCE_LIMITS.maxCents)) throw new FinanceInputError("monthlyAmount", M.pacTooLarge);
  return roundHalfUp(value);
}

/** The PAC form's inputs, refused with the form's own messages. */
function checkPacInput(input: PacInput): { monthlyCents: number; annual: number; years: number } {
  const M = FINANCE_MESSAGES;
  const R = FINANCE_LIMITS.pac;
  const within = (raw: unknown, field: keyof typeof R, minMsg: string, maxMsg: string) => {
    const n = checkNumber(raw, field, { min: -Infinity, max: Infinity }, M.notANumber);
    if (n < R[field].min) throw new FinanceInputError(field, minMsg);
    if (n > R[field].max) throw new FinanceInputError(field, maxMsg);
    return n;
  };
  if (input === null || typeof input !== "object") throw new FinanceInputError("input", M.notANumber);
  within(input.monthlyAmount, "monthlyAmount", M.pacAmountMin, M.pacAmountMax);
  const years = within(input.years, "years", M.pacYearsMin, M.pacYearsMax);
  if (!Number.isInteger(years)) throw new FinanceInputError("years", M.wholeNumber);
  const annual = within(input.expectedReturn, "expectedReturn", M.pacReturnMin, M.pacReturnMax);
  return { monthlyCents: toCents(input.monthlyAmount), annual, years };
}

export function simulatePac(input: PacInput): PacResult {
  const { monthlyCents, annual, years } = checkPacInput(input);
  const months = years * 12;
  const yearly: PacYear[] = [];
  for (let y = 1; y <= years; y++) {
    const investedCents = monthlyCents * y * 12;
    const valueCents = annuityFutureValueCents(monthlyCents, annual, y * 12);
    yearly.push({ year: y, investedCents, valueCents, gainCents: valueCents - investedCents });
  }
  const totalInvestedCents = monthlyCents * months;
  const finalAmountCents = annuityFutureValueCents(monthlyCents, annual, months);
  const totalGainCents = finalAmountCents - totalInvestedCents;
  return {
    months,
    totalInvestedCents,
    finalAmountCents,
    totalGainCents,
    gainPercent: totalInvestedCents > 0 ? (totalGainCents / totalInvestedCents) * 100 : 0,
    yearly,
    milestones: yearly.filter((y) => (PAC_MILESTONE_YEARS as readonly number[]).includes(y.year)),
  };
}

/** A future amount in today's money: divided by (1 + inflation)^years. */
export function inTodaysMoneyCents(futureCents: number, inflationPercent: number, years: number): number {
  const M = FINANCE_MESSAGES;
  checkNumber(futureCents, "futureCents", { min: 0, max: FINANCE_LIMITS.maxCents, integer: true }, M.cents);
  checkNumber(inflationPercent, "inflationPercent", { min: 0, max: FINANCE_LIMITS.maxRatePercent }, M.rate);
  checkNumber(years, "years", { min: 0, max: FINANCE_LIMITS.maxYears, integer: true }, M.years);
  return roundHalfUp(new Dec(futureCents).div(new Dec(inflationPercent).div(100).plus(1).pow(years)));
}

/**
 * Net result when the plan is sold at the end: the registered rate on financial gains, on the gain only (accumulating funds are
 * taxed on sale, not every year); a loss pays no tax.
 */
export function afterGainTax(finalAmountCents: number, investedCents: number): { taxCents: number; netCents: number } {
  const M = FINANCE_MESSAGES;
  checkNumber(finalAmountCents, "finalAmountCents", { min: 0, max: FINANCE_LIMITS.maxCents, integer: true }, M.cents);
  checkNumber(investedCents, "investedCents", { min: 0, max: FINANCE_LIMITS.maxCents, integer: true }, M.cents);
  const gain = finalAmountCents - investedCents;
  const taxCents = gain > 0 ? roundHalfUp(new Dec(gain).times(PAC_GAIN_TAX_PERCENT).div(100)) : 0;
  return { taxCents, netCents: finalAmountCents - taxCents };
}

/** simulatePac for a page that shows the refusal instead of throwing it. */
export function trySimulatePac(input: PacInput): { result: PacResult; error: null } | { result: null; error: FinanceInputError } {
  try {
    return { result: simulatePac(input), error: null };
  } catch (e) {
    if (e instanceof FinanceInputError) return { result: null, error: e };
    throw e;
  }
}
