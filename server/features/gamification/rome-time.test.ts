import { describe, expect, it } from "vitest";
import { previousRomeMonth, romeMidnight, romeMonth, romeWeek } from "./rome-time";

describe("settimane e mesi di Roma", () => {
  it("la settimana inizia lunedì alle 00:00 di Roma (ora solare)", () => {
    // Sunday 22 Nov 2026, 23:30 UTC = Monday 23 Nov 00:30 in Rome.
    const w = romeWeek(new Date("2026-11-22T23:30:00Z"));
    expect(w.weekStart).toBe("2026-11-23");
    expect(w.startsAt.toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(w.endsAt.toISOString()).toBe("2026-11-29T23:00:00.000Z");
    // One minute before Monday 00:00 in Rome belongs to the previous week.
    expect(romeWeek(new Date("2026-11-22T22:59:00Z")).weekStart).toBe("2026-11-16");
  });

  it("la settimana del cambio d'ora dura 167 ore", () => {
    const w = romeWeek(new Date("2026-03-25T12:00:00Z"));
    expect(w.weekStart).toBe("2026-03-23");
    expect(w.startsAt.toISOString()).toBe("2026-03-22T23:00:00.000Z");
    expect(w.endsAt.toISOString()).toBe("2026-03-29T22:00:00.000Z");
  });

  it("il mese inizia il primo giorno alle 00:00 di Roma", () => {
    expect(romeMonth(new Date("2026-06-30T22:30:00Z")).key).toBe("2026-07");
    expect(romeMonth(new Date("2026-07-15T10:00:00Z")).startsAt.toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(previousRomeMonth(new Date("2027-01-01T00:00:00Z"))).toEqual({ year: 2026, month: 12, key: "2026-12" });
    expect(romeMidnight(2026, 13, 1).toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });
});
