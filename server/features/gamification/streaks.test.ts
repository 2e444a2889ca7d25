import { describe, expect, it } from "vitest";
import { computeStreak } from "./streaks";

describe("computeStreak", () => {
  it("tre giorni di fila: serie 3, anche il giorno dopo finché non passa", () => {
    const days = ["2026-11-16", "2026-11-17", "2026-11-18"];
    expect(computeStreak(days, "2026-11-18")).toEqual({ current: 3, best: 3 });
    expect(computeStreak(days, "2026-11-19")).toEqual({ current: 3, best: 3 });
    expect(computeStreak(days, "2026-11-20")).toEqual({ current: 0, best: 3 });
  });
  it("un giorno saltato riparte da 1, la migliore resta", () => {
    expect(computeStreak(["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-20"], "2026-11-20")).toEqual({ current: 1, best: 3 });
  });
  it("a cavallo di mese e di ora legale", () => {
    expect(computeStreak(["2026-10-24", "2026-10-25", "2026-10-26", "2026-10-31", "2026-11-01"], "2026-11-01")).toEqual({ current: 2, best: 3 });
  });
  it("nessuna attività", () => {
    expect(computeStreak([], "2026-11-18")).toEqual({ current: 0, best: 0 });
  });
});
