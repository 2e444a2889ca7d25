import { describe, expect, it } from "vitest";
import { carryFrom, categoryStatus, daysInMonth, daysPassed, projectedSpending } from "./category-budget";

describe("category budget status (docs/plan.md, Budget per categoria)", () => {
  it("400 € budget, 200 € spent by the 10th of a 30-day month: projected 600 €, overshoot 200 €", () => {
    const passed = daysPassed({ year: 2026, month: 11 }, "2026-11-10");
    expect(passed).toBe(10);
    expect(daysInMonth({ year: 2026, month: 11 })).toBe(30);
    expect(categoryStatus({ amount: 40000, carry: 0, spent: 20000, passed, days: 30 })).toEqual({ budget: 40000, spent: 20000, left: 20000, projected: 60000, overshoot: 20000 });
  });

  it("a pace within the budget has no overshoot", () => {
    expect(categoryStatus({ amount: 40000, carry: 0, spent: 10000, passed: 15, days: 30 })).toMatchObject({ projected: 20000, overshoot: 0 });
  });

  it("days passed: a past month counts all its days, a future month none, February of a leap year 29", () => {
    expect(daysPassed({ year: 2024, month: 2 }, "2026-11-28")).toBe(29);
    expect(daysPassed({ year: 2026, month: 12 }, "2026-11-28")).toBe(0);
    expect(daysPassed({ year: 2027, month: 1 }, "2026-12-31")).toBe(0);
    expect(daysPassed({ year: 2026, month: 11 }, "2026-11-01")).toBe(1);
  });

  it("a future month projects what is already recorded, without extrapolating", () => {
    expect(projectedSpending(12345, 0, 31)).toBe(12345);
  });

  it("the pace rounds half-up to the cent", () => {
    // 100,01 € in 3 days of a 31-day month: 10001 × 31 / 3 = 103343,67 → 103344 cents.
    expect(projectedSpending(10001, 3, 31)).toBe(103344);
    // 0,01 € in 2 days of 31: 15,5 → 16 cents.
    expect(projectedSpending(1, 2, 31)).toBe(16);
  });

  it("carry-over adds last month's left and subtracts its overspending", () => {
    expect(carryFrom(40000, 35000)).toBe(5000);
    expect(carryFrom(40000, 45000)).toBe(-5000);
    expect(categoryStatus({ amount: 40000, carry: -5000, spent: 30000, passed: 31, days: 31 })).toEqual({ budget: 35000, spent: 30000, left: 5000, projected: 30000, overshoot: 0 });
  });
});
