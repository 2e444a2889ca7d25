import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { afterGainTax, annuityFutureValueCents, inTodaysMoneyCents, simulatePac, trySimulatePac } from "./pac";

// Expected values were computed independently (spreadsheet FV(rate/12; n; -P; 0; 0) and
// published annuity tables), not with the code under test.
describe("simulatePac", () => {
  it("200 €/mese per 20 anni al 6,5% (rendita posticipata) arriva a 98.084,19 €", () => {
    const r = simulatePac({ monthlyAmount: 200, years: 20, expectedReturn: 6.5 });
    expect(r.months).toBe(240);
    expect(r.finalAmountCents).toBe(9_808_419);
    expect(r.totalInvestedCents).toBe(4_800_000);
    expect(r.totalGainCents).toBe(5_008_419);
    expect(r.gainPercent).toBeCloseTo(104.3421, 3);
  });

  it("100 €/mese per 10 anni al 5% arriva a 15.528,23 €", () => {
    expect(simulatePac({ monthlyAmount: "100", years: 10, expectedReturn: "5" }).finalAmountCents).toBe(1_552_823);
  });

  it("al 0% il valore finale è esattamente il versato", () => {
    const r = simulatePac({ monthlyAmount: "123.45", years: 7, expectedReturn: 0 });
    expect(r.finalAmountCents).toBe(12345 * 84);
    expect(r.totalGainCents).toBe(0);
    expect(r.gainPercent).toBe(0);
  });

  it("valore a fine anno per ogni anno, traguardi 5/10/15/20 solo entro la durata", () => {
    const r = simulatePac({ monthlyAmount: 200, years: 15, expectedReturn: 6.5 });
    expect(r.yearly).toHaveLength(15);
    expect(r.yearly[0]).toMatchObject({ year: 1, investedCents: 240_000 });
    // First year: 200 × ((1+0.065/12)^12 − 1)/(0.065/12) = 2.472,8068 (Python decimal)
    expect(r.yearly[0]!.valueCents).toBe(247_281);
    expect(r.milestones.map((m) => m.year)).toEqual([5, 10, 15]);
    expect(simulatePac({ monthlyAmount: 50, years: 30, expectedReturn: 4.2 }).milestones.map((m) => m.year)).toEqual([5, 10, 15, 20]);
    expect(simulatePac({ monthlyAmount: 50, years: 3, expectedReturn: 4.2 }).milestones).toEqual([]);
  });

  it("proprietà: con rendimento ≥ 0 il valore finale non è mai sotto il versato", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 5000 }), (cents, years, bp) => {
        const attempt = trySimulatePac({ monthlyAmount: cents / 100, years, expectedReturn: bp / 100 });
        if (attempt.error) {
          // Refused only when the plan really outgrows the largest storable amount.
          const r = bp / 120_000;
          const estimate = r === 0 ? cents * years * 12 : (cents * ((1 + r) ** (years * 12) - 1)) / r;
          expect(estimate).toBeGreaterThan(99_999_999_999_999 * 0.999);
          expect(attempt.error.message).toBe("Il valore finale è troppo grande per essere salvato: riduci importo, durata o rendimento");
          return;
        }
        const r = attempt.result;
        expect(r.finalAmountCents).toBeGreaterThanOrEqual(r.totalInvestedCents);
        expect(r.yearly.at(-1)!.valueCents).toBe(r.finalAmountCents);
      }),
    );
  });
});

describe("inflazione e tasse", () => {
  it("98.084,19 € fra 20 anni al 2% di inflazione valgono 66.007,85 € di oggi", () => {
    // 98084.19 / 1.02^20 = 98084.19 / 1.4859473960 = 66007.848 (Python decimal)
    expect(inTodaysMoneyCents(9_808_419, 2, 20)).toBe(6_600_785);
  });

  it("26% solo sulla plusvalenza, nulla su una perdita", () => {
    expect(afterGainTax(9_808_419, 4_800_000)).toEqual({ taxCents: 1_302_189, netCents: 8_506_230 });
    expect(afterGainTax(90_000, 100_000)).toEqual({ taxCents: 0, netCents: 90_000 });
  });

  it("nessun versamento, nessun valore", () => {
    expect(annuityFutureValueCents(10_000, 5, 0)).toBe(0);
  });
});
