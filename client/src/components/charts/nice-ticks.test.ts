import { describe, expect, it } from "vitest";
import { niceStep, niceTicks } from "./nice-ticks";

describe("niceStep", () => {
  it("rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceStep(24_521)).toBe(25_000);
    expect(niceStep(12_000)).toBe(20_000);
    expect(niceStep(3.2)).toBe(5);
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(0.13)).toBeCloseTo(0.2);
    expect(niceStep(100)).toBe(100);
    expect(niceStep(6_000)).toBe(10_000);
  });

  it("keeps whole steps for counts", () => {
    expect(niceStep(0.3, true)).toBe(1);
    expect(niceStep(2.2, true)).toBe(2);
    expect(niceStep(22, true)).toBe(25);
  });

  it("falls back to 1 for a zero or invalid span", () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });
});

describe("niceTicks", () => {
  it("covers the data with round values from zero", () => {
    expect(niceTicks(0, 98_084.19)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(niceTicks(0, 48_000)).toEqual([0, 20_000, 40_000, 60_000]);
    expect(niceTicks(0, 10)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(0, 7, 5, true)).toEqual([0, 2, 4, 6, 8]);
  });

  it("has no floating-point noise in small steps", () => {
    expect(niceTicks(0, 0.9)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(0.1, 0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it("handles negative, reversed, flat and empty ranges", () => {
    expect(niceTicks(-30, 30)).toEqual([-40, -20, 0, 20, 40]);
    expect(niceTicks(100, 0)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceTicks(0, 0, 4, true)).toEqual([0, 1]);
    expect(niceTicks(5, 5, 5, true)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(Number.NaN, 3)).toEqual([0, 1]);
  });

  it("always starts at or below min and ends at or above max", () => {
    for (const [min, max] of [[0, 1], [0, 3], [0, 17], [0, 123_456], [3, 999], [0, 0.04]]) {
      const t = niceTicks(min, max);
      expect(t[0]).toBeLessThanOrEqual(min);
      expect(t[t.length - 1]).toBeGreaterThanOrEqual(max);
      expect(t.length).toBeGreaterThanOrEqual(2);
      expect(t.length).toBeLessThanOrEqual(7);
    }
  });
});
