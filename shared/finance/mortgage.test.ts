import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { amortizationSchedule, calculateMortgage, extraCosts, loanAmountCents, maxAffordable, maxLoanCents, monthlyPaymentCents, purchaseCosts } from "./mortgage";

// Instalments checked against published French-amortisation tables / spreadsheet RATA().
describe("rata del mutuo", () => {
  it("160.000 € al 3,5% per 25 anni: 801,00 € al mese", () => {
    expect(monthlyPaymentCents(16_000_000, 3.5, 300)).toBe(80_100);
  });
  it("100.000 € al 5% per 30 anni: 536,82 €; 150.000 € al 4% per 20 anni: 908,97 €", () => {
    expect(monthlyPaymentCents(10_000_000, 5, 360)).toBe(53_682);
    expect(monthlyPaymentCents(15_000_000, 4, 240)).toBe(90_897);
  });
  it("tasso 0%: capitale diviso per i mesi", () => {
    expect(monthlyPaymentCents(10_000_000, 0, 120)).toBe(83_333);
  });
});

describe("calculateMortgage", () => {
  it("immobile da 200.000 € con anticipo 20%: mutuo 160.000 €, sostenibilità con reddito 2.500 €", () => {
    const r = calculateMortgage({ propertyValue: 200_000, downPayment: 20, loanTerm: 25, interestRate: 3.5, monthlyIncome: 2500 });
    expect(r.loanAmountCents).toBe(16_000_000);
    expect(r.downPaymentCents).toBe(4_000_000);
    expect(r.monthlyPaymentCents).toBe(80_100);
    expect(r.affordabilityRatio).toBeCloseTo(32.04, 2);
    expect(r.isAffordable).toBe(true);
    expect(r.schedule).toHaveLength(300);
    expect(r.years).toHaveLength(25);
    // 299 × 801,00 + last instalment adjusted by the rounding residue.
    expect(r.totalPaymentCents).toBe(r.schedule.reduce((s, x) => s + x.paymentCents, 0));
    expect(r.totalInterestCents).toBe(r.totalPaymentCents - 16_000_000);
    expect(Math.abs(r.totalPaymentCents - 80_100 * 300)).toBeLessThan(500);
    // First month: interest 160.000 × 3,5%/12 = 466,67; principal 334,33.
    expect(r.schedule[0]).toEqual({ month: 1, paymentCents: 80_100, principalCents: 33_433, interestCents: 46_667, balanceCents: 15_966_567 });
  });

  it("esattamente al 35% è sostenibile, un centesimo sopra no", () => {
    // Instalment 801,00: 35% of 2.288,58 is 801,003 (ok); 35% of 2.288,56 is 800,996 (no).
    const base = { propertyValue: 200_000, downPayment: 20, loanTerm: 25, interestRate: 3.5 };
    expect(calculateMortgage({ ...base, monthlyIncome: 2288.58 }).isAffordable).toBe(true);
    expect(calculateMortgage({ ...base, monthlyIncome: 2288.56 }).isAffordable).toBe(false);
    expect(calculateMortgage({ ...base, monthlyIncome: 2000 }).isAffordable).toBe(false);
  });

  it("proprietà: il capitale rimborsato somma al mutuo e il debito finisce a 0,00", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 2_000_000 }),
        fc.integer({ min: 10, max: 50 }),
        fc.integer({ min: 5, max: 30 }),
        fc.integer({ min: 100, max: 1000 }),
        (value, dp, years, rateBp) => {
          const loan = loanAmountCents(value, dp);
          const rows = amortizationSchedule(loan, rateBp / 100, years * 12);
          expect(rows).toHaveLength(years * 12);
          expect(rows.reduce((s, r) => s + r.principalCents, 0)).toBe(loan);
          expect(rows.at(-1)!.balanceCents).toBe(0);
          // One assertion per case (not per row): the same check, cheap enough for a busy CI machine.
          expect(rows.find((r) => !(r.principalCents > 0 && r.principalCents + r.interestCents === r.paymentCents))).toBeUndefined();
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("calcolo inverso", () => {
  it("reddito 3.000 €, 25 anni al 3,5%: rata massima 1.050 € e mutuo che non la supera", () => {
    const a = maxAffordable({ downPayment: 20, loanTerm: 25, interestRate: 3.5, monthlyIncome: 3000 }, 0.35);
    expect(a.maxPaymentCents).toBe(105_000);
    // 1.050 × (1 − 1,0029167^−300) / 0,0029167 = 209.738,42
    expect(a.maxLoanCents).toBe(20_973_842);
    expect(monthlyPaymentCents(a.maxLoanCents, 3.5, 300)).toBeLessThanOrEqual(105_000);
    expect(a.maxPropertyCents).toBe(Math.floor(20_973_842 / 0.8));
  });
  it("un terzo del reddito", () => {
    expect(maxAffordable({ downPayment: 20, loanTerm: 25, interestRate: 3.5, monthlyIncome: 3000 }, 1 / 3).maxPaymentCents).toBe(100_000);
  });
  it("proprietà: la rata del mutuo massimo non supera mai il tetto", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 500_000 }), fc.integer({ min: 5, max: 30 }), fc.integer({ min: 100, max: 1000 }), (pay, years, bp) => {
        const loan = maxLoanCents(pay, bp / 100, years * 12);
        expect(monthlyPaymentCents(loan, bp / 100, years * 12)).toBeLessThanOrEqual(pay);
        expect(monthlyPaymentCents(loan + 100, bp / 100, years * 12)).toBeGreaterThan(pay - 1);
      }),
    );
  });
});

