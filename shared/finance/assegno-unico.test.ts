import { describe, expect, it } from "vitest";
import { factValue } from "../facts";
import { eurosToCents } from "./cents";
import { computeAssegnoUnico } from "./assegno-unico";
import { FinanceInputError } from "./errors";

// Worked examples from D.Lgs. 230/2021, art. 4 (Normattiva text in force), with the 2026 amounts of
// the facts registry (docs/benefits.md, "Assegno unico"). Amounts in cents.
const c = (id: string) => eurosToCents(factValue(id));

describe("computeAssegnoUnico", () => {
  it("ISEE 15.000 € and two children aged 5 and 8, single income: twice the registry's full amount per child", () => {
    const r = computeAssegnoUnico({ isee: 15000, children: [{ age: 5 }, { age: 8 }], bothParentsWork: false });
    expect(r.monthlyTotalCents).toBe(2 * c("assegno-unico-importo-max"));
    expect(r.notes.join(" ")).toMatch(/monoreddito/);
  });

  it("above the higher threshold every child gets the minimum (art. 4, comma 1)", () => {
    const r = computeAssegnoUnico({ isee: 60000, children: [{ age: 10 }], bothParentsWork: false });
    expect(r.monthlyTotalCents).toBe(c("assegno-unico-importo-min"));
  });

  it("a newborn gets 50 % more (art. 4, comma 1, from 2023): 203,80 + 101,90", () => {
    const r = computeAssegnoUnico({ isee: 10000, children: [{ age: 0 }], bothParentsWork: false });
    expect(r.perChild[0].totalCents).toBe(c("assegno-unico-importo-max") + c("assegno-unico-importo-max") / 2);
  });

  it("three children, both parents working, ISEE 12.000 €: the third-child increment and the working-parents increment (art. 4, commi 3 and 8)", () => {
    const r = computeAssegnoUnico({ isee: 12000, children: [{ age: 4 }, { age: 7 }, { age: 10 }], bothParentsWork: true });
    const perMinor = c("assegno-unico-importo-max") + c("assegno-unico-genitori-lavoratori-max");
    expect(r.monthlyTotalCents).toBe(3 * perMinor + c("assegno-unico-terzo-figlio-max"));
    // The increment goes to the youngest: the eldest two are first and second.
    expect(r.perChild[0].lines.map((l) => l.label)).toContain("Maggiorazione per ogni figlio dopo il secondo");
  });

  it("halfway between the thresholds the amount is halfway between full and minimum", () => {
    const low = factValue("assegno-unico-isee-soglia-importo-pieno");
    const high = factValue("assegno-unico-isee-soglia-importo-minimo");
    const r = computeAssegnoUnico({ isee: (low + high) / 2, children: [{ age: 9 }], bothParentsWork: false });
    expect(r.monthlyTotalCents).toBe(Math.round((c("assegno-unico-importo-max") + c("assegno-unico-importo-min")) / 2));
  });

  it("a child of 19 gets the 18–21 amount; a disabled minor the disability increment (art. 4, commi 2 and 4)", () => {
    const r = computeAssegnoUnico({ isee: 5000, children: [{ age: 19 }, { age: 6, disability: true }], bothParentsWork: false });
    expect(r.perChild[0].totalCents).toBe(c("assegno-unico-maggiorenni-max"));
    expect(r.perChild[1].totalCents).toBe(c("assegno-unico-importo-max") + c("assegno-unico-disabilita-media"));
  });

  it("says which measures the ISEE opens, with the registry's thresholds", () => {
    const r = computeAssegnoUnico({ isee: 9000, children: [{ age: 1 }], bothParentsWork: false });
    expect(r.measures.find((m) => m.name.startsWith("Bonus sociale"))!.eligible).toBe(true);
    expect(r.measures.find((m) => m.name.startsWith("Bonus asilo"))!.detail.replace(/\s/g, " ")).toContain("3.000,00 €");
    const high = computeAssegnoUnico({ isee: factValue("bonus-sociale-isee-soglia") + 1, children: [{ age: 1 }], bothParentsWork: false });
    expect(high.measures[0].eligible).toBe(false);
  });

  it.each([
    ["an age above 21", { isee: 1000, children: [{ age: 22 }], bothParentsWork: false }],
    ["a negative age", { isee: 1000, children: [{ age: -1 }], bothParentsWork: false }],
    ["a negative ISEE", { isee: -1, children: [{ age: 3 }], bothParentsWork: false }],
    ["no children", { isee: 1000, children: [], bothParentsWork: false }],
  ])("refuses %s", (_name, input) => {
    expect(() => computeAssegnoUnico(input)).toThrow(FinanceInputError);
  });
});
