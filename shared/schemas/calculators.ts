import { z } from "zod";
import { integerField, moneyField, NUMBER_MESSAGES, percentField } from "./number-fields";
import { toCents } from "../money";
import { splitBudget, type BudgetShares } from "../finance/budget";
import { BUDGET_SPLIT } from "../constants";
import { FORM_RANGE_MESSAGES } from "../finance/limits";

// docs/calculators.md. One schema per form, used by the page (zodResolver) and by the route.
// Numbers arrive as strings (the API sends amounts as strings) or numbers, read the Italian way
// by the shared fields (docs/numbers.md): "1.800" is 1800, "1.800,50" is 1800.5.

export const CALC_MESSAGES = {
  notANumber: NUMBER_MESSAGES.invalid,
  twoDecimals: NUMBER_MESSAGES.decimals,
  wholeNumber: NUMBER_MESSAGES.integer,
  // Budget: these rules are ours (docs/calculators.md)
  incomeMin: "Il reddito mensile deve essere maggiore di 0",
  incomeMax: "Il reddito mensile massimo è 1.000.000 €",
  splitMismatch: "La ripartizione deve essere esattamente 50/30/20 del reddito",
  // PAC and mortgage: the finance functions refuse with the same words (shared/finance/limits.ts).
  ...FORM_RANGE_MESSAGES,
  // UI
  budgetSaved: "Budget Salvato",
  saving: "Salvataggio…",
  riskyMortgage: "Attenzione: mutuo rischioso!",
} as const;

const M = CALC_MESSAGES;

// ── Budget ───────────────────────────────────────────────────────────────────────────────
export const BUDGET_INCOME_MAX = 1_000_000;
const incomeField = moneyField({ min: [0.01, M.incomeMin], max: [BUDGET_INCOME_MAX, M.incomeMax] });
const shareField = moneyField({ min: [0, M.splitMismatch], max: [BUDGET_INCOME_MAX, M.splitMismatch] }).optional();

export const budgetIncomeSchema = z.object({ monthlyIncome: incomeField });

/** "La ripartizione deve essere esattamente 60/25/15 del reddito". */
const splitMismatchMessage = (s: BudgetShares) =>
  s.necessities === BUDGET_SPLIT.necessities && s.wants === BUDGET_SPLIT.wants ? M.splitMismatch : `La ripartizione deve essere esattamente ${s.necessities}/${s.wants}/${s.savings} del reddito`;

/**
 * POST /api/user/budget. The server recomputes the split from the income and the family's shares
 * (docs/plan.md, "La ripartizione della famiglia"); shares the client sends must match that exact
 * split to the cent, otherwise the request is rejected.
 */
export const saveBudgetSchemaFor = (shares: BudgetShares = BUDGET_SPLIT) =>
  z.object({ monthlyIncome: incomeField, necessities: shareField, wants: shareField, savings: shareField }).superRefine((v, ctx) => {
    const split = splitBudget(v.monthlyIncome, shares);
    for (const key of ["necessities", "wants", "savings"] as const) {
      const given = v[key];
      if (given !== undefined && toCents(given) !== toCents(split[key])) {
        ctx.addIssue({ code: "custom", path: [key], message: splitMismatchMessage(shares) });
      }
    }
  });

/** The check above with the default 50/30/20 (the family's own split: saveBudgetSchemaFor, docs/plan.md). */
export const saveBudgetSchema = saveBudgetSchemaFor();

export type SaveBudgetInput = z.input<typeof saveBudgetSchema>;

export type SavedBudget = { id: number; monthlyIncome: string; necessities: string; wants: string; savings: string; createdAt: string };

// ── PAC ──────────────────────────────────────────────────────────────────────────────────
export const PAC_YEAR_CHOICES = [5, 10, 15, 20, 25, 30] as const;
export const PAC_RETURN_CHOICES = ["3.5", "4.2", "5.8", "6.5", "7.2", "8.0"] as const;
export const PAC_AMOUNT_MAX = 100_000;

/** POST /api/user/pac-simulations. finalAmount may be sent (the original client does) but is recomputed. */
export const pacSimulationSchema = z.object({
  monthlyAmount: moneyField({ min: [1, M.pacAmountMin], max: [PAC_AMOUNT_MAX, M.pacAmountMax] }),
  years: integerField({ min: [1, M.pacYearsMin], max: [50, M.pacYearsMax] }),
  expectedReturn: percentField({ min: [0, M.pacReturnMin], max: [50, M.pacReturnMax] }),
  finalAmount: z.unknown().optional(),
});
export type PacSimulationInput = z.input<typeof pacSimulationSchema>;

export type PacSimulation = {
  id: number;
  monthlyAmount: string;
  years: number;
  expectedReturn: string;
  finalAmount: string;
  createdAt: string;
};

// ── Mortgage ─────────────────────────────────────────────────────────────────────────────
export const MORTGAGE_DOWN_CHOICES = [10, 15, 20, 25, 30, 40] as const;
export const MORTGAGE_TERM_CHOICES = [10, 15, 20, 25, 30] as const;
export const MORTGAGE_RATE_CHOICES = ["2.8", "3.2", "3.5", "3.8", "4.2", "4.5"] as const;

export const mortgageSchema = z.object({
  propertyValue: moneyField({ min: [50_000, M.propertyMin], max: [2_000_000, M.propertyMax] }),
  downPayment: percentField({ min: [10, M.downMin], max: [50, M.downMax] }),
  loanTerm: integerField({ min: [5, M.termMin], max: [30, M.termMax] }),
  // Rates are quoted to the thousandth ("3,125 %").
  interestRate: percentField({ min: [1, M.rateMin], max: [10, M.rateMax], decimals: 3 }),
  monthlyIncome: moneyField({ min: [1000, M.mortgageIncomeMin], max: [1_000_000, M.mortgageIncomeMax] }),
});
