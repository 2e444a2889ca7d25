import { toCents } from "../money";

// PAC (piano di accumulo) maths of spec part 2 §9: monthly rate = annual return / 12,
// months = years × 12, final value = future value of an ordinary annuity (each instalment is
// paid at the END of its month, so the last one earns nothing). Everything is in integer cents.

export const PAC_MILESTONE_YEARS = [5, 10, 15, 20] as const;
/** Italian tax on financial gains (capital gain), paid when an accumulating fund is sold. */
export const PAC_GAIN_TAX_PERCENT = 26;
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
  if (months <= 0) return 0;
  const r = annualPercent / 100 / 12;
  if (r === 0) return monthlyCents * months;
  return Math.round((monthlyCents * (Math.pow(1 + r, months) - 1)) / r);
}

export function simulatePac(input: PacInput): PacResult {
  const monthlyCents = toCents(input.monthlyAmount);
  const annual = Number(input.expectedReturn);
  const years = Math.trunc(input.years);
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
  return Math.round(futureCents / Math.pow(1 + inflationPercent / 100, years));
}

/**
 * Net result when the plan is sold at the end: 26 % on the gain only (accumulating funds are
 * taxed on sale, not every year); a loss pays no tax.
 */
export function afterGainTax(finalAmountCents: number, investedCents: number): { taxCents: number; netCents: number } {
  const gain = finalAmountCents - investedCents;
  const taxCents = gain > 0 ? Math.round((gain * PAC_GAIN_TAX_PERCENT) / 100) : 0;
  return { taxCents, netCents: finalAmountCents - taxCents };
}