describe("costi di acquisto con mutuo", () => {
  const item = (c: ReturnType<typeof purchaseCosts>, id: string) => c.items.find((i) => i.id === id)!;

  it("imposta sostitutiva: 0,25% del mutuo per la prima casa, 2% per la seconda", () => {
    const first = purchaseCosts(200_000, { firstHome: true, seller: "privato", loanCents: 16_000_000 });
    const second = purchaseCosts(200_000, { firstHome: false, seller: "privato", loanCents: 16_000_000 });
    expect(item(first, "imposta-sostitutiva")).toMatchObject({ minCents: 40_000, maxCents: 40_000, basis: "0,25% dell'importo del mutuo" });
    expect(item(second, "imposta-sostitutiva")).toMatchObject({ minCents: 320_000, maxCents: 320_000, basis: "2% dell'importo del mutuo" });
    // Half-up on the exact value: 0,25% of 1.234,62 € is 3,08655 €, so 3,09 €.
    expect(item(purchaseCosts(100_000, { firstHome: true, seller: "privato", loanCents: 123_462 }), "imposta-sostitutiva").minCents).toBe(309);
  });

  it("da privato: registro 2% o 9% al massimo sul prezzo, mai meno di 1.000 €, più 50 € + 50 €; dall'impresa: IVA 4% o 10% più 3 × 200 €", () => {
    // The registration tax has a legal minimum of 1.000 € (docs/calculators.md): at least 1.000 + 50 + 50 €.
    expect(item(purchaseCosts(200_000, { firstHome: true, seller: "privato", loanCents: 0 }), "imposte-acquisto")).toMatchObject({ minCents: 110_000, maxCents: 410_000 });
    expect(item(purchaseCosts(200_000, { firstHome: false, seller: "privato", loanCents: 0 }), "imposte-acquisto")).toMatchObject({ minCents: 110_000, maxCents: 1_810_000 });
    // A cheap home: 2% of 30.000 € is 600 €, below the minimum, so 1.000 € is due.
    expect(item(purchaseCosts(30_000, { firstHome: true, seller: "privato", loanCents: 0 }), "imposte-acquisto")).toMatchObject({ minCents: 110_000, maxCents: 110_000 });
    // At the edge, to the cent: 2% of 50.000 € is exactly 1.000 €; 2% of 50.000,50 € is 1.000,01 €.
    expect(item(purchaseCosts(50_000, { firstHome: true, seller: "privato", loanCents: 0 }), "imposte-acquisto").maxCents).toBe(110_000);
    expect(item(purchaseCosts(50_000.5, { firstHome: true, seller: "privato", loanCents: 0 }), "imposte-acquisto").maxCents).toBe(110_001);
    expect(item(purchaseCosts(10_000, { firstHome: false, seller: "privato", loanCents: 0 }), "imposte-acquisto")).toMatchObject({ minCents: 110_000, maxCents: 110_000 });
    expect(item(purchaseCosts(0, { firstHome: true, seller: "privato", loanCents: 0 }), "imposte-acquisto")).toMatchObject({ minCents: 110_000, maxCents: 110_000 });
    expect(item(purchaseCosts(200_000, { firstHome: true, seller: "impresa", loanCents: 0 }), "imposte-acquisto")).toMatchObject({ minCents: 860_000, maxCents: 860_000 });
    expect(item(purchaseCosts(200_000, { firstHome: false, seller: "impresa", loanCents: 0 }), "imposte-acquisto")).toMatchObject({ minCents: 2_060_000, maxCents: 2_060_000 });
  });

  it("elenca ogni voce come intervallo con la sua base; senza mutuo niente costi del mutuo", () => {
    const c = purchaseCosts(200_000, { firstHome: true, seller: "privato", loanCents: 16_000_000 });
    expect(c.items.map((i) => i.id)).toEqual(["imposta-sostitutiva", "perizia", "istruttoria", "notaio-mutuo", "assicurazione", "notaio-compravendita", "imposte-acquisto", "agenzia"]);
    for (const i of c.items) {
      expect(i.minCents).toBeLessThanOrEqual(i.maxCents);
      expect(i.basis.length).toBeGreaterThan(5);
    }
    // Agency: 2-4% of 200.000 € plus 22% VAT.
    expect(item(c, "agenzia")).toMatchObject({ minCents: 488_000, maxCents: 976_000 });
    expect(c.minCents).toBe(c.items.reduce((s, i) => s + i.minCents, 0));
    expect(extraCosts(200_000).items.some((i) => i.id === "imposta-sostitutiva")).toBe(false);
  });

  it("perizia e notaio: la stessa stima dei testi, dal registro dei fatti", () => {
    const c = purchaseCosts(200_000, { firstHome: true, seller: "privato", loanCents: 16_000_000 });
    expect(item(c, "perizia")).toMatchObject({ minCents: 25_000, maxCents: 60_000 });
    expect(item(c, "notaio-compravendita")).toMatchObject({ minCents: 150_000, maxCents: 350_000 });
    expect(item(c, "notaio-mutuo")).toMatchObject({ minCents: 100_000, maxCents: 250_000 });
  });
});
