import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  isCalendarDate,
  lastDayOfMonth,
  lastRomeDays,
  lastRomeMonths,
  monthRange,
  previousRomeMonth,
  romeDateString,
  romeHour,
  romeMidnight,
  romeMonth,
  romeParts,
  romeWeek,
} from "./calendar";

describe("giorni di Roma", () => {
  it("la data e l'ora sono quelle di Roma, non di UTC", () => {
    // 23:30 UTC on 31 January is already 1 February in Rome (UTC+1).
    expect(romeDateString(new Date("2026-01-31T23:30:00Z"))).toBe("2026-02-01");
    expect(romeHour(new Date("2026-07-01T22:15:00Z"))).toBe("00");
    expect(lastRomeDays(new Date("2026-03-01T23:30:00Z"), 7)).toEqual({ from: "2026-02-24", to: "2026-03-02" });
  });

  it("aritmetica delle date e dei mesi, anni bisestili compresi", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(monthRange(2026, 12)).toEqual({ from: "2026-12-01", to: "2027-01-01" });
    expect(lastDayOfMonth({ year: 2028, month: 2 })).toBe("2028-02-29");
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(lastRomeMonths(new Date("2026-01-31T23:30:00Z"), 3)).toEqual(["2025-12", "2026-01", "2026-02"]);
  });
});

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

describe("calendario di Roma ricordato per l'ora in corso", () => {
  it("ogni ora UTC e ogni cambio d'ora danno la risposta giusta anche chiesti uno dopo l'altro", () => {
    const format = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Rome", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", hourCycle: "h23" });
    const expected = (ms: number) => {
      const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
      return { year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: Number(p.hour) };
    };
    // Around both 2026 clock changes and a month end: the last second of an hour, then the first of the next.
    for (const start of ["2026-03-28T20:00:00Z", "2026-10-24T20:00:00Z", "2026-10-31T20:00:00Z"]) {
      for (let h = 0; h < 10; h++) {
        const top = Date.parse(start) + h * 3_600_000;
        for (const ms of [top, top + 3_599_999, top + 3_600_000, top - 1]) {
          expect(romeParts(ms), new Date(ms).toISOString()).toMatchObject(expected(ms));
        }
      }
    }
    expect(romeMonth(new Date("2026-10-31T22:59:59Z")).key).toBe("2026-10");
    expect(romeMonth(new Date("2026-10-31T23:00:00Z")).key).toBe("2026-11");
    expect(romeMonth(new Date("2026-10-31T22:59:59Z")).key).toBe("2026-10");
  });

  it("prima del 1900 (ora media locale di Roma) calcola ogni volta", () => {
    // 1880-01-01 23:30 UTC is 00:19:56 on 2 January in Rome's local mean time (UTC+0:49:56).
    expect(romeParts(Date.parse("1880-01-01T23:30:00Z"))).toMatchObject({ year: 1880, month: 1, day: 2, hour: 0 });
    expect(romeParts(Date.parse("1880-01-01T23:05:00Z"))).toMatchObject({ day: 1, hour: 23 });
  });

  it("la risposta è una copia: modificarla non cambia le successive", () => {
    const a = romeMonth(new Date("2026-11-23T10:00:00Z"));
    a.startsAt.setTime(0);
    a.key = "rotto";
    expect(romeMonth(new Date("2026-11-23T10:30:00Z"))).toMatchObject({ key: "2026-11", startsAt: new Date("2026-10-31T23:00:00Z") });
  });
});
