import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { centsToString, formatCents, formatCentsRounded, formatEuro, formatEuroRounded, toAmountInput, toCents } from "./money";

// Intl separates the amount from € with a no-break space.
const nb = (s: string) => s.replace(/\u00a0/g, " ");

describe("modulo del denaro", () => {
  it("euro it-IT con separatore delle migliaia anche a quattro cifre", () => {
    expect(nb(formatEuro(1200))).toBe("1.200,00 €");
    expect(nb(formatEuro("98084.19"))).toBe("98.084,19 €");
    expect(nb(formatEuro(801))).toBe("801,00 €");
    expect(nb(formatEuro(-12.5))).toBe("-12,50 €");
    expect(nb(formatEuroRounded(3500.4))).toBe("3.500 €");
    expect(nb(formatEuroRounded(3500.5))).toBe("3.501 €");
    expect(nb(formatCents(180050))).toBe("1.800,50 €");
    expect(nb(formatCentsRounded(350_050))).toBe("3.501 €");
    expect(nb(formatCentsRounded(-350_050))).toBe("-3.501 €");
    expect(nb(formatCentsRounded(350_049))).toBe("3.500 €");
  });

  it("arrotonda al centesimo per eccesso dalla metà, sul valore decimale esatto", () => {
    expect(toCents(1.005)).toBe(101); // Math.round(1.005 * 100) gives 100
    expect(toCents("1.005")).toBe(101);
    expect(toCents("1.0049999")).toBe(100);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1e-7)).toBe(0);
    expect(toCents("9.90")).toBe(990);
    expect(toCents(".5")).toBe(50);
    expect(nb(formatEuro(1.005))).toBe("1,01 €");
    expect(() => toCents("abc")).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it("un importo come lo mostra un campo: intero senza decimali, altrimenti due", () => {
    expect(toAmountInput("1850.50")).toBe("1.850,50");
    expect(toAmountInput(2000)).toBe("2.000");
    expect(toAmountInput("0.05")).toBe("0,05");
  });

  it("centesimi ↔ testo dell'API senza perdite", () => {
    expect(centsToString(180050)).toBe("1800.50");
    expect(centsToString(-5)).toBe("-0.05");
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(centsToString(cents))).toBe(cents);
        expect(toCents(cents / 100)).toBe(cents);
      }),
    );
  });
});
