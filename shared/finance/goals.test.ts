import { describe, expect, it } from "vitest";
import { emergencyFund, goalFigures, lastCompleteMonths, monthsToGo, nextDueDate } from "./goals";

const nov2026 = { year: 2026, month: 11 };
const base = { targetCents: 120_000, savedCents: 0, targetDate: "2027-11-28", monthlyCents: null, createdMonth: nov2026 };

describe("goalFigures (docs/plan.md, Calcoli degli obiettivi)", () => {
  it("1.200,00 € due twelve months from now needs 100,00 € a month", () => {
    expect(goalFigures(base, nov2026).monthlyNeededCents).toBe(10_000);
  });

  it("150,00 € saved is 12,5 % and lowers the monthly amount needed, rounded up to the cent", () => {
    const f = goalFigures({ ...base, savedCents: 15_000 }, nov2026);
    expect(f.progressPercent).toBe(12.5);
    expect(f.monthlyNeededCents).toBe(8_750);
    // 1.000,00 over 3 months is 333,333…: 333,34 a month arrives on time.
    expect(goalFigures({ ...base, targetCents: 100_000, targetDate: "2027-02-01" }, nov2026).monthlyNeededCents).toBe(33_334);
  });

  it("months to go are calendar months, at least one (this month's target too)", () => {
    expect(monthsToGo(nov2026, { year: 2026, month: 11 })).toBe(1);
    expect(monthsToGo(nov2026, { year: 2026, month: 12 })).toBe(1);
    expect(monthsToGo(nov2026, { year: 2027, month: 1 })).toBe(2);
    expect(goalFigures({ ...base, targetDate: "2026-11-30" }, nov2026).monthlyNeededCents).toBe(120_000);
  });

  it("the pace is the monthly amount when given: projected date and on-track follow it", () => {
    const slow = goalFigures({ ...base, monthlyCents: 5_000 }, nov2026);
    expect(slow.projectedDate).toBe("2028-11-30"); // 24 months of 50 €
    expect(slow.onTrack).toBe(false);
    const fast = goalFigures({ ...base, monthlyCents: 10_000 }, nov2026);
    expect(fast.projectedDate).toBe("2027-11-30");
    expect(fast.onTrack).toBe(true);
  });

  it("without a monthly amount the pace is what was saved per month since creation", () => {
    const f = goalFigures({ ...base, savedCents: 30_000, createdMonth: { year: 2026, month: 10 } }, nov2026);
    // 300 € over two months: 150 € a month, 900 € left → 6 months.
    expect(f.projectedDate).toBe("2027-05-31");
    expect(f.onTrack).toBe(true);
    const none = goalFigures(base, nov2026);
    expect(none.projectedDate).toBeNull();
    expect(none.onTrack).toBe(false);
  });

  it("a goal without a date has no monthly amount needed; a reached goal is on track at 100 %", () => {
    expect(goalFigures({ ...base, targetDate: null, monthlyCents: 10_000 }, nov2026).monthlyNeededCents).toBeNull();
    const done = goalFigures({ ...base, savedCents: 130_000 }, nov2026);
    expect(done).toMatchObject({ progressPercent: 100, monthlyNeededCents: 0, onTrack: true, projectedDate: "2026-11-30" });
    expect(goalFigures({ ...base, savedCents: -100 }, nov2026).progressPercent).toBe(0);
  });

  it("percent is half-up to two decimals", () => {
    expect(goalFigures({ ...base, targetCents: 30_000, savedCents: 10_000 }, nov2026).progressPercent).toBe(33.33);
    expect(goalFigures({ ...base, targetCents: 30_000, savedCents: 20_000 }, nov2026).progressPercent).toBe(66.67);
  });
});

describe("yearly known cost", () => {
  it("is due in its next month strictly after this one", () => {
    expect(nextDueDate(3, nov2026)).toBe("2027-03-31");
    expect(nextDueDate(12, nov2026)).toBe("2026-12-31");
    expect(nextDueDate(11, nov2026)).toBe("2027-11-30");
  });
});

describe("emergencyFund (docs/plan.md, Fondo di emergenza)", () => {
  it("900, 1.000 and 1.100 € over six months: 1.000,00 a month, 6.000,00", () => {
    expect(emergencyFund([90_000, 100_000, 110_000], 6)).toEqual({ monthlyEssentialCents: 100_000, targetCents: 600_000 });
  });
  it("averages half-up to the cent", () => {
    expect(emergencyFund([100, 100, 101], 3).monthlyEssentialCents).toBe(100);
    expect(emergencyFund([100, 101, 101], 3).monthlyEssentialCents).toBe(101);
    expect(emergencyFund([], 3)).toEqual({ monthlyEssentialCents: 0, targetCents: 0 });
  });
  it("the three months are the complete ones before today, across a year's end", () => {
    expect(lastCompleteMonths({ year: 2027, month: 2 })).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
  });
});
