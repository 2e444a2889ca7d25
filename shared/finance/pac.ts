import { factValue } from "../facts";
import { parseItalianNumber } from "../numbers";
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
  /** The yearly return as entered, percent; it is compounded monthly (return ÷ 12 each month). */
  annualPercent: number;
  /** (1 + return/12)^12 − 1, percent: the same return said as an effective yearly rate. */
  effectiveAnnualPercent: number;
  totalInvestedCents: number;
  finalAmountCents: number;
  totalGainCents: number;
  /** gain / invested × 100 (0 when nothing is invested). */
  gainPercent: number;
  yearly: PacYear[];
  milestones: PacYear[];
};

/** (1 + annual/1200)^12 − 1, as a percent: the monthly compounding of `annualPercent` said as a yearly rate. */
export function effectiveAnnualPercent(annualPercent: number): number {
  checkNumber(annualPercent, "annualPercent", { min: 0, max: FINANCE_LIMITS.maxRatePercent }, FINANCE_MESSAGES.rate);
  return new Dec(annualPercent).div(1200).plus(1).pow(12).minus(1).times(100).toNumber();
}

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
    annualPercent: annual,
    effectiveAnnualPercent: effectiveAnnualPercent(annual),
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

// ── PAC with costs (docs/calculators.md, "PAC con i costi") ─────────────────────────────────
// Contributions as simulatePac makes them (end of each month). Each month the balance grows by
// return ÷ 12 and loses TER ÷ 12, both on the balance at the start of the month; the stamp duty
// on financial products is taken on the balance at each year's end; the tax on the gain is paid
// once, on sale, at the end (the lower share for government bonds is not modelled). Everything
// is computed on exact decimals and rounded half-up to the cent only where it is shown.

/** Default TER of the simulator: a typical world-equity ETF's (registry, docs/facts.md). */
export const PAC_DEFAULT_TER_PERCENT = factValue("ter-etf-tipico");
/** Yearly stamp duty on financial products, on the value (registry). */
export const PAC_STAMP_DUTY_PERCENT = factValue("bollo-prodotti-finanziari");

export type PacCostInput = PacInput & {
  /** The fund's yearly cost, percent: 0,2 or "0,20" (Italian decimals accepted). */
  terPercent: number | string;
  /** Whether the yearly stamp duty applies (it does on funds and ETFs held at a bank or broker). */
  stampDuty: boolean;
};

export type PacCostResult = {
  months: number;
  totalInvestedCents: number;
  terPercent: number;
  stampDuty: boolean;
  /** (1 + return/12)^12 − 1, percent: the monthly compounding said as a yearly rate. */
  effectiveAnnualPercent: number;
  /** The same plan without costs (simulatePac). */
  finalWithoutCostsCents: number;
  netWithoutCostsCents: number;
  /** The plan with TER and stamp duty, before the gain tax. */
  finalAmountCents: number;
  gainCents: number;
  /** What the fund took (TER) and the State took (stamp duty), summed in euros as paid. */
  terCents: number;
  stampDutyCents: number;
  /** Euros lost to costs: final value without costs − final value with costs (forgone growth included). */
  costsCents: number;
  /** The same difference after the gain tax on both plans. */
  netCostsCents: number;
  taxCents: number;
  netCents: number;
  /** Value at each year's end, after that year's stamp duty. */
  yearly: PacYear[];
};

function checkTer(raw: unknown): number {
  const M = FINANCE_MESSAGES;
  const R = FINANCE_LIMITS.pac.terPercent;
  const read = parseItalianNumber(raw, "percent");
  if (!read.ok) throw new FinanceInputError("terPercent", M.notANumber);
  if (read.value < R.min) throw new FinanceInputError("terPercent", M.pacTerMin);
  if (read.value > R.max) throw new FinanceInputError("terPercent", M.pacTerMax);
  return read.value;
}

/** The PAC with the fund's yearly cost and the stamp duty, beside the same plan without costs. */
export function simulatePacWithCosts(input: PacCostInput): PacCostResult {
  const plain = simulatePac(input);
  const { monthlyCents, annual, years } = checkPacInput(input);
  const ter = checkTer(input.terPercent);
  const stampDuty = input.stampDuty === true;
  const months = years * 12;
  const r = new Dec(annual).div(1200);
  const t = new Dec(ter).div(1200);
  const s = stampDuty ? new Dec(PAC_STAMP_DUTY_PERCENT).div(100) : new Dec(0);
  let balance = new Dec(0);
  let terPaid = new Dec(0);
  let stampPaid = new Dec(0);
  const yearly: PacYear[] = [];
  for (let m = 1; m <= months; m++) {
    const cost = balance.times(t);
    balance = balance.plus(balance.times(r)).minus(cost).plus(monthlyCents);
    terPaid = terPaid.plus(cost);
    if (m % 12 === 0) {
      const duty = balance.times(s);
      balance = balance.minus(duty);
      stampPaid = stampPaid.plus(duty);
      const valueCents = roundHalfUp(balance);
      const investedCents = monthlyCents * m;
      yearly.push({ year: m / 12, investedCents, valueCents, gainCents: valueCents - investedCents });
    }
  }
  const finalAmountCents = roundHalfUp(balance);
  const totalInvestedCents = plain.totalInvestedCents;
  const withCosts = afterGainTax(finalAmountCents, totalInvestedCents);
  const without = afterGainTax(plain.finalAmountCents, totalInvestedCents);
  return {
    months,
    totalInvestedCents,
    terPercent: ter,
    stampDuty,
    effectiveAnnualPercent: plain.effectiveAnnualPercent,
    finalWithoutCostsCents: plain.finalAmountCents,
    netWithoutCostsCents: without.netCents,
    finalAmountCents,
    gainCents: finalAmountCents - totalInvestedCents,
    terCents: roundHalfUp(terPaid),
    stampDutyCents: roundHalfUp(stampPaid),
    costsCents: plain.finalAmountCents - finalAmountCents,
    netCostsCents: without.netCents - withCosts.netCents,
    taxCents: withCosts.taxCents,
    netCents: withCosts.netCents,
    yearly,
  };
}

/**
 * Share of the gain a yearly cost takes from a monthly PAC, percent: (gain without costs − gain
 * with the TER) / gain without costs, no stamp duty (the PAC page's "Costi e tasse" card).
 */
export function gainLostToCostsPercent(input: PacInput & { terPercent: number | string }): number {
  const r = simulatePacWithCosts({ ...input, stampDuty: false });
  const plainGain = r.finalWithoutCostsCents - r.totalInvestedCents;
  return plainGain > 0 ? ((plainGain - r.gainCents) / plainGain) * 100 : 0;
}

/** simulatePacWithCosts for a page that shows the refusal instead of throwing it. */
export function trySimulatePacWithCosts(input: PacCostInput): { result: PacCostResult; error: null } | { result: null; error: FinanceInputError } {
  try {
    return { result: simulatePacWithCosts(input), error: null };
  } catch (e) {
    if (e instanceof FinanceInputError) return { result: null, error: e };
    throw e;
  }
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
