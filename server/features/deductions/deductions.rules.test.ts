import { describe, expect, it } from "vitest";
import { summarise, type DeductibleExpense } from "./deductions.rules";

// docs/tax.md ("Il riepilogo 730", "Redditi alti"); figures from the facts registry.
const e = (id: number, amount: string, type: DeductibleExpense["type"], member = "self", traceable = true): DeductibleExpense => ({ id, amount, type, member, traceable });

describe("riepilogo 730: limiti e redditi alti", () => {
  it("sopra i 120.000 € le detrazioni (non le spese sanitarie) si riducono; i limiti valgono per la famiglia", () => {
    // 180.000 €: coefficient (240.000 − 180.000) / 120.000 = 0,5.
    const s = summarise(2026, [e(1, "1000.00", "insurance"), e(2, "229.11", "health")], 18_000_000);
    // Insurance capped at 530,00 → 19 % × 0,5 = 50,35; health 100,00 → 19,00.
    expect(s.totals).toEqual({ total: "1229.11", eligible: "630.00", saving: "69.35" });
    expect(s.notes.join(" ")).toMatch(/75\.000/);
  });

  it("il fondo pensione si deduce all'aliquota marginale del reddito (dal 2026), entro il limite annuo", () => {
    // 40.000 €: second bracket (registry).
    const s = summarise(2026, [e(1, "6000.00", "pension_fund")], 4_000_000);
    expect(s.members[0]!.types[0]).toMatchObject({ eligible: "5300.00", saving: "1749.00" });
    const unknown = summarise(2026, [e(1, "1000.00", "pension_fund")], null);
    expect(unknown.totals.saving).toBe("0.00");
    expect(unknown.notes.join(" ")).toMatch(/Fondo pensione/);
  });
});
