import { describe, expect, it } from "vitest";
import { pairedGain, tQuantile975 } from "./paired-gain";

describe("tQuantile975", () => {
  // Exact values from Student's t tables.
  it.each([
    [4, 2.7764],
    [5, 2.5706],
    [9, 2.2622],
    [29, 2.0452],
    [120, 1.9799],
  ])("df %i → %f (entro 0,001)", (df, exact) => {
    expect(Math.abs(tQuantile975(df) - exact)).toBeLessThan(0.001);
  });
});

describe("pairedGain", () => {
  it("media delle differenze con intervallo t al 95%", () => {
    // Differences 1..5: mean 3, sd √2.5, t(4) 2.7764 → half-width 1.963.
    expect(pairedGain([1, 2, 3, 4, 5])).toEqual({ mean: 3, low: 1.04, high: 4.96 });
  });
  it("nessuna variazione: intervallo di ampiezza zero", () => {
    expect(pairedGain([2, 2, 2, 2, 2])).toEqual({ mean: 2, low: 2, high: 2 });
  });
  it("meno di due coppie: niente intervallo", () => {
    expect(pairedGain([4])).toBeNull();
  });
});
