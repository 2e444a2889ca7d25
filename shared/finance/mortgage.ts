import { factValue } from "../facts";
import { checkNumber, FinanceInputError } from "./errors";
import { FINANCE_LIMITS, FINANCE_MESSAGES } from "./limits";
import { Dec, eurosToCents, floorDec, roundHalfUp } from "./round";

// Mortgage maths in integer cents (docs/calculators.md): loan = value × (1 − down payment %),
// French amortisation (constant instalment, the last one absorbs the rounding), affordable when
// the instalment is at most the registered share of the monthly income. Every intermediate
// value is an exact decimal, rounded half-up to the cent only where money is paid.

/** Calculator threshold: the instalment within this percent of the income (facts registry). */
export const AFFORDABILITY_MAX_PERCENT = factValue("mutuo-rata-reddito-max");
/** The prudent reading of the same rule, one third of the income (facts registry; information only). */
export const PRUDENT_SHARE = factValue("mutuo-rata-reddito-prudente");

export type MortgageInput = {
  propertyValue: number;
  /** Percent of the property paid upfront. */
  downPayment: number;
  /** Years. */
  loanTerm: number;
  /** Annual nominal rate, percent. */
  interestRate: number;
  monthlyIncome: number;
};

export type ScheduleRow = { month: number; paymentCents: number; principalCents: number; interestCents: number; balanceCents: number };
export type ScheduleYear = { year: number; paymentCents: number; principalCents: number; interestCents: number; balanceCents: number; months: ScheduleRow[] };

export type MortgageResult = {
  loanAmountCents: number;
  downPaymentCents: number;
  monthlyPaymentCents: number;
  /** The last instalment, which absorbs the rounding of every month's interest. */
  lastPaymentCents: number;
  totalInterestCents: number;
  totalPaymentCents: number;
  /** Instalment / income × 100. */
  affordabilityRatio: number;
  isAffordable: boolean;
  schedule: ScheduleRow[];
  years: ScheduleYear[];
};

const M = FINANCE_MESSAGES;
const L = FINANCE_LIMITS;

const checkCents = (v: number, field: string) => checkNumber(v, field, { min: 0, max: L.maxCents, integer: true }, M.cents);
const checkMonths = (v: number) => checkNumber(v, "mesi", { min: 1, max: L.maxMonths, integer: true }, M.months);
const checkRate = (v: number) => checkNumber(v, "tasso", { min: 0, max: L.maxRatePercent }, M.rate);
const checkPercent = (v: number, field: string) => checkNumber(v, field, { min: 0, max: 100 }, M.percent);

/** Monthly rate as an exact decimal: annual percent / 1200. */
const monthlyRate = (annualPercent: number) => new Dec(annualPercent).div(1200);

/** The calculator's inputs, refused with the form's own messages when out of range. */
function checkMortgageInput(input: MortgageInput, withProperty: boolean): MortgageInput {
  if (input === null || typeof input !== "object") throw new FinanceInputError("input", M.notANumber);
  const r = L.mortgage;
  const within = (v: number, field: keyof typeof r, minMsg: string, maxMsg: string) => {
    const n = checkNumber(v, field, { min: -Infinity, max: Infinity }, M.notANumber);
    if (n < r[field].min) throw new FinanceInputError(field, minMsg);
    if (n > r[field].max) throw new FinanceInputError(field, maxMsg);
    return n;
  };
  return {
    propertyValue: withProperty ? within(input.propertyValue, "propertyValue", M.propertyMin, M.propertyMax) : 0,
    downPayment: within(input.downPayment, "downPayment", M.downMin, M.downMax),
    loanTerm: checkNumber(within(input.loanTerm, "loanTerm", M.termMin, M.termMax), "loanTerm", { min: 0, max: Infinity, integer: true }, M.wholeNumber),
    interestRate: within(input.interestRate, "interestRate", M.rateMin, M.rateMax),
    monthlyIncome: within(input.monthlyIncome, "monthlyIncome", M.mortgageIncomeMin, M.mortgageIncomeMax),
  };
}

export function loanAmountCents(propertyValue: number, downPaymentPercent: number): number {
  const valueCents = eurosToCents(checkNumber(propertyValue, "propertyValue", { min: 0, max: L.maxEuros }, M.amount));
  checkPercent(downPaymentPercent, "downPayment");
  return roundHalfUp(new Dec(valueCents).times(new Dec(100).minus(downPaymentPercent)).div(100));
}

/** Constant monthly instalment, half-up to the cent (L·r / (1 − (1+r)^−n); L/n at 0 %). */
export function monthlyPaymentCents(loanCents: number, annualPercent: number, months: number): number {
  checkCents(loanCents, "loanCents");
  checkRate(annualPercent);
  checkMonths(months);
  if (loanCents === 0) return 0;
  const r = monthlyRate(annualPercent);
  if (r.isZero()) return roundHalfUp(new Dec(loanCents).div(months));
  return roundHalfUp(new Dec(loanCents).times(r).div(new Dec(1).minus(r.plus(1).pow(-months))));
}

