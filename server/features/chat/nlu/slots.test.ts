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

  // docs/chat.md, "Figures": "150mila" is an amount; "a 30 anni" is a duration when the question
  // names a loan or carries a rate, an age otherwise; "tasso 3", "al 3,2" are rates.
  it("migliaia scritte «mila», «a N anni» come durata di un mutuo, tassi senza %", () => {
    expect(extractSlots("mutuo 150mila 25 anni tasso 3 per cento rata?")).toMatchObject({ amountCents: 15_000_000, years: 25, ratePercent: 3 });
    expect(extractSlots("mutuo da 180 mila a 30 anni al 3,2")).toEqual({ amountCents: 18_000_000, bareAmountCents: null, years: 30, ratePercent: 3.2, age: null });
    expect(extractSlots("mutuo di 250.000 euro a 30 anni al 3%")).toMatchObject({ years: 30, age: null });
    expect(extractSlots("posso pagare 700 euro di rata, quanto mutuo mi danno a 25 anni al 3%?")).toMatchObject({ amountCents: 70_000, years: 25, ratePercent: 3, age: null });
    expect(extractSlots("mutuo a tasso del 4 in 20 anni")).toMatchObject({ ratePercent: 4, years: 20 });
    expect(extractSlots("a 30 anni ha senso pensare alla pensione integrativa?")).toMatchObject({ age: 30, years: null });
    expect(extractSlots("al 3,2 mi sembra alto")).toMatchObject({ ratePercent: 3.2 });
    expect(extractSlots("ho 2 figli e prendo 1.500,50 al mese").ratePercent).toBeNull();
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
