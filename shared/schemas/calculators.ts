import { z } from "zod";
import { splitBudget, toCents } from "../finance/budget";

// Part 2 §5 and §7. One schema per form, used by the page (zodResolver) and by the route.
// Numbers arrive as strings (the API sends amounts as strings) or numbers; an Italian decimal
// comma is accepted ("1500,50").

export const CALC_MESSAGES = {
  notANumber: "Inserisci un numero valido",
  twoDecimals: "Sono ammessi al massimo 2 decimali",
  wholeNumber: "Inserisci un numero intero",
  // Budget (the spec shows no schema: these rules are ours, see docs/calculators.md)
  incomeMin: "Il reddito mensile deve essere maggiore di 0",
  incomeMax: "Il reddito mensile massimo è 1.000.000 €",
  splitMismatch: "La ripartizione deve essere esattamente 50/30/20 del reddito",
  // PAC (spec part 2 §5)
  pacAmountMin: "L'importo mensile deve essere maggiore di 0",
  pacAmountMax: "L'importo mensile massimo è 100.000 €",
  pacYearsMin: "Gli anni devono essere almeno 1",
  pacYearsMax: "Massimo 50 anni",
  pacReturnMin: "Il rendimento non può essere negativo",
  pacReturnMax: "Rendimento massimo 50%",
  pacTooLarge: "Il valore finale è troppo grande per essere salvato: riduci importo, durata o rendimento",
  // Mortgage (spec part 2 §5)
  propertyMin: "Valore minimo €50.000",
  propertyMax: "Valore massimo €2.000.000",
  downMin: "Anticipo minimo 10%",
  downMax: "Anticipo massimo 50%",
  termMin: "Durata minima 5 anni",
  termMax: "Durata massima 30 anni",
  rateMin: "Tasso minimo 1%",
  rateMax: "Tasso massimo 10%",
  mortgageIncomeMin: "Reddito minimo €1.000",
  mortgageIncomeMax: "Reddito massimo €1.000.000",
  // UI
  budgetSaved: "Budget Salvato",
  saving: "Salvando...",
  riskyMortgage: "Attenzione: mutuo rischiosa!",
} as const;

type Bound = readonly [number, string];
type NumberRules = { min: Bound; max: Bound; integer?: boolean; decimals?: number };

/**
 * A number given as a string or a number. Empty means "nothing", reported with the minimum's
 * message (the spec's message for a missing amount); text that is not a number gets its own.
 */
function numberField({ min, max, integer = false, decimals = 2 }: NumberRules) {
  return z
    .union([z.string(), z.number()], { error: min[1] })
    .transform((raw, ctx) => {
      let n: number;
      if (typeof raw === "number") {
        n = raw;
      } else {
        let s = raw.trim();
        if (s === "") {
          ctx.addIssue({ code: "custom", message: min[1] });
          return z.NEVER;
        }
        if (!s.includes(".")) s = s.replace(",", ".");
        if (!/^[-+]?\d+(\.\d+)?$/.test(s)) {
          ctx.addIssue({ code: "custom", message: CALC_MESSAGES.notANumber });
          return z.NEVER;
        }
        n = Number(s);
      }
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: CALC_MESSAGES.notANumber });
        return z.NEVER;
      }
      if (integer && !Number.isInteger(n)) {
        ctx.addIssue({ code: "custom", message: CALC_MESSAGES.wholeNumber });
        return z.NEVER;
      }
      const scaled = n * 10 ** decimals;
      if (Math.abs(scaled - Math.round(scaled)) > 1e-6 * Math.max(1, Math.abs(scaled))) {
        ctx.addIssue({ code: "custom", message: CALC_MESSAGES.twoDecimals });
        return z.NEVER;
      }
      return n;
    })
    .pipe(z.number().min(min[0], min[1]).max(max[0], max[1]));
}

const M = CALC_MESSAGES;

// ── Budget ───────────────────────────────────────────────────────────────────────────────
export const BUDGET_INCOME_MAX = 1_000_000;
const incomeField = numberField({ min: [0.01, M.incomeMin], max: [BUDGET_INCOME_MAX, M.incomeMax] });
const shareField = numberField({ min: [0, M.splitMismatch], max: [BUDGET_INCOME_MAX, M.splitMismatch] }).optional();

export const budgetIncomeSchema = z.object({ monthlyIncome: incomeField });

/**
 * POST /api/user/budget. The server recomputes the split from the income; shares the client
 * sends must match that exact split to the cent, otherwise the request is rejected.
 */
export const saveBudgetSchema = z
  .object({ monthlyIncome: incomeField, necessities: shareField, wants: shareField, savings: shareField })
  .superRefine((v, ctx) => {
    const split = splitBudget(v.monthlyIncome);
    for (const key of ["necessities", "wants", "savings"] as const) {
      const given = v[key];
      if (given !== undefined && toCents(given) !== toCents(split[key])) {
        ctx.addIssue({ code: "custom", path: [key], message: M.splitMismatch });
      }
    }
  });
export type SaveBudgetInput = z.input<typeof saveBudgetSchema>;

export type SavedBudget = { id: number; monthlyIncome: string; necessities: string; wants: string; savings: string; createdAt: string };

// ── PAC ──────────────────────────────────────────────────────────────────────────────────
export const PAC_YEAR_CHOICES = [5, 10, 15, 20, 25, 30] as const;
export const PAC_RETURN_CHOICES = ["3.5", "4.2", "5.8", "6.5", "7.2", "8.0"] as const;
export const PAC_AMOUNT_MAX = 100_000;

/** POST /api/user/pac-simulations. finalAmount may be sent (the spec does) but is recomputed. */
export const pacSimulationSchema = z.object({
  monthlyAmount: numberField({ min: [1, M.pacAmountMin], max: [PAC_AMOUNT_MAX, M.pacAmountMax] }),
  years: numberField({ min: [1, M.pacYearsMin], max: [50, M.pacYearsMax], integer: true }),
  expectedReturn: numberField({ min: [0, M.pacReturnMin], max: [50, M.pacReturnMax] }),
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
  propertyValue: numberField({ min: [50_000, M.propertyMin], max: [2_000_000, M.propertyMax] }),
  downPayment: numberField({ min: [10, M.downMin], max: [50, M.downMax] }),
  loanTerm: numberField({ min: [5, M.termMin], max: [30, M.termMax], integer: true }),
  interestRate: numberField({ min: [1, M.rateMin], max: [10, M.rateMax] }),
  monthlyIncome: numberField({ min: [1000, M.mortgageIncomeMin], max: [1_000_000, M.mortgageIncomeMax] }),
});
