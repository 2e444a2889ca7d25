import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatPercent, formatRelativeTime } from "./format";

describe("formati it-IT", () => {
  it("numeri con separatore delle migliaia anche a quattro cifre", () => {
    expect(formatNumber(1200)).toBe("1.200");
  });
  it("numeri e percentuali", () => {
    expect(formatNumber(1234.5)).toBe("1.234,5");
    expect(formatNumber(2.4, 2)).toBe("2,40");
    expect(formatPercent(23.456)).toBe("23,5%");
  });
  it("date nel fuso di Roma", () => {
    // 23:30 UTC on 31 January is already 1 February in Rome (UTC+1).
    expect(formatDate("2026-01-31T23:30:00Z")).toBe("01/02/2026");
  });
  it("tempo relativo degli alert ai confini", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const ago = (h: number) => new Date(now.getTime() - h * 3_600_000);
    expect(formatRelativeTime(ago(0.99), now)).toBe("Ora");
    expect(formatRelativeTime(ago(1), now)).toBe("1h fa");
    expect(formatRelativeTime(ago(23.9), now)).toBe("23h fa");
    expect(formatRelativeTime(ago(24), now)).toBe("Ieri");
    expect(formatRelativeTime(ago(47.9), now)).toBe("Ieri");
    expect(formatRelativeTime(ago(48), now)).toBe("2 giorni fa");
    expect(formatRelativeTime(ago(167), now)).toBe("6 giorni fa");
    expect(formatRelativeTime(ago(168), now)).toBe("15/11/2026");
  });
});
