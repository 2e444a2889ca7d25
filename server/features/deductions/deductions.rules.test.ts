import { describe, expect, it } from "vitest";
import { summarise, type DeductibleExpense } from "./deductions.rules";

// docs/tax.md ("Il riepilogo 730", "Redditi alti"); figures from the facts registry.
const e = (id: number, amount: string, type: DeductibleExpense["type"], member = "self", traceable = true): DeductibleExpense => ({ id, amount, type, member, traceable });

describe("riepilogo 730: limiti e redditi alti", () => {
  it("sopra i 120.000 € le detrazioni (non le spese sanitarie) si riducono; i limiti valgono per la famiglia", () => {
    // 180.000 €: coefficient (240.000 − 180.000) / 120.000 = 0,5.
    const s = summarise(2026, [e(1, "1000.00", "insurance"), e(2, "229.11", "health")], { yearlyIncomeCents: 18_000_000, children: null });
    // Insurance capped at 530,00 → 19 % × 0,5 = 50,35; health 100,00 → 19,00.
    expect(s.totals).toEqual({ total: "1229.11", eligible: "630.00", saving: "69.35" });
    expect(s.notes.join(" ")).toMatch(/75\.000/);
  });

  it("il fondo pensione si deduce all'aliquota marginale del reddito (dal 2026), entro il limite annuo", () => {
    // 40.000 €: second bracket (registry).
    const s = summarise(2026, [e(1, "6000.00", "pension_fund")], { yearlyIncomeCents: 4_000_000, children: 2 });
    expect(s.members[0]!.types[0]).toMatchObject({ eligible: "5300.00", saving: "1749.00" });
    const unknown = summarise(2026, [e(1, "1000.00", "pension_fund")], { yearlyIncomeCents: null, children: null });
    expect(unknown.totals.saving).toBe("0.00");
    expect(unknown.notes.join(" ")).toMatch(/Fondo pensione/);
  });
});

// The income rules of docs/tax.md ("Redditi alti"), computed by hand from the registry's figures:
// art. 15, comma 3-bis (120.000 / 240.000 €), art. 16-ter (from 2025: 14.000 € or, above 100.000 €,
// 8.000 € × 0,50 / 0,70 / 0,85 / 1 for 0 / 1 / 2 / 3+ children), the fixed cuts of 260 € (2024,
// above 50.000 €) and 440 € (from 2026, above 200.000 €).
describe("riepilogo 730: tetto dell'art. 16-ter e riduzioni fisse", () => {
  const mixed = [
    e(1, "700.00", "veterinary"), // 550 cap − 129,11 franchise = 420,89
    e(2, "2000.00", "funeral"), // 1.550 cap
    e(3, "800.00", "school", "spouse"),
    e(4, "1550.00", "funeral", "spouse"),
    e(5, "1129.11", "health"), // 1.000,00 after the franchise, outside the ceiling, never cut
    e(6, "5000.00", "mortgage_interest"), // 4.000 cap, outside the ceiling (contract before 2025), never cut
    e(7, "600.00", "insurance"), // 530 cap, outside the ceiling (contract before 2025), cut above 120.000 €
  ];

  it("150.000 € senza figli nel 2026: le spese nel tetto si fermano a 8.000 × 0,50 = 4.000 €, poi il 19 % ridotto a 0,75", () => {
    const s = summarise(2026, mixed, { yearlyIncomeCents: 15_000_000, children: 0 });
    // Inside the ceiling: 420,89 + 1.550 + 800 + 1.550 = 4.320,89 → 4.000,00, handed out in order (self, then spouse).
    expect(s.members).toEqual([
      { member: "self", types: [
        { type: "health", total: "1129.11", eligible: "1000.00", saving: "190.00" },
        { type: "veterinary", total: "700.00", eligible: "420.89", saving: "59.98" },
        { type: "mortgage_interest", total: "5000.00", eligible: "4000.00", saving: "760.00" },
        { type: "insurance", total: "600.00", eligible: "530.00", saving: "75.53" },
        { type: "funeral", total: "2000.00", eligible: "1550.00", saving: "220.88" },
      ] },
      { member: "spouse", types: [
        { type: "school", total: "800.00", eligible: "800.00", saving: "114.00" },
        { type: "funeral", total: "1550.00", eligible: "1229.11", saving: "175.15" },
      ] },
    ]);
    // Saving: health 190,00 + mortgage 760,00 + (4.000 + 530) × 19 % × 0,75 = 645,525 → 645,53; total 1.595,53.
    expect(s.totals).toEqual({ total: "11779.11", eligible: "9530.00", saving: "1595.53" });
    const notes = s.notes.join(" ").replace(/\u00a0/g, " ");
    expect(notes).toContain("fino a 4.000,00 € l'anno con 0 figli a carico; qui 320,89 € di spese restano fuori");
    expect(notes).toMatch(/spettano al 75%/);
  });

  it("90.000 € con un figlio nel 2025: tetto 14.000 × 0,70 = 9.800 €, che queste spese non raggiungono", () => {
    const s = summarise(2025, mixed, { yearlyIncomeCents: 9_000_000, children: 1 });
    expect(s.totals).toEqual({ total: "11779.11", eligible: "9850.89", saving: "1871.67" }); // 9.850,89 × 19 % = 1.871,669
    expect(s.notes.join(" ").replace(/\u00a0/g, " ")).toContain("fino a 9.800,00 € l'anno con un figlio a carico.");
  });

  it("il tetto vale dalle spese del 2025: nel 2024 con 150.000 € conta solo la riduzione dell'art. 15, comma 3-bis", () => {
    const s = summarise(2024, mixed, { yearlyIncomeCents: 15_000_000, children: 0 });
    expect(s.totals.eligible).toBe("9850.89");
    expect(s.notes.join(" ")).not.toMatch(/75\.000/);
  });

  it("sopra i 200.000 € dal 2026: tetto 8.000 × 1 con tre figli, coefficiente 0,25, poi 440 € in meno (non sulle spese sanitarie)", () => {
    const s = summarise(2026, [e(1, "629.11", "health"), e(2, "4000.00", "mortgage_interest"), e(3, "210.00", "kids_sport", "child1")], { yearlyIncomeCents: 21_000_000, children: 3 });
    // Health 95,00; mortgage 760,00; sport 210 × 19 % × 0,25 = 9,975 → 9,98; (760,00 + 9,98) − 440 = 329,98; total 424,98.
    expect(s.totals).toEqual({ total: "4839.11", eligible: "4710.00", saving: "424.98" });
    expect(s.notes.join(" ").replace(/\u00a0/g, " ")).toContain("calano di 440,00 € nel totale");
  });

  it("nel 2024 sopra i 50.000 €: 260 € in meno sulle detrazioni diverse dalle spese sanitarie, mai sotto zero", () => {
    const s = summarise(2024, [e(1, "229.11", "health"), e(2, "1000.00", "mortgage_interest")], { yearlyIncomeCents: 6_000_000, children: 0 });
    // Health 19,00; mortgage 190,00 − 260 → 0; total 19,00.
    expect(s.totals.saving).toBe("19.00");
    expect(summarise(2025, [e(1, "229.11", "health"), e(2, "1000.00", "mortgage_interest")], { yearlyIncomeCents: 6_000_000, children: 0 }).totals.saving).toBe("209.00");
  });

  it("senza figli nel profilo usa il coefficiente più basso e lo dice; senza reddito non applica nessuna regola e lo dice", () => {
    const s = summarise(2026, [e(1, "1550.00", "funeral")], { yearlyIncomeCents: 8_000_000, children: null });
    expect(s.notes.join(" ").replace(/\u00a0/g, " ")).toContain("fino a 7.000,00 € l'anno con 0 figli a carico (figli non indicati nel profilo: nessuno)");
    const none = summarise(2026, [e(1, "1550.00", "funeral")], { yearlyIncomeCents: null, children: 2 });
    expect(none.totals.saving).toBe("294.50");
    expect(none.notes.join(" ")).toMatch(/tetto sopra i 75\.000 €.*non sono stati applicati/);
  });
});

