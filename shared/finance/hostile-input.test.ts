import { describe, expect, it } from "vitest";
import * as budget from "./budget";
import * as mortgage from "./mortgage";
import * as pac from "./pac";
import * as purchase from "./purchase-costs";
import * as round from "./round";
import * as cents from "./cents";
import * as debtPlan from "./debt-plan";
import { FinanceInputError } from "./errors";

// Every exported finance function is fed hostile values in every numeric position: each call
// either returns finite figures or throws FinanceInputError with an Italian message. No timing
// assertion: the validation bounds every loop, so the sweep ends on its own.

const HOSTILE: unknown[] = [NaN, Infinity, -Infinity, -1, -0.01, 0, 1e308, Number.MAX_SAFE_INTEGER, 1e15, 0.5, "abc", "", "1e400", null, undefined, {}, [], true];
const ITALIAN = /[a-zà-ù]/i;
const ENGLISH = /\b(the|invalid|must|number|error|cannot)\b/i;

/** Every number in a result, however nested. */
function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === "number") out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) numbersIn(v, out);
  return out;
}

function expectSafe(label: string, call: () => unknown) {
  let result: unknown;
  try {
    result = call();
  } catch (e) {
    expect(e, `${label} threw ${String(e)}`).toBeInstanceOf(FinanceInputError);
    const msg = (e as Error).message;
    expect(msg, label).toMatch(ITALIAN);
    expect(msg, label).not.toMatch(ENGLISH);
    return;
  }
  for (const n of numbersIn(result)) expect(Number.isFinite(n), `${label} returned ${n}`).toBe(true);
}

const validMortgage = { propertyValue: 200_000, downPayment: 20, loanTerm: 25, interestRate: 3.5, monthlyIncome: 2500 };
const validPac = { monthlyAmount: 200, years: 20, expectedReturn: 6.5 };

/** Each function with a valid argument list; the sweep replaces one position (or field) at a time. */
const CASES: [string, (...args: never[]) => unknown, unknown[]][] = [
  ["toCents", budget.toCents, [12.5]],
  ["centsToString", budget.centsToString, [1250]],
  ["splitBudget", budget.splitBudget, [2000]],
  ["sharesOf", budget.sharesOf, [{ monthlyIncome: "2000.00", necessities: "1200.00", wants: "500.00" }]],
  ["eurosToCents", round.eurosToCents, [12.5]],
  ["percentOfCents", cents.percentOfCents, [123_462, 0.25]],
  ["monthlyInterestCents", cents.monthlyInterestCents, [16_000_000, 3.5]],
  ["loanAmountCents", mortgage.loanAmountCents, [200_000, 20]],
  ["monthlyPaymentCents", mortgage.monthlyPaymentCents, [16_000_000, 3.5, 300]],
  ["amortizationSchedule", mortgage.amortizationSchedule, [16_000_000, 3.5, 300]],
  ["maxLoanCents", mortgage.maxLoanCents, [80_000, 3.5, 300]],
  ["calculateMortgage", mortgage.calculateMortgage, [validMortgage]],
  ["maxAffordable", mortgage.maxAffordable, [validMortgage, 0.35]],
  ["purchaseCosts", purchase.purchaseCosts, [200_000, { firstHome: true, seller: "privato", loanCents: 16_000_000 }]],
  ["extraCosts", mortgage.extraCosts, [200_000]],
  ["annuityFutureValueCents", pac.annuityFutureValueCents, [20_000, 6.5, 240]],
  ["simulatePac", pac.simulatePac, [validPac]],
  ["trySimulatePac", pac.trySimulatePac, [validPac]],
  ["inTodaysMoneyCents", pac.inTodaysMoneyCents, [9_808_419, 2, 20]],
  ["afterGainTax", pac.afterGainTax, [9_808_419, 4_800_000]],
  ["effectiveAnnualPercent", pac.effectiveAnnualPercent, [6.5]],
  ["simulatePacWithCosts", pac.simulatePacWithCosts, [{ ...validPac, terPercent: "0,20", stampDuty: true }]],
  ["trySimulatePacWithCosts", pac.trySimulatePacWithCosts, [{ ...validPac, terPercent: "0,20", stampDuty: true }]],
  ["planDebts", debtPlan.planDebts, [[{ name: "A", balanceCents: 200_000, ratePercent: 7.5, minPaymentCents: 6_000 }, { name: "B", balanceCents: 500_000, ratePercent: 19.9, minPaymentCents: 15_000 }], 10_000, "avalanche"]],
  ["gainLostToCostsPercent", pac.gainLostToCostsPercent, [{ ...validPac, terPercent: 1 }]],
];

describe("funzioni finanziarie con input ostili", () => {
  it("the sweep covers every exported function", () => {
    const exported = [budget, mortgage, pac, purchase, round, cents, debtPlan].flatMap((m) => Object.entries(m).filter(([, v]) => typeof v === "function").map(([k]) => k));
    const swept = new Set(CASES.map(([name]) => name));
    // Helpers that are not finance maths: the decimal class, and rounding of an already-exact decimal.
    const notMaths = new Set(["Dec", "roundHalfUp", "floorDec", "groupByYear"]);
    expect(exported.filter((name) => !swept.has(name) && !notMaths.has(name))).toEqual([]);
  });

  for (const [name, fn, valid] of CASES) {
    it(`${name}: valori finiti o FinanceInputError in italiano`, () => {
      expectSafe(`${name}(valid)`, () => (fn as (...a: unknown[]) => unknown)(...valid));
      valid.forEach((arg, i) => {
        for (const bad of HOSTILE) {
          const args = [...valid];
          args[i] = bad;
          expectSafe(`${name} arg ${i} = ${String(bad)}`, () => (fn as (...a: unknown[]) => unknown)(...args));
          // Objects: poison one field at a time.
          if (arg && typeof arg === "object") {
            for (const key of Object.keys(arg)) {
              const obj = { ...(arg as Record<string, unknown>), [key]: bad };
              const args2 = [...valid];
              args2[i] = obj;
              expectSafe(`${name} arg ${i}.${key} = ${String(bad)}`, () => (fn as (...a: unknown[]) => unknown)(...args2));
            }
          }
        }
      });
    });
  }

  it("groupByYear refuses rows that are not a schedule", () => {
    expectSafe("groupByYear(NaN rows)", () => mortgage.groupByYear([{ month: NaN, paymentCents: 1, principalCents: 1, interestCents: 0, balanceCents: 0 }]));
    expectSafe("groupByYear(∞ rows)", () => mortgage.groupByYear([{ month: 1, paymentCents: Infinity, principalCents: 1, interestCents: 0, balanceCents: 0 }]));
    expect(() => mortgage.groupByYear({ length: Infinity } as never)).toThrow(FinanceInputError);
  });

  it("a schedule or a plan of Infinity periods is refused, not computed", () => {
    expect(() => mortgage.amortizationSchedule(16_000_000, 3.5, Infinity)).toThrow(FinanceInputError);
    expect(() => pac.simulatePac({ monthlyAmount: 200, years: Infinity, expectedReturn: 6.5 })).toThrow(FinanceInputError);
    expect(() => pac.simulatePac({ monthlyAmount: 200, years: 1e9, expectedReturn: 6.5 })).toThrow("Massimo 50 anni");
    expect(() => mortgage.calculateMortgage({ ...validMortgage, loanTerm: 1e9 })).toThrow("Durata massima 30 anni");
    expect(() => mortgage.calculateMortgage({ ...validMortgage, monthlyIncome: 0 })).toThrow("Reddito minimo €1.000");
  });
});
