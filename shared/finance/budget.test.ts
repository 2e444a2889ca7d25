import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { centsToString, sharesOf, splitBudget, toCents } from "./budget";

describe("sharesOf", () => {
  it("legge le quote di un budget salvato: 60/25/15, 50/30/20 anche con i centesimi arrotondati", () => {
    expect(sharesOf({ monthlyIncome: "2000.00", necessities: "1200.00", wants: "500.00" })).toEqual({ necessities: 60, wants: 25, savings: 15 });
    expect(sharesOf({ monthlyIncome: "1234.57", necessities: "617.29", wants: "370.37" })).toEqual({ necessities: 50, wants: 30, savings: 20 });
    expect(sharesOf({ monthlyIncome: "1234.57", ...splitBudget("1234.57", { necessities: 70, wants: 20, savings: 10 }) })).toEqual({ necessities: 70, wants: 20, savings: 10 });
  });
});

describe("splitBudget", () => {
  it("2.000 € → 1.000 / 600 / 400", () => {
    expect(splitBudget(2000)).toEqual({ necessities: "1000.00", wants: "600.00", savings: "400.00" });
  });
  it("con la ripartizione della famiglia: 2.000 € a 60/25/15 → 1.200 / 500 / 300; 1.234,57 € a 70/20/10 → 864,20 / 246,91 / 123,46", () => {
    expect(splitBudget(2000, { necessities: 60, wants: 25, savings: 15 })).toEqual({ necessities: "1200.00", wants: "500.00", savings: "300.00" });
    // 864.199 → 864.20; 246.914 → 246.91; 1234.57 − 864.20 − 246.91 = 123.46
    expect(splitBudget("1234.57", { necessities: 70, wants: 20, savings: 10 })).toEqual({ necessities: "864.20", wants: "246.91", savings: "123.46" });
  });
  it("1.234,57 € → 617,29 / 370,37 / 246,91 (i risparmi prendono il resto del centesimo)", () => {
    // 617.285 → 617.29; 370.371 → 370.37; 1234.57 − 617.29 − 370.37 = 246.91
    expect(splitBudget("1234.57")).toEqual({ necessities: "617.29", wants: "370.37", savings: "246.91" });
  });
  it("proprietà: le tre quote sommano al reddito e restano vicine al 50/30/20", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (cents) => {
        const s = splitBudget(centsToString(cents));
        const parts = [s.necessities, s.wants, s.savings].map(toCents);
        expect(parts[0]! + parts[1]! + parts[2]!).toBe(cents);
        expect(Math.abs(parts[0]! - cents * 0.5)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(parts[1]! - cents * 0.3)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(parts[2]! - cents * 0.2)).toBeLessThanOrEqual(1);
        for (const p of [s.necessities, s.wants, s.savings]) expect(p).toMatch(/^\d+\.\d{2}$/);
      }),
    );
  });
});
