import { describe, expect, it } from "vitest";
import { CALC_MESSAGES, PAC_AMOUNT_MAX, mortgageSchema, pacSimulationSchema } from "../schemas/calculators";
import { FINANCE_LIMITS, FINANCE_MESSAGES } from "./limits";

// The finance functions refuse with the form's own words and ranges: the two must not drift.
describe("limiti delle funzioni finanziarie e dei moduli", () => {
  it("the shared messages are the forms' messages, word for word", () => {
    const shared = Object.keys(FINANCE_MESSAGES).filter((k) => k in CALC_MESSAGES) as (keyof typeof CALC_MESSAGES & keyof typeof FINANCE_MESSAGES)[];
    expect(shared.length).toBeGreaterThanOrEqual(19);
    for (const k of shared) expect(FINANCE_MESSAGES[k], k).toBe(CALC_MESSAGES[k]);
  });

  it("the calculator ranges are the forms' ranges", () => {
    const m = FINANCE_LIMITS.mortgage;
    const base = { propertyValue: m.propertyValue.min, downPayment: m.downPayment.min, loanTerm: m.loanTerm.min, interestRate: m.interestRate.min, monthlyIncome: m.monthlyIncome.min };
    expect(mortgageSchema.safeParse(base).success).toBe(true);
    const max = { propertyValue: m.propertyValue.max, downPayment: m.downPayment.max, loanTerm: m.loanTerm.max, interestRate: m.interestRate.max, monthlyIncome: m.monthlyIncome.max };
    expect(mortgageSchema.safeParse(max).success).toBe(true);
    for (const [k, v] of Object.entries(m)) {
      expect(mortgageSchema.safeParse({ ...base, [k]: v.min - 1 }).success, `${k} below`).toBe(false);
      expect(mortgageSchema.safeParse({ ...max, [k]: v.max + 1 }).success, `${k} above`).toBe(false);
    }
    expect(FINANCE_LIMITS.pac.monthlyAmount.max).toBe(PAC_AMOUNT_MAX);
    expect(pacSimulationSchema.safeParse({ monthlyAmount: "1", years: 1, expectedReturn: "0" }).success).toBe(true);
    expect(pacSimulationSchema.safeParse({ monthlyAmount: "0.99", years: 1, expectedReturn: "0" }).success).toBe(false);
    expect(pacSimulationSchema.safeParse({ monthlyAmount: "1", years: 51, expectedReturn: "5" }).success).toBe(false);
  });
});
