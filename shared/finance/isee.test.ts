import { describe, expect, it } from "vitest";
import { factValue } from "../facts";
import { FinanceInputError } from "./errors";
import { computeIsee, type IseeInput } from "./isee";

// Worked examples computed by hand from the rule texts cited on each (docs/benefits.md, "ISEE");
// figures from the facts registry as checked on 2026-11-28. Amounts in cents.
const applicant = (employmentIncome = 0, age = 40) => ({ relation: "applicant" as const, age, employmentIncome });
const child = (age: number) => ({ relation: "child" as const, age });
const empty = { properties: [], deposits: 0, securities: 0, governmentBonds: 0 };

describe("computeIsee", () => {
  it("a single person with 20.000 € of wages and 16.000 € in deposits (D.P.C.M. 159/2013, artt. 4-5 and allegato 1)", () => {
    // ISR = 20.000 − min(20 % × 20.000, 3.000) = 17.000; ISP = 16.000 − 6.000 = 10.000; ISE = 17.000 + 2.000 = 19.000; scale 1.
    const r = computeIsee({ ...empty, members: [applicant(20000)], deposits: 16000 });
    expect([r.isrCents, r.ispCents, r.iseCents, r.scale, r.iseeCents]).toEqual([1_700_000, 1_000_000, 1_900_000, 1, 1_900_000]);
  });

  it("a couple with one child under three, both working, renting (allegato 1, lettera b): scale 2,04 + 0,3", () => {
    // ISR = 18.000 − 3.000 (cap) + 10.000 − 2.000 − rent 7.000 (cap) = 16.000; ISP = 12.000 − franchise 10.000 = 2.000.
    const r = computeIsee({ ...empty, members: [applicant(18000), { relation: "spouse", age: 35, employmentIncome: 10000 }, child(2)], rentPaid: 9000, deposits: 12000 });
    expect(r.isrCents).toBe(1_600_000);
    expect(r.ispCents).toBe(200_000);
    expect(r.iseCents).toBe(1_640_000);
    expect(r.scale).toBe(2.34);
    expect(r.iseeCents).toBe(700_855); // 16.400 / 2,34 = 7.008,547 → 7.008,55 €
  });

  it("a single-income family of four owning its home (art. 5, comma 2: two thirds above 52.500 €; 2026 family-benefits franchise)", () => {
    // Home 120.000 − mortgage 50.000 = 70.000; ordinary: (70.000 − 52.500) × 2/3 = 11.666,67. Family benefits: franchise 91.500 + 2.500 (second child) = 94.000 → 0.
    // Deposits 15.000 + securities 5.000 + BTP 10.000 (excluded up to 50.000) − franchise 10.000 = 10.000.
    const r = computeIsee({ members: [applicant(30000), { relation: "spouse", age: 38 }, child(5), child(8)], properties: [{ cadastralValue: 120000, mortgageResidual: 50000, mainHome: true }], deposits: 15000, securities: 5000, governmentBonds: 10000 });
    expect(r.isrCents).toBe(2_700_000);
    expect(r.ispCents).toBe(2_166_667);
    expect(r.iseCents).toBe(3_133_333);
    expect(r.scale).toBe(factValue("isee-scala-4-componenti"));
    expect(r.iseeCents).toBe(1_273_713); // 31.333,33 / 2,46 = 12.737,13 €
    // The family-benefits ISEE: no home value, scale + 0,10 for two children (legge di bilancio 2026).
    expect(r.familyBenefits).toEqual({ ispCents: 1_000_000, iseCents: 2_900_000, scale: 2.56, iseeCents: 1_132_813 });
    expect(r.steps.map((s) => s.label)).toContain("ISEE per le prestazioni familiari");
    expect(r.steps.every((s) => s.rule.length > 10)).toBe(true);
  });

  it("three children: ordinary increment 0,2, family-benefits 0,25, home franchise raised per child (allegato 1, lettera a; L. 199/2025)", () => {
    // Five members: 2,85 + 0,2 = 3,05 ordinary; 2,85 + 0,25 = 3,10 for family benefits.
    // Home 100.000, no mortgage: ordinary (100.000 − 55.000) × 2/3 = 30.000; family (100.000 − 96.500) × 2/3 = 2.333,33.
    const r = computeIsee({ ...empty, members: [applicant(40000), { relation: "spouse", age: 40 }, child(10), child(12), child(15)], properties: [{ cadastralValue: 100000, mortgageResidual: 0, mainHome: true }] });
    expect(r.scale).toBe(3.05);
    expect(r.ispCents).toBe(3_000_000);
    expect(r.iseCents).toBe(3_700_000 + 600_000);
    expect(r.iseeCents).toBe(1_409_836); // 43.000 / 3,05 = 14.098,36
    expect(r.familyBenefits.scale).toBe(3.1);
    expect(r.familyBenefits.ispCents).toBe(233_333);
    expect(r.familyBenefits.iseeCents).toBe(1_208_602); // (37.000 + 466,67) / 3,10 = 12.086,02
  });

  it("seven members: 2,85 + 2 × 0,35; a second property counts in full net of its mortgage (art. 5, comma 2)", () => {
    const members = [applicant(0, 70), ...Array.from({ length: 6 }, () => ({ relation: "other" as const, age: 40, otherIncome: 5000 }))];
    const r = computeIsee({ ...empty, members, properties: [{ cadastralValue: 80000, mortgageResidual: 30000, mainHome: false }] });
    expect(r.scale).toBe(3.55);
    expect(r.isrCents).toBe(3_000_000);
    expect(r.ispCents).toBe(5_000_000);
    expect(r.iseeCents).toBe(1_126_761); // 40.000 / 3,55 = 11.267,61
  });

  it("government bonds are excluded only up to the registry's cap", () => {
    const cap = factValue("isee-esclusione-titoli-stato");
    const r = computeIsee({ ...empty, members: [applicant()], governmentBonds: cap + 6000 + 1000 });
    expect(r.ispCents).toBe(100_000);
  });

  it.each<[string, Partial<IseeInput>]>([
    ["negative deposits", { deposits: -1 }],
    ["more than 20 members", { members: Array.from({ length: 21 }, (_, i) => (i === 0 ? applicant() : child(3))) }],
    ["no applicant", { members: [child(3)] }],
    ["a negative mortgage", { properties: [{ cadastralValue: 1000, mortgageResidual: -5, mainHome: false }] }],
    ["a negative income", { members: [{ relation: "applicant", age: 30, employmentIncome: -10 }] }],
  ])("refuses %s with an Italian message", (_name, patch) => {
    expect(() => computeIsee({ ...empty, members: [applicant()], ...patch } as IseeInput)).toThrow(FinanceInputError);
  });
});

