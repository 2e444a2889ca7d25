import { describe, expect, it } from "vitest";
import { addMonths } from "@shared/calendar";
import { monthLabel, trackerCalendar } from "./month";
import { monthTotals } from "./totals";

describe("mesi del tracciamento", () => {
  it("etichetta italiana e aritmetica dei mesi attraverso l'anno", () => {
    expect(monthLabel({ year: 2026, month: 11 })).toBe("Novembre 2026");
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it("a Roma il 31 gennaio alle 23:30 UTC è già febbraio", () => {
    const cal = trackerCalendar(new Date("2026-01-31T23:30:00Z"));
    expect(cal.today).toBe("2026-02-01");
    expect(cal.current).toEqual({ year: 2026, month: 2 });
    expect(cal.last).toEqual({ year: 2026, month: 3 });
    expect(cal.first).toEqual({ year: 2021, month: 2 });
  });

  it("totali del mese in centesimi esatti", () => {
    const t = monthTotals([
      { id: 1, description: "a", amount: "0.10", category: "necessita", subcategory: "altro", date: "2026-11-01" },
      { id: 2, description: "b", amount: "0.20", category: "necessita", subcategory: "altro", date: "2026-11-02" },
      { id: 3, description: "c", amount: "1234.56", category: "risparmi", subcategory: "altro", date: "2026-11-03" },
    ]);
    expect(t).toEqual({ total: 123486, necessita: 30, desideri: 0, risparmi: 123456 });
  });
});