describe("riepilogo 730: il limite delle spese di istruzione", () => {
  it("800 € per alunno fino al 2024, 1.000 € dalle spese del 2025 (L. 207/2024, art. 1, comma 13)", () => {
    const school = [e(1, "1200.00", "school", "child1")];
    const household = { yearlyIncomeCents: 4_000_000, children: 1 };
    expect(summarise(2024, school, household).totals).toEqual({ total: "1200.00", eligible: "800.00", saving: "152.00" });
    expect(summarise(2025, school, household).totals).toEqual({ total: "1200.00", eligible: "1000.00", saving: "190.00" });
  });
});

describe("riepilogo 730: il limite delle spese veterinarie", () => {
  it("500 € nel 2020 (L. 160/2019), 550 € dal 2021 (L. 178/2020, art. 1, comma 333), franchigia di 129,11 € tolta", () => {
    const vet = [e(1, "600.00", "veterinary")];
    const household = { yearlyIncomeCents: 4_000_000, children: 0 };
    expect(summarise(2020, vet, household).totals).toEqual({ total: "600.00", eligible: "370.89", saving: "70.47" });
    expect(summarise(2021, vet, household).totals).toEqual({ total: "600.00", eligible: "420.89", saving: "79.97" });
  });
});

describe("riepilogo 730: l'esempio pubblicato dell'art. 16-ter", () => {
  it("Ratio Quotidiano, «Detrazioni fiscali 2025: nuovi limiti per i redditi oltre 75.000 euro»: 85.000 € e due figli → oneri fino a 11.900 € (14.000 × 0,85)", () => {
    // https://www.ratioquotidiano.it/detrazioni-fiscali-2025-nuovi-limiti-per-i-redditi-oltre-75000-euro
    // Funerals 4 × 1.550 + school 4 × 1.000 + student rent 2.633 = 12.833 € inside the ceiling → 11.900 €; 19 % = 2.261,00 €.
    const members = ["self", "spouse", "child1", "child2"];
    const expenses = [
      ...members.map((m, i) => e(i + 1, "1550.00", "funeral", m)),
      ...members.map((m, i) => e(i + 11, "1000.00", "school", m)),
      e(21, "2633.00", "student_rent", "child1"),
    ];
    const s = summarise(2025, expenses, { yearlyIncomeCents: 8_500_000, children: 2 });
    expect(s.totals).toEqual({ total: "12833.00", eligible: "11900.00", saving: "2261.00" });
    expect(s.notes.join(" ").replace(/\u00a0/g, " ")).toContain("fino a 11.900,00 € l'anno con 2 figli a carico; qui 933,00 € di spese restano fuori");
  });
});
