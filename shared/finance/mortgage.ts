// Mortgage maths of spec part 2 §9, in integer cents: loan = value × (1 − down payment %),
// French amortisation (constant instalment), affordable when the instalment is at most 35 %
// of the monthly income.
import { toCents } from "../money";

export const AFFORDABILITY_MAX_PERCENT = 35;
/** Banca d'Italia's usual guidance: instalment within one third of the income (information only). */
export const PRUDENT_SHARE = 1 / 3;

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
  totalInterestCents: number;
  totalPaymentCents: number;
  /** Instalment / income × 100. */
  affordabilityRatio: number;
  isAffordable: boolean;
  schedule: ScheduleRow[];
  years: ScheduleYear[];
};

const cents = (euros: number) => toCents(euros);

export function loanAmountCents(propertyValue: number, downPaymentPercent: number): number {
  return Math.round((cents(propertyValue) * (100 - downPaymentPercent)) / 100);
}

/** Constant monthly instalment, rounded to the cent (L·r / (1 − (1+r)^−n); L/n at 0 %). */
export function monthlyPaymentCents(loanCents: number, annualPercent: number, months: number): number {
  if (months <= 0 || loanCents <= 0) return 0;
  const r = annualPercent / 100 / 12;
  if (r === 0) return Math.round(loanCents / months);
  return Math.round((loanCents * r) / (1 - Math.pow(1 + r, -months)));
}

/**
 * Month-by-month plan. Interest is rounded to the cent each month; the last instalment is
 * adjusted by the rounding residue, so the principal adds up exactly to the loan and the debt
 * ends at 0,00.
 */
export function amortizationSchedule(loanCents: number, annualPercent: number, months: number): ScheduleRow[] {
  const r = annualPercent / 100 / 12;
  const payment = monthlyPaymentCents(loanCents, annualPercent, months);
  const rows: ScheduleRow[] = [];
  let balance = loanCents;
  for (let m = 1; m <= months && balance > 0; m++) {
    const interest = Math.round(balance * r);
    const principal = m === months ? balance : Math.min(balance, payment - interest);
    balance -= principal;
    rows.push({ month: m, paymentCents: principal + interest, principalCents: principal, interestCents: interest, balanceCents: balance });
  }
  return rows;
}

export function groupByYear(rows: ScheduleRow[]): ScheduleYear[] {
  const years: ScheduleYear[] = [];
  for (const row of rows) {
    const y = Math.ceil(row.month / 12);
    let year = years[y - 1];
    if (!year) {
      year = { year: y, paymentCents: 0, principalCents: 0, interestCents: 0, balanceCents: 0, months: [] };
      years.push(year);
    }
    year.paymentCents += row.paymentCents;
    year.principalCents += row.principalCents;
    year.interestCents += row.interestCents;
    year.balanceCents = row.balanceCents;
    year.months.push(row);
  }
  return years;
}

export function calculateMortgage(input: MortgageInput): MortgageResult {
  const loan = loanAmountCents(input.propertyValue, input.downPayment);
  const months = Math.round(input.loanTerm * 12);
  const schedule = amortizationSchedule(loan, input.interestRate, months);
  const totalPayment = schedule.reduce((s, r) => s + r.paymentCents, 0);
  const payment = monthlyPaymentCents(loan, input.interestRate, months);
  const incomeCents = cents(input.monthlyIncome);
  return {
    loanAmountCents: loan,
    downPaymentCents: cents(input.propertyValue) - loan,
    monthlyPaymentCents: payment,
    totalInterestCents: totalPayment - loan,
    totalPaymentCents: totalPayment,
    affordabilityRatio: incomeCents > 0 ? (payment / incomeCents) * 100 : Infinity,
    // Integer comparison: exact at the 35 % boundary.
    isAffordable: incomeCents > 0 && payment * 100 <= incomeCents * AFFORDABILITY_MAX_PERCENT,
    schedule,
    years: groupByYear(schedule),
  };
}

/** Largest loan whose instalment is `paymentCents` (present value of the annuity), to the cent below. */
export function maxLoanCents(paymentCents: number, annualPercent: number, months: number): number {
  if (months <= 0 || paymentCents <= 0) return 0;
  const r = annualPercent / 100 / 12;
  let loan = r === 0 ? paymentCents * months : Math.floor((paymentCents * (1 - Math.pow(1 + r, -months))) / r);
  // Floating point may land one cent high: never return a loan whose instalment exceeds the cap.
  while (loan > 0 && monthlyPaymentCents(loan, annualPercent, months) > paymentCents) loan--;
  return loan;
}

export type Affordability = { maxPaymentCents: number; maxLoanCents: number; maxPropertyCents: number };

/** Reverse calculation: the largest instalment, loan and property a share of the income allows. */
export function maxAffordable(input: Omit<MortgageInput, "propertyValue">, share: number): Affordability {
  const maxPayment = Math.floor(cents(input.monthlyIncome) * share + 1e-9);
  const loan = maxLoanCents(maxPayment, input.interestRate, Math.round(input.loanTerm * 12));
  const financedShare = (100 - input.downPayment) / 100;
  return { maxPaymentCents: maxPayment, maxLoanCents: loan, maxPropertyCents: financedShare > 0 ? Math.floor(loan / financedShare) : 0 };
}

export type CostRange = { label: string; minCents: number; maxCents: number; note: string };

/** Purchase costs of spec part 2 §9 as ranges for this property. */
export function extraCosts(propertyValue: number): { items: CostRange[]; minCents: number; maxCents: number } {
  const value = cents(propertyValue);
  const items: CostRange[] = [
    { label: "Notaio", minCents: 300_000, maxCents: 300_000, note: "circa 3.000 € tra atto di compravendita e atto di mutuo" },
    {
      label: "Imposta di registro",
      minCents: Math.round(value * 0.02),
      maxCents: Math.round(value * 0.09),
      note: "2% per la prima casa, 9% per la seconda; da privato si calcola sul valore catastale, di solito più basso del prezzo",
    },
    { label: "Spese bancarie (istruttoria)", minCents: 50_000, maxCents: 200_000, note: "da 500 a 2.000 € a seconda della banca" },
    { label: "Perizia", minCents: 30_000, maxCents: 80_000, note: "da 300 a 800 € per la stima dell'immobile" },
  ];
  return { items, minCents: items.reduce((s, i) => s + i.minCents, 0), maxCents: items.reduce((s, i) => s + i.maxCents, 0) };
}
