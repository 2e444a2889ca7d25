import { describe, expect, it } from "vitest";
import Decimal from "decimal.js";
import { gainLostToCostsPercent, PAC_DEFAULT_TER_PERCENT, simulatePac, simulatePacWithCosts, trySimulatePacWithCosts } from "./pac";

// The PAC with the fund's yearly cost (TER) and the stamp duty (docs/calculators.md, "PAC con i
// costi"). Expected figures are computed two other ways, never with the code under test:
//  1. a table computed separately with Python 3's decimal module (prec 50), by this method:
//       B = 0; for each month m: B = B + B·r/1200 − B·TER/1200 + P; at m % 12 == 0: B = B − B·0,20/100;
//       tax = 26 % of (round(B) − invested), rounded half-up; every figure rounded half-up to the cent.
//     200 €/month, 20 years, 6,5 %, TER 0,20 %, stamp duty: final 93.396,85 €, TER paid 1.491,83 €,
//     stamp duty 1.595,72 €, year 1 2.465,59 €, year 10 32.916,76 €; without costs 98.084,19 €;
//     tax 11.803,18 € (13.021,89 € without costs), net 81.593,67 € (85.062,30 €).
//  2. a closed form year by year, written below with decimal.js: within a year the balance is an
//     annuity at q = (return − TER)/12, then the stamp duty multiplies it by (1 − 0,002).
/** Final value in cents; `monthly` in cents. */
function closedForm(monthly: number, years: number, annual: number, ter: number, stamp: boolean): number {
  const D = Decimal.clone({ precision: 50 });
  const q = new D(annual).minus(ter).div(1200);
  const growth = q.plus(1).pow(12);
  const yearOfPayments = q.isZero() ? new D(monthly).times(12) : new D(monthly).times(growth.minus(1)).div(q);
  let b = new D(0);
  for (let y = 0; y < years; y++) {
    b = b.times(growth).plus(yearOfPayments);
    if (stamp) b = b.times(new D(1).minus(new D("0.002")));
  }
  return b.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

describe("PAC con i costi del fondo e il bollo", () => {
  it("200 €/mese per 20 anni al 6,5% con TER 0,20% e bollo: meno dello stesso piano senza costi, con la differenza in euro", () => {
    const r = simulatePacWithCosts({ monthlyAmount: 200, years: 20, expectedReturn: 6.5, terPercent: "0,20", stampDuty: true });
    expect(r.totalInvestedCents).toBe(4_800_000);
    expect(r.finalWithoutCostsCents).toBe(9_808_419);
    expect(r.finalAmountCents).toBe(9_339_685);
    expect(r.finalAmountCents).toBeLessThan(r.finalWithoutCostsCents);
    expect(r.costsCents).toBe(468_734); // 4.687,34 € lost to costs
    expect(r.terCents).toBe(149_183);
    expect(r.stampDutyCents).toBe(159_572);
    expect(r.gainCents).toBe(4_539_685);
    expect(r.taxCents).toBe(1_180_318);
    expect(r.netCents).toBe(8_159_367);
    expect(r.netWithoutCostsCents).toBe(8_506_230);
    expect(r.netCostsCents).toBe(346_863);
    expect(r.yearly).toHaveLength(20);
    expect(r.yearly[0]!.valueCents).toBe(246_559);
    expect(r.yearly[9]!.valueCents).toBe(3_291_676);
    expect(r.yearly.at(-1)!.valueCents).toBe(r.finalAmountCents);
    expect(r.finalAmountCents).toBe(closedForm(20_000, 20, 6.5, 0.2, true));
  });

  it("il rendimento è composto mensilmente: 6,5% annuo vale il 6,70% effettivo", () => {
    const r = simulatePacWithCosts({ monthlyAmount: 200, years: 20, expectedReturn: 6.5, terPercent: 0.2, stampDuty: true });
    expect(r.effectiveAnnualPercent).toBeCloseTo(6.6971852, 6);
  });

  it("senza TER né bollo coincide al centesimo con il simulatore di oggi", () => {
    for (const [monthly, years, ret] of [[200, 20, 6.5], [100, 10, 5], [123.45, 7, 0], [50, 30, 4.2]] as const) {
      const r = simulatePacWithCosts({ monthlyAmount: monthly, years, expectedReturn: ret, terPercent: 0, stampDuty: false });
      expect(r.finalAmountCents).toBe(simulatePac({ monthlyAmount: monthly, years, expectedReturn: ret }).finalAmountCents);
      expect(r.costsCents).toBe(0);
    }
  });

  it("coincide con la forma chiusa anno per anno per altri piani", () => {
    for (const [monthly, years, ret, ter, stamp] of [[150, 5, 3.5, 0.35, true], [300, 10, 4.2, 1.5, false], [75.5, 33, 7.2, 0.07, true], [1000, 50, 8, 2, true]] as const) {
      const r = simulatePacWithCosts({ monthlyAmount: monthly, years, expectedReturn: ret, terPercent: ter, stampDuty: stamp });
      expect(r.finalAmountCents, `${monthly}/${years}/${ret}/${ter}`).toBe(closedForm(Math.round(monthly * 100), years, ret, ter, stamp));
    }
  });

  it("costi dell'1 / 1,5 / 2% l'anno su un PAC mensile di 20 anni al 6% lordo si prendono circa il 23 / 33 / 43% del guadagno", () => {
    // Python decimal, same method, no stamp duty: final without costs 92.408,18 €; with TER 1 / 1,5 / 2 %:
    // 82.206,73 / 77.624,87 / 73.354,93 €; gain lost 22,97 / 33,29 / 42,90 %.
    const plain = simulatePacWithCosts({ monthlyAmount: 200, years: 20, expectedReturn: 6, terPercent: 0, stampDuty: false });
    expect(plain.finalAmountCents).toBe(9_240_818);
    const share = (ter: number) => {
      const r = simulatePacWithCosts({ monthlyAmount: 200, years: 20, expectedReturn: 6, terPercent: ter, stampDuty: false });
      return { final: r.finalAmountCents, lost: Math.round(((plain.gainCents - r.gainCents) / plain.gainCents) * 10_000) / 100 };
    };
    expect(share(1)).toEqual({ final: 8_220_673, lost: 22.97 });
    expect(share(1.5)).toEqual({ final: 7_762_487, lost: 33.29 });
    expect(share(2)).toEqual({ final: 7_335_493, lost: 42.9 });
    // What the PAC page's card writes, rounded to the unit.
    expect([1, 1.5, 2].map((ter) => Math.round(gainLostToCostsPercent({ monthlyAmount: 200, years: 20, expectedReturn: 6, terPercent: ter })))).toEqual([23, 33, 43]);
  });

  it("il TER di partenza è quello tipico di un ETF, dal registro; un TER fuori dai limiti è rifiutato con un messaggio in italiano", () => {
    expect(PAC_DEFAULT_TER_PERCENT).toBe(0.2);
    const base = { monthlyAmount: 200, years: 20, expectedReturn: 6.5, stampDuty: true };
    expect(trySimulatePacWithCosts({ ...base, terPercent: "-0,1" }).error?.message).toBe("Il costo annuo del fondo non può essere negativo");
    expect(trySimulatePacWithCosts({ ...base, terPercent: "5,5" }).error?.message).toBe("Costo annuo del fondo massimo 5%");
    expect(trySimulatePacWithCosts({ ...base, terPercent: "abc" }).error?.message).toBe("Inserisci un numero valido");
    expect(trySimulatePacWithCosts({ ...base, terPercent: "" }).error?.message).toBe("Inserisci un numero valido");
    expect(trySimulatePacWithCosts({ ...base, terPercent: "0,20" }).result?.finalAmountCents).toBe(9_339_685);
  });
});
