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

// Worked examples published by INPS or by the press quoting INPS (issue 40), each cited. INPS
// carries every amount from year to year as the previous amount × (1 + the ISTAT rate), rounded to
// ten cents, and every threshold to the cent: the published chain below is reproduced to the cent,
// and the registry's 2026 amounts are the end of it (docs/facts.md, review log, issue 40).
const RATES_PER_MILLE = [1081, 1054, 1008, 1014]; // 2023-2026: 8,1 %, 5,4 %, 0,8 %, 1,4 %
const chain = (startCents: number, toTenCents: boolean) =>
  RATES_PER_MILLE.reduce<number[]>((out, r) => [...out, toTenCents ? Math.round((out.at(-1)! * r) / 10_000) * 10 : Math.round((out.at(-1)! * r) / 1000)], [startCents]);

describe("computeAssegnoUnico: esempi pubblicati", () => {
  it("la rivalutazione INPS riproduce gli importi e le soglie pubblicati dal 2022 al 2026", () => {
    // Eutekne, «Aumentano gli importi di assegno unico e universale per il 2024» (INPS msg. 572/2024): 189,20 → 199,40 €, thresholds 16.215 → 17.090,61 € and 43.240 → 45.574,96 €;
    // Siulp, «Rivalutazione importi Assegno Unico e soglie ISEE»: minimum 54,10 → 57 €; Stranotizie, «Assegno unico … aumenta dell'1,4%»: 201 → 203,80 € and 57,50 → 58,30 €.
    expect(chain(17_500, true)).toEqual([17_500, 18_920, 19_940, 20_100, c("assegno-unico-importo-max")]);
    expect(chain(5_000, true)).toEqual([5_000, 5_410, 5_700, 5_750, c("assegno-unico-importo-min")]);
    expect(chain(1_500_000, false)).toEqual([1_500_000, 1_621_500, 1_709_061, 1_722_733, c("assegno-unico-isee-soglia-importo-pieno")]);
    expect(chain(4_000_000, false)).toEqual([4_000_000, 4_324_000, 4_557_496, 4_593_956, c("assegno-unico-isee-soglia-importo-minimo")]);
    // TuttoLavoro24, «Assegno Unico figli, importi 2024 rivalutati da febbraio» and «come INPS ha calcolato il totale»: 18-21 years 96,90 € (full) and 28,50 € (minimum) in 2024.
    expect(chain(8_500, true)[2]).toBe(9_690);
    expect(chain(2_500, true)[2]).toBe(2_850);
    // The registry's 2026 increments are the same chain from the decree's amounts (85, 25, 15, 20, 30 €).
    expect([8_500, 2_500, 1_500, 2_000, 3_000].map((a) => chain(a, true)[4])).toEqual(
      ["assegno-unico-maggiorenni-max", "assegno-unico-maggiorenni-min", "assegno-unico-terzo-figlio-min", "assegno-unico-madre-under-21", "assegno-unico-genitori-lavoratori-max"].map(c),
    );
    expect(c("assegno-unico-terzo-figlio-max")).toBe(chain(8_500, true)[4]);
    expect(c("assegno-unico-disabilita-media")).toBe(chain(8_500, true)[4]);
  });

  it("Stranotizie e Idealista: con ISEE fino a 17.468,51 € 203,80 € per figlio minorenne; ISEE 15.000 € e due figli: 407,60 €", () => {
    // https://www.stranotizie.it/assegno-unico-universale-in-italia-aumenta-dell14/ ; https://www.idealista.it/news/etichette/inps?page=0
    const r = computeAssegnoUnico({ isee: 15000, children: [{ age: 5 }, { age: 8 }], bothParentsWork: false });
    expect(r.monthlyTotalCents).toBe(40_760);
    expect(computeAssegnoUnico({ isee: 17468.51, children: [{ age: 5 }], bothParentsWork: false }).monthlyTotalCents).toBe(20_380);
    expect(computeAssegnoUnico({ isee: 46582.71, children: [{ age: 5 }], bothParentsWork: false }).monthlyTotalCents).toBe(5_830);
  });

  it("24log.it (annuncio INPS 2024): sotto un anno l'importo pieno sale del 50% — 199,40 → 299,10 € nel 2024, 203,80 → 305,70 € nel 2026", () => {
    // https://www.24log.it/2024/02/12/aumenta-lassegno-unico-di-oltre-120e-ma-solo-per-queste-famiglie-lannuncio-dellinps/ («da 283,80 a 299,10 euro al mese»: 189,20 × 1,5 and 199,40 × 1,5).
    const r = computeAssegnoUnico({ isee: 12000, children: [{ age: 0 }], bothParentsWork: false });
    expect(r.perChild[0]!.lines.map((l) => l.amountCents)).toEqual([20_380, 10_190]);
    expect(r.monthlyTotalCents).toBe(30_570);
  });

  it("TuttoLavoro24 (dettaglio di un pagamento INPS): la maggiorazione sotto un anno è la metà dell'importo calcolato sull'ISEE (159,50 + 79,75 €)", () => {
    // https://tuttolavoro24.it/?p=148592 — between the thresholds the increment is half the tapered amount, to the cent.
    const r = computeAssegnoUnico({ isee: 26000, children: [{ age: 0 }], bothParentsWork: false });
    const [base, plus] = r.perChild[0]!.lines.map((l) => l.amountCents);
    expect(plus).toBe(Math.round(base! / 2));
  });

  it("un figlio di 19 anni con ISEE basso: 99,10 € (96,90 € del 2024 × 1,008 × 1,014, arrotondati ai 10 centesimi)", () => {
    const r = computeAssegnoUnico({ isee: 9000, children: [{ age: 19 }], bothParentsWork: false });
    expect(r.monthlyTotalCents).toBe(9_910);
  });
});
