import { describe, expect, it } from "vitest";
import { CALC_MESSAGES as M, mortgageSchema, pacSimulationSchema, saveBudgetSchema } from "./calculators";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("schemi dei calcolatori", () => {
  it("PAC: i messaggi della specifica", () => {
    const ok = { monthlyAmount: "200", years: 20, expectedReturn: "6.5" };
    expect(pacSimulationSchema.parse(ok)).toMatchObject({ monthlyAmount: 200, years: 20, expectedReturn: 6.5 });
    expect(firstMessage(pacSimulationSchema.safeParse({ ...ok, monthlyAmount: "0.5" }))).toBe("L'importo mensile deve essere maggiore di 0");
    expect(firstMessage(pacSimulationSchema.safeParse({ ...ok, monthlyAmount: "" }))).toBe("L'importo mensile deve essere maggiore di 0");
    expect(firstMessage(pacSimulationSchema.safeParse({ ...ok, years: 0 }))).toBe("Gli anni devono essere almeno 1");
    expect(firstMessage(pacSimulationSchema.safeParse({ ...ok, years: "51" }))).toBe("Massimo 50 anni");
    expect(firstMessage(pacSimulationSchema.safeParse({ ...ok, expectedReturn: "-1" }))).toBe("Il rendimento non può essere negativo");
    expect(firstMessage(pacSimulationSchema.safeParse({ ...ok, expectedReturn: 50.5 }))).toBe("Rendimento massimo 50%");
    expect(firstMessage(pacSimulationSchema.safeParse({ ...ok, years: 2.5 }))).toBe(M.wholeNumber);
    expect(firstMessage(pacSimulationSchema.safeParse({ ...ok, monthlyAmount: "abc" }))).toBe(M.notANumber);
    expect(firstMessage(pacSimulationSchema.safeParse({ ...ok, monthlyAmount: "10,123" }))).toBe(M.twoDecimals);
    // A dot before exactly three digits groups thousands (docs/numbers.md).
    expect(pacSimulationSchema.parse({ ...ok, monthlyAmount: "10.123" }).monthlyAmount).toBe(10123);
    expect(pacSimulationSchema.parse({ ...ok, monthlyAmount: "1.800,50" }).monthlyAmount).toBe(1800.5);
    expect(firstMessage(pacSimulationSchema.safeParse({ ...ok, monthlyAmount: "1,2,3" }))).toBe(M.notANumber);
    // Returns are percentages: the dot is a decimal point.
    expect(pacSimulationSchema.parse({ ...ok, expectedReturn: "6.500" }).expectedReturn).toBe(6.5);
    expect(firstMessage(pacSimulationSchema.safeParse({ ...ok, monthlyAmount: true }))).toBe("L'importo mensile deve essere maggiore di 0");
  });

  it("budget: reddito positivo, quote coerenti con il 50/30/20", () => {
    expect(saveBudgetSchema.parse({ monthlyIncome: "2000,50" }).monthlyIncome).toBe(2000.5);
    expect(saveBudgetSchema.parse({ monthlyIncome: "1.800" }).monthlyIncome).toBe(1800);
    expect(saveBudgetSchema.parse({ monthlyIncome: "€ 1.800,50" }).monthlyIncome).toBe(1800.5);
    expect(saveBudgetSchema.parse({ monthlyIncome: "1800.50" }).monthlyIncome).toBe(1800.5);
    expect(firstMessage(saveBudgetSchema.safeParse({ monthlyIncome: "1.50.0" }))).toBe(M.notANumber);
    expect(firstMessage(saveBudgetSchema.safeParse({ monthlyIncome: "0" }))).toBe(M.incomeMin);
    const mismatch = saveBudgetSchema.safeParse({ monthlyIncome: "2000", necessities: "1200.00", wants: "600.00", savings: "200.00" });
    expect(firstMessage(mismatch)).toBe(M.splitMismatch);
    expect(saveBudgetSchema.safeParse({ monthlyIncome: "2000", necessities: "1000.00", wants: "600.00", savings: "400.00" }).success).toBe(true);
  });

  it("mutuo: intervalli e messaggi della specifica", () => {
    const ok = { propertyValue: "200000", downPayment: "20", loanTerm: "25", interestRate: "3.5", monthlyIncome: "3000" };
    expect(mortgageSchema.safeParse(ok).success).toBe(true);
    expect(mortgageSchema.parse({ ...ok, propertyValue: "250.000" }).propertyValue).toBe(250_000);
    expect(mortgageSchema.parse({ ...ok, propertyValue: "€ 250.000,00" }).propertyValue).toBe(250_000);
    expect(mortgageSchema.parse({ ...ok, interestRate: "3.125" }).interestRate).toBe(3.125);
    expect(mortgageSchema.parse({ ...ok, interestRate: "3,125 %" }).interestRate).toBe(3.125);
    expect(firstMessage(mortgageSchema.safeParse({ ...ok, propertyValue: "12,345,6" }))).toBe(M.notANumber);
    const cases: [Partial<typeof ok>, string][] = [
      [{ propertyValue: "49999" }, "Valore minimo €50.000"],
      [{ propertyValue: "2000001" }, "Valore massimo €2.000.000"],
      [{ downPayment: "9" }, "Anticipo minimo 10%"],
      [{ downPayment: "51" }, "Anticipo massimo 50%"],
      [{ loanTerm: "4" }, "Durata minima 5 anni"],
      [{ loanTerm: "31" }, "Durata massima 30 anni"],
      [{ interestRate: "0.9" }, "Tasso minimo 1%"],
      [{ interestRate: "10.1" }, "Tasso massimo 10%"],
      [{ monthlyIncome: "999" }, "Reddito minimo €1.000"],
    ];
    for (const [patch, message] of cases) expect(firstMessage(mortgageSchema.safeParse({ ...ok, ...patch }))).toBe(message);
  });
});
