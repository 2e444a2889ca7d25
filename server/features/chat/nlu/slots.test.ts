import { describe, expect, it } from "vitest";
import { extractSlots, italianNumberWord } from "./slots";

describe("cifre scritte nella domanda", () => {
  it.each([
    ["Guadagno 1.800 € al mese", 180000],
    ["prendo 1800 euro netti", 180000],
    ["€1.800,50 di stipendio", 180050],
    ["guadagno mille euro al mese", 100000],
    ["prendo 1,5k netti", 150000],
    ["ho 10k da parte", 1000000],
    ["duemilacinquecento euro", 250000],
    ["grazie mille", null],
    ["tasso del 3,5 per cento", null],
  ])("%s → %s centesimi", (text, cents) => {
    expect(extractSlots(text).amountCents).toBe(cents);
  });

  it("un numero senza unità resta da interpretare (e se fossero 2.000?)", () => {
    expect(extractSlots("e se fossero 2.000?")).toMatchObject({ amountCents: null, bareAmountCents: 200000 });
  });

  it("durata, tasso ed età", () => {
    expect(extractSlots("pac di 150 euro al mese per 20 anni al 5%")).toEqual({ amountCents: 15000, bareAmountCents: null, years: 20, ratePercent: 5, age: null });
    expect(extractSlots("e in 30 anni?").years).toBe(30);
    expect(extractSlots("ho 35 anni, conviene il fondo pensione?")).toMatchObject({ age: 35, years: null });
    expect(extractSlots("a 40 anni e tardi?")).toMatchObject({ age: 40, years: null });
    expect(extractSlots("mutuo al 3,25%").ratePercent).toBe(3.25);
  });

  it("numeri in lettere", () => {
    expect(italianNumberWord("mille")).toBe(1000);
    expect(italianNumberWord("milleottocento")).toBe(1800);
    expect(italianNumberWord("duemila")).toBe(2000);
    expect(italianNumberWord("trecentocinquanta")).toBe(350);
    expect(italianNumberWord("ventitre")).toBe(23);
    expect(italianNumberWord("budget")).toBeNull();
    expect(italianNumberWord("mila")).toBeNull();
  });
});
