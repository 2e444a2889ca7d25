import { monthlyInterestCents } from "./cents";
import { checkNumber, FinanceInputError } from "./errors";
import { FINANCE_LIMITS } from "./limits";

// The debt payoff planner (docs/calculators.md, "Piano di rientro dai debiti"): avalanche (highest
// TAEG first) or snowball (smallest balance first), in integer cents. Each month every open
// balance first grows by its interest (balance × TAEG ÷ 12, half-up to the cent); then the
// month's budget, the same for the whole plan (every minimum + the extra), pays each open debt's
// minimum (or what is left of it), and what remains goes to the debts in strategy order, in the
// same month, including what a debt finished this month leaves.

export const DEBT_STRATEGIES = ["avalanche", "snowball"] as const;
export type DebtStrategy = (typeof DEBT_STRATEGIES)[number];

export const DEBT_LIMITS = {
  maxDebts: 20,
  /** Euro bounds of one debt's balance, its minimum and the extra (docs/calculators.md). */
  balance: { min: 0.01, max: 10_000_000 },
  minPayment: { min: 0.01, max: 1_000_000 },
  extra: { min: 0, max: 1_000_000 },
  rate: { min: 0, max: FINANCE_LIMITS.maxRatePercent },
  maxMonths: FINANCE_LIMITS.maxMonths,
  nameMax: 60,
} as const;

export const DEBT_MESSAGES = {
  noDebts: "Aggiungi almeno un debito",
  tooManyDebts: `Puoi confrontare al massimo ${DEBT_LIMITS.maxDebts} debiti`,
  nameRequired: "Dai un nome al debito",
  nameTooLong: `Il nome può avere al massimo ${DEBT_LIMITS.nameMax} caratteri`,
  nameDuplicate: "Ogni debito deve avere un nome diverso",
  balanceMin: "Il debito residuo deve essere maggiore di 0",
  balanceMax: "Il debito residuo può essere al massimo 10.000.000 €",
  rateMin: "Il TAEG non può essere negativo",
  rateMax: "Il TAEG può essere al massimo 100%",
  minPaymentMin: "La rata minima deve essere maggiore di 0",
  minPaymentMax: "La rata minima può essere al massimo 1.000.000 €",
  extraMin: "La somma in più non può essere negativa",
  extraMax: "La somma in più può essere al massimo 1.000.000 € al mese",
  amountInvalid: "Inserisci un importo valido (es. 1.200,00)",
  strategy: "Scegli la strategia: valanga o palla di neve",
  /** A debt whose minimum does not beat its first month's interest is never paid off. */
  neverEnds: (name: string) => `La rata minima di «${name}» non copre nemmeno gli interessi del primo mese: così il debito non finisce mai. Aumenta la rata minima.`,
  tooLong: "Il piano durerebbe più di 1.200 mesi (100 anni): aumenta le rate o la somma in più",
} as const;

export type DebtInput = { name: string; balanceCents: number; ratePercent: number; minPaymentCents: number };

export type DebtOutcome = { name: string; paidOffMonth: number; interestCents: number };

export type DebtPlan = {
  strategy: DebtStrategy;
  months: number;
  totalInterestCents: number;
  /** The debts' names in the order the strategy targets them. */
  order: string[];
  /** Total interest of paying the minimums alone (no extra, nothing rolled over) minus this plan's. */
  interestSavedCents: number;
  /** In the input's order. */
  debts: DebtOutcome[];
};

const centsRange = (euros: { min: number; max: number }) => ({ min: Math.round(euros.min * 100), max: Math.round(euros.max * 100), integer: true });