/**
 * Month-by-month plan. Interest is rounded half-up to the cent each month; the last instalment
 * pays whatever principal is left, so the principal adds up exactly to the loan and the debt
 * ends at 0,00. The last instalment therefore differs from the others by the sum of every
 * month's rounding, which on a long loan can reach a few euros (the page shows it).
 */
export function amortizationSchedule(loanCents: number, annualPercent: number, months: number): ScheduleRow[] {
  const payment = monthlyPaymentCents(loanCents, annualPercent, months);
  const r = monthlyRate(annualPercent);
  const rows: ScheduleRow[] = [];
  let balance = loanCents;
  // Bounded by `months`, itself at most FINANCE_LIMITS.maxMonths.
  for (let m = 1; m <= months && balance > 0; m++) {
    const interest = roundHalfUp(r.times(balance));
    const principal = m === months ? balance : Math.min(balance, payment - interest);
    balance -= principal;
    rows.push({ month: m, paymentCents: principal + interest, principalCents: principal, interestCents: interest, balanceCents: balance });
  }
  return rows;
}

export function groupByYear(rows: ScheduleRow[]): ScheduleYear[] {
  if (!Array.isArray(rows) || rows.length > L.maxMonths) throw new FinanceInputError("rows", M.months);
  const years: ScheduleYear[] = [];
  for (const row of rows) {
    const month = checkMonths(row.month);
    const y = Math.ceil(month / 12);
    let year = years.at(-1);
    if (!year || year.year !== y) {
      year = { year: y, paymentCents: 0, principalCents: 0, interestCents: 0, balanceCents: 0, months: [] };
      years.push(year);
    }
    year.paymentCents += checkCents(row.paymentCents, "paymentCents");
    year.principalCents += checkCents(row.principalCents, "principalCents");
    year.interestCents += checkCents(row.interestCents, "interestCents");
    year.balanceCents = checkCents(row.balanceCents, "balanceCents");
    year.months.push(row);
  }
  return years;
}

export function calculateMortgage(raw: MortgageInput): MortgageResult {
  const input = checkMortgageInput(raw, true);
  const loan = loanAmountCents(input.propertyValue, input.downPayment);
  const months = input.loanTerm * 12;
  const schedule = amortizationSchedule(loan, input.interestRate, months);
  const totalPayment = schedule.reduce((s, r) => s + r.paymentCents, 0);
  const payment = monthlyPaymentCents(loan, input.interestRate, months);
  const incomeCents = eurosToCents(input.monthlyIncome);
  return {
    loanAmountCents: loan,
    downPaymentCents: eurosToCents(input.propertyValue) - loan,
    monthlyPaymentCents: payment,
    lastPaymentCents: schedule.at(-1)?.paymentCents ?? 0,
    totalInterestCents: totalPayment - loan,
    totalPaymentCents: totalPayment,
    affordabilityRatio: new Dec(payment).times(100).div(incomeCents).toNumber(),
    // Exact comparison: exact at the threshold itself.
    isAffordable: new Dec(payment).times(100).lte(new Dec(incomeCents).times(AFFORDABILITY_MAX_PERCENT)),
    schedule,
    years: groupByYear(schedule),
  };
}

/**
 * Largest loan whose instalment is at most `paymentCents` (present value of the annuity), to
 * the cent below. Exact decimals: the instalment of floor(PV) never rounds above the cap, so no
 * correction loop is needed.
 */
export function maxLoanCents(paymentCents: number, annualPercent: number, months: number): number {
  checkCents(paymentCents, "paymentCents");
  checkRate(annualPercent);
  checkMonths(months);
  if (paymentCents === 0) return 0;
  const r = monthlyRate(annualPercent);
  if (r.isZero()) return Math.min(L.maxCents, paymentCents * months);
  return Math.min(L.maxCents, floorDec(new Dec(paymentCents).times(new Dec(1).minus(r.plus(1).pow(-months))).div(r)));
}

export type Affordability = { maxPaymentCents: number; maxLoanCents: number; maxPropertyCents: number };

/** Reverse calculation: the largest instalment, loan and property a share of the income allows. */
export function maxAffordable(raw: Omit<MortgageInput, "propertyValue">, share: number): Affordability {
  const input = checkMortgageInput({ ...raw, propertyValue: 0 }, false);
  checkNumber(share, "share", { min: 0, max: 1, exclusiveMin: true }, M.share);
  const maxPayment = floorDec(new Dec(eurosToCents(input.monthlyIncome)).times(share).toDecimalPlaces(9));
  const loan = maxLoanCents(maxPayment, input.interestRate, input.loanTerm * 12);
  const financedShare = new Dec(100).minus(input.downPayment).div(100);
  return { maxPaymentCents: maxPayment, maxLoanCents: loan, maxPropertyCents: floorDec(new Dec(loan).div(financedShare)) };
}

export { extraCosts, purchaseCosts, type CostRange, type PurchaseCostOptions, type PurchaseCosts } from "./purchase-costs";
