import { describe, expect, it } from "vitest";
import { challengePeriod } from "./challenges.period";

describe("challengePeriod", () => {
  it("una sfida mensile iniziata il 24 finisce a fine mese (mezzanotte di Roma del 1°)", () => {
    const p = challengePeriod("monthly", new Date("2026-11-24T10:00:00Z"));
    expect(p).toEqual({ periodStart: "2026-11-01", startsAt: new Date("2026-10-31T23:00:00Z"), endsAt: new Date("2026-11-30T23:00:00Z") });
  });
  it("dicembre finisce il 31, anche a cavallo d'anno", () => {
    expect(challengePeriod("monthly", new Date("2026-12-24T10:00:00Z")).endsAt).toEqual(new Date("2026-12-31T23:00:00Z"));
  });
  it("settimanale: da lunedì a lunedì, Roma", () => {
    expect(challengePeriod("weekly", new Date("2026-11-24T10:00:00Z"))).toEqual({ periodStart: "2026-11-23", startsAt: new Date("2026-11-22T23:00:00Z"), endsAt: new Date("2026-11-29T23:00:00Z") });
  });
  it("giornaliera: il giorno di Roma, da mezzanotte a mezzanotte (23:30 UTC del 24 è già il 25)", () => {
    expect(challengePeriod("daily", new Date("2026-11-24T10:00:00Z"))).toEqual({ periodStart: "2026-11-24", startsAt: new Date("2026-11-23T23:00:00Z"), endsAt: new Date("2026-11-24T23:00:00Z") });
    expect(challengePeriod("daily", new Date("2026-11-24T23:30:00Z")).periodStart).toBe("2026-11-25");
    // The day the clocks go back lasts 25 hours.
    const p = challengePeriod("daily", new Date("2026-10-25T12:00:00Z"));
    expect(p.endsAt.getTime() - p.startsAt.getTime()).toBe(25 * 3_600_000);
  });
});