// Worked examples published by others (issue 40), each cited; the expected values are the
// published ones where the page gives a figure, otherwise computed by hand from the published
// inputs with the rule the page states (docs/benefits.md, "ISEE"; docs/facts.md, review log).
describe("computeIsee: esempi pubblicati", () => {
  it("PMI.it, «Calcolo ISEE: come si applicano le franchigie?» (B. Weisz, 19 marzo 2024): 50.000 € di lavoro dipendente contano 47.000 €", () => {
    // https://www.pmi.it/impresa/contabilita-e-fisco/esperto/421702/calcolo-isee-come-si-applicano-le-franchigie.html
    const r = computeIsee({ ...empty, members: [applicant(50000)] });
    expect(r.isrCents).toBe(4_700_000);
    expect(r.iseeCents).toBe(4_700_000);
  });

  it("PMI.it, «Franchigia sui redditi ISEE» (B. Weisz): con due lavoratori dipendenti oltre i 15.000 € si tolgono 6.000 €, non 3.000 €", () => {
    // https://pmi.it/impresa/contabilita-e-fisco/esperto/375546/franchigia-sui-redditi-isee.html — the franchise applies to each member.
    // 20.000 + 25.000 − 3.000 − 3.000 = 39.000; scale 1,57 (two members, no minors): 39.000 / 1,57 = 24.840,76 €.
    const r = computeIsee({ ...empty, members: [applicant(20000), { relation: "spouse", age: 38, employmentIncome: 25000 }] });
    expect(r.isrCents).toBe(3_900_000);
    expect(r.iseeCents).toBe(2_484_076);
  });

  it("SmarkNews, «ISEE, indicatore iniquo?»: la famiglia Rossetti (casa con mutuo) ha un ISEE più alto della famiglia Bianconi (in affitto)", () => {
    // https://smarknews.it/isee-indicatore-iniquo — the article's inputs: wages 22.000 + 13.000 €, one small child;
    // Rossetti: home 120.000 € (IMU value) with 60.000 € of mortgage left, 12.000 € in the bank; Bianconi: rent (7.000 € deducted), 3.000 € in the bank.
    // The article's answer: «Chi avrà l'ISEE più basso? La famiglia Bianconi».
    const members = [applicant(22000), { relation: "spouse" as const, age: 35, employmentIncome: 13000 }, child(2)];
    const rossetti = computeIsee({ members, properties: [{ cadastralValue: 120000, mortgageResidual: 60000, mainHome: true }], deposits: 12000, securities: 0, governmentBonds: 0 });
    const bianconi = computeIsee({ ...empty, members, rentPaid: 7200, deposits: 3000 });
    // Rossetti: ISR 19.000 + 10.400 = 29.400; bank 12.000 − 10.000 = 2.000; home (60.000 − 52.500) × 2/3 = 5.000 (zerocartacaf.it, indebitati.it);
    // ISE 29.400 + 20 % × 7.000 = 30.800; scale 2,04 + 0,30 (both work, a child under three) = 2,34; ISEE 13.162,39 €.
    expect([rossetti.isrCents, rossetti.ispCents, rossetti.iseCents, rossetti.scale, rossetti.iseeCents]).toEqual([2_940_000, 700_000, 3_080_000, 2.34, 1_316_239]);
    // Bianconi: ISR 29.400 − 7.000 = 22.400; bank under the franchise; ISEE 22.400 / 2,34 = 9.572,65 €.
    expect([bianconi.isrCents, bianconi.ispCents, bianconi.iseeCents]).toEqual([2_240_000, 0, 957_265]);
    expect(bianconi.iseeCents).toBeLessThan(rossetti.iseeCents);
    // For the Assegno unico (2026) the Rossettis' home is under the 91.500 € franchise: ISE 29.800 / 2,34 = 12.735,04 €.
    expect(rossetti.familyBenefits.iseeCents).toBe(1_273_504);
  });

  it("PMI.it (franchigia sul patrimonio mobiliare) e CAF ZeroCarta (affitto): con tre figli 10.000 + 1.000 € e 7.000 + 500 €", () => {
    // https://pmi.it/?p=421702: 6.000 € + 2.000 € per member after the first, at most 10.000 €, + 1.000 € per child after the second.
    // https://zerocartacaf.it/?p=915: rent up to 7.000 €, + 500 € per child after the second.
    const members = [applicant(30000), { relation: "spouse" as const, age: 40 }, child(4), child(7), child(10)];
    const r = computeIsee({ ...empty, members, deposits: 12000, rentPaid: 8000 });
    expect(r.ispCents).toBe(100_000); // 12.000 − 11.000
    expect(r.isrCents).toBe(1_950_000); // 30.000 − 3.000 − 7.500
  });
});
