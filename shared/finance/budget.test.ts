import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { centsToString, splitBudget, toCents } from "./budget";

describe("splitBudget", () => {
  it("2.000 € → 1.000 / 600 / 400", () => {
    expect(splitBudget(2000)).toEqual({ necessities: "1000.00", wants: "600.00", savings: "400.00" });
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
