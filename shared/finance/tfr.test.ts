import { describe, expect, it } from "vitest";
import { FinanceInputError } from "./errors";
import { compareTfr } from "./tfr";

// The table below was computed outside this code by shared/finance/tfr-table.py (Python's decimal
// module, written apart from tfr.ts from the method in docs/benefits.md, "TFR in azienda o nel
// fondo"): [salary, years, fund return %, inflation %] → company gross, company net, fund gross,
// fund net, in cents.
const TABLE: [number, number, number, number, number, number, number, number][] = [
  [30000, 30, 4, 2, 9_086_543, 7_656_173, 11_952_049, 11_204_554],
  [25000, 10, 3, 1.5, 1_907_095, 1_509_770, 2_216_739, 1_920_114],
  [60000, 35, 5, 2.5, 24_123_808, 20_151_845, 36_300_538, 34_805_548],
  [1800, 1, 0, 0, 12_438, 9_577, 14_238, 12_102],
  [45000, 20, 2.5, 3, 8_451_619, 6_866_016, 8_729_850, 7_768_785],
];

describe("compareTfr", () => {
  it.each(TABLE)("salary %d €, %d years, return %d %%, inflation %d %%: matches the independent table to the cent", (grossSalary, years, fundReturn, inflation, cg, cn, fg, fn) => {
    const r = compareTfr({ grossSalary, years, fundReturn, inflation });
    expect([r.company.grossCents, r.company.netCents, r.fund.grossCents, r.fund.netCents]).toEqual([cg, cn, fg, fn]);
  });

  it("states its assumptions in Italian", () => {
    const r = compareTfr({ grossSalary: 30000, years: 30, fundReturn: 4, inflation: 2 });
    expect(r.assumptions.join(" ")).toMatch(/tassazione separata/);
    expect(r.assumptions.join(" ").replace(/\s/g, " ")).toMatch(/5\.300,00 €/);
  });

  it.each([
    { grossSalary: -1, years: 10, fundReturn: 3, inflation: 2 },
    { grossSalary: 30000, years: 0, fundReturn: 3, inflation: 2 },
    { grossSalary: 30000, years: 10.5, fundReturn: 3, inflation: 2 },
    { grossSalary: 30000, years: 10, fundReturn: -1, inflation: 2 },
    { grossSalary: 30000, years: 10, fundReturn: 3, inflation: 21 },
  ])("refuses %o", (input) => {
    expect(() => compareTfr(input)).toThrow(FinanceInputError);
  });
});
