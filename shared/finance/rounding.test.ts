import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { toCents, splitBudget } from "./budget";
import { loanAmountCents } from "./mortgage";
import { purchaseCosts } from "./purchase-costs";

// Reference: exact integer arithmetic (BigInt) on the decimal value as written, rounding half
// up. The double nearest to 1,005 is 1,00499999…, so binary rounding would give 1,00 €.

/** Half-up division of non-negative BigInts. */
const divHalfUp = (num: bigint, den: bigint) => (2n * num + den) / (2n * den);

describe("arrotondamento al centesimo sul valore decimale esatto", () => {
  it("i casi in cui il binario sbaglia: 1,005 → 1,01; 1,015 → 1,02; 8,345 → 8,35", () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents("1.015")).toBe(102);
    expect(toCents(8.345)).toBe(835);
    expect(toCents(-1.005)).toBe(-101);
    expect(Math.round(1.005 * 100)).toBe(100); // what plain binary rounding would give
  });

  it("proprietà: importi con tre decimali (millesimi) arrotondati come il riferimento decimale", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (thousandths) => {
        const text = `${thousandths / 1000n}.${String(thousandths % 1000n).padStart(3, "0")}`;
        const expected = Number(divHalfUp(thousandths, 10n));
        expect(toCents(text)).toBe(expected);
        expect(toCents(Number(text))).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("proprietà: 50/30/20 al centesimo come il riferimento decimale", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 10n }), (cents) => {
        const s = splitBudget(`${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`);
        const needs = divHalfUp(cents * 50n, 100n);
        const wants = divHalfUp(cents * 30n, 100n);
        expect(toCents(s.necessities)).toBe(Number(needs));
        expect(toCents(s.wants)).toBe(Number(wants));
      }),
    );
  });

  it("proprietà: mutuo = valore × (100 − anticipo %) e imposta sostitutiva come il riferimento decimale", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 5_000_000n, max: 200_000_000n }), fc.integer({ min: 0, max: 990 }), (valueCents, dpTenths) => {
        const value = Number(valueCents) / 100;
        const dp = dpTenths / 10;
        const loan = divHalfUp(valueCents * (1000n - BigInt(dpTenths)), 1000n);
        expect(loanAmountCents(value, dp)).toBe(Number(loan));
        const tax = purchaseCosts(value, { firstHome: true, seller: "privato", loanCents: Number(loan) }).items[0]!;
        // 0,25% = 25 / 10.000
        expect(tax.minCents).toBe(Number(divHalfUp(loan * 25n, 10_000n)));
      }),
      { numRuns: 500 },
    );
  });
});