function checkDebts(debts: readonly DebtInput[]): void {
  if (!Array.isArray(debts) || debts.length === 0) throw new FinanceInputError("debts", DEBT_MESSAGES.noDebts);
  if (debts.length > DEBT_LIMITS.maxDebts) throw new FinanceInputError("debts", DEBT_MESSAGES.tooManyDebts);
  const names = new Set<string>();
  debts.forEach((d: DebtInput | null, i) => {
    if (!d || typeof d !== "object" || typeof d.name !== "string" || d.name.trim() === "") throw new FinanceInputError(`debts.${i}.name`, DEBT_MESSAGES.nameRequired);
    if (d.name.length > DEBT_LIMITS.nameMax) throw new FinanceInputError(`debts.${i}.name`, DEBT_MESSAGES.nameTooLong);
    if (names.has(d.name)) throw new FinanceInputError(`debts.${i}.name`, DEBT_MESSAGES.nameDuplicate);
    names.add(d.name);
    checkNumber(d.balanceCents, `debts.${i}.balance`, centsRange(DEBT_LIMITS.balance), DEBT_MESSAGES.balanceMin);
    checkNumber(d.ratePercent, `debts.${i}.rate`, DEBT_LIMITS.rate, DEBT_MESSAGES.rateMax);
    checkNumber(d.minPaymentCents, `debts.${i}.minPayment`, centsRange(DEBT_LIMITS.minPayment), DEBT_MESSAGES.minPaymentMin);
    if (d.minPaymentCents <= monthlyInterestCents(d.balanceCents, d.ratePercent))
      throw new FinanceInputError(`debts.${i}.minPayment`, DEBT_MESSAGES.neverEnds(d.name));
  });
}

/** Indexes of the debts in targeting order; ties keep the input's order (docs/calculators.md). */
function strategyOrder(debts: readonly DebtInput[], strategy: DebtStrategy): number[] {
  const idx = debts.map((_, i) => i);
  const byRate = (a: number, b: number) => debts[b]!.ratePercent - debts[a]!.ratePercent;
  const byBalance = (a: number, b: number) => debts[a]!.balanceCents - debts[b]!.balanceCents;
  return idx.sort((a, b) => (strategy === "avalanche" ? byRate(a, b) || byBalance(a, b) : byBalance(a, b) || byRate(a, b)) || a - b);
}

type Run = { months: number; paidOffMonth: number[]; interestCents: number[] };

/**
 * Month by month under the convention above. `order` null: minimums only, nothing rolled over.
 * Every minimum beats its first month's interest, so each balance falls every month and the
 * loop ends; plans beyond maxMonths are refused.
 */
function run(debts: readonly DebtInput[], extraCents: number, order: number[] | null): Run {
  const balance = debts.map((d) => d.balanceCents);
  const interest = debts.map(() => 0);
  const paidOffMonth = debts.map(() => 0);
  const budget = debts.reduce((sum, d) => sum + d.minPaymentCents, 0) + (order ? extraCents : 0);
  let month = 0;
  while (balance.some((b) => b > 0)) {
    month += 1;
    if (month > DEBT_LIMITS.maxMonths) throw new FinanceInputError("debts", DEBT_MESSAGES.tooLong);
    let left = budget;
    debts.forEach((d, i) => {
      if (balance[i]! === 0) return;
      const due = monthlyInterestCents(balance[i]!, d.ratePercent);
      balance[i]! += due;
      interest[i]! += due;
    });
    debts.forEach((d, i) => {
      const paid = Math.min(d.minPaymentCents, balance[i]!);
      balance[i]! -= paid;
      left -= paid;
    });
    for (const i of order ?? []) {
      const paid = Math.min(left, balance[i]!);
      balance[i]! -= paid;
      left -= paid;
    }
    debts.forEach((_, i) => {
      if (balance[i] === 0 && paidOffMonth[i] === 0) paidOffMonth[i] = month;
    });
  }
  return { months: month, paidOffMonth, interestCents: interest };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The plan for one strategy; FinanceInputError (Italian message) for input it cannot compute. */
export function planDebts(debts: readonly DebtInput[], extraCents: number, strategy: DebtStrategy): DebtPlan {
  checkDebts(debts);
  checkNumber(extraCents, "extra", centsRange(DEBT_LIMITS.extra), DEBT_MESSAGES.extraMax);
  if (!DEBT_STRATEGIES.includes(strategy)) throw new FinanceInputError("strategy", DEBT_MESSAGES.strategy);
  const order = strategyOrder(debts, strategy);
  const plan = run(debts, extraCents, order);
  const minimumsOnly = run(debts, 0, null);
  const totalInterestCents = sum(plan.interestCents);
  return {
    strategy,
    months: plan.months,
    totalInterestCents,
    order: order.map((i) => debts[i]!.name),
    interestSavedCents: sum(minimumsOnly.interestCents) - totalInterestCents,
    debts: debts.map((d, i) => ({ name: d.name, paidOffMonth: plan.paidOffMonth[i]!, interestCents: plan.interestCents[i]! })),
  };
}
