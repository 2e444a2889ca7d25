import { describe, expect, it } from "vitest";
import { extraArrivals, splitExtraPayments, type GoalNeed } from "./extra-months";

// docs/plan.md, "Mensilità aggiuntive".
describe("extraArrivals", () => {
  it("12 payments (or not said) have none; 13 arrive in December; 14 in July and December unless chosen", () => {
    expect(extraArrivals({ salaryPayments: null, thirteenthMonth: null, fourteenthMonth: null })).toEqual([]);
    expect(extraArrivals({ salaryPayments: 12, thirteenthMonth: null, fourteenthMonth: null })).toEqual([]);
    expect(extraArrivals({ salaryPayments: 13, thirteenthMonth: null, fourteenthMonth: null })).toEqual([{ month: 12, kind: "thirteenth" }]);
    expect(extraArrivals({ salaryPayments: 14, thirteenthMonth: null, fourteenthMonth: null })).toEqual([
      { month: 7, kind: "fourteenth" },
      { month: 12, kind: "thirteenth" },
    ]);
    expect(extraArrivals({ salaryPayments: 14, thirteenthMonth: 1, fourteenthMonth: 6 })).toEqual([
      { month: 1, kind: "thirteenth" },
      { month: 6, kind: "fourteenth" },
    ]);
  });
});

describe("splitExtraPayments", () => {
  const arrivals = extraArrivals({ salaryPayments: 14, thirteenthMonth: null, fourteenthMonth: null });
  const goals: GoalNeed[] = [
    { goalId: 1, name: "Casa", kind: "long_term", dueDate: "2030-12-31", needCents: 5_000_000 },
    { goalId: 2, name: "Bollo auto", kind: "sinking", dueDate: "2027-03-31", needCents: 30_000 },
    { goalId: 3, name: "Fondo di emergenza", kind: "emergency", dueDate: "2027-11-30", needCents: 100_050 },
    { goalId: 4, name: "Assicurazione", kind: "sinking", dueDate: "2027-09-30", needCents: 45_025 },
    { goalId: 5, name: "Libri di scuola", kind: "sinking", dueDate: "2027-01-31", needCents: 20_000 },
  ];

  it("sinking funds due before the next payment, then the emergency fund, then the other goals; the next payment goes on", () => {
    const [dec, jul] = splitExtraPayments(arrivals, [{ year: 2026, month: 12, kind: "thirteenth" }, { year: 2027, month: 7, kind: "fourteenth" }], 180_050, goals);
    // December's next payment is July 2027: books (January) and car tax (March) are due before it.
    expect(dec!.allocations).toEqual([
      { goalId: 5, name: "Libri di scuola", step: "sinking", amountCents: 20_000 },
      { goalId: 2, name: "Bollo auto", step: "sinking", amountCents: 30_000 },
      { goalId: 3, name: "Fondo di emergenza", step: "emergency", amountCents: 100_050 },
      { goalId: 4, name: "Assicurazione", step: "goal", amountCents: 30_000 },
    ]);
    expect(dec!.unallocatedCents).toBe(0);
    // July: the insurance (September, before December) takes what it still needs, the home the rest.
    expect(jul!.allocations).toEqual([
      { goalId: 4, name: "Assicurazione", step: "sinking", amountCents: 15_025 },
      { goalId: 1, name: "Casa", step: "goal", amountCents: 165_025 },
    ]);
    const sum = (s: typeof dec) => s!.allocations.reduce((t, a) => t + a.amountCents, 0) + s!.unallocatedCents;
    expect(sum(dec)).toBe(180_050);
    expect(sum(jul)).toBe(180_050);
  });

  it("a sinking fund already due before the payment's month is not a due-soon one: it waits with the other goals", () => {
    const [jul] = splitExtraPayments(arrivals, [{ year: 2027, month: 7, kind: "fourteenth" }], 10_000, [
      { goalId: 1, name: "Casa", kind: "long_term", dueDate: "2030-12-31", needCents: 5_000 },
      { goalId: 2, name: "Bollo auto", kind: "sinking", dueDate: "2027-03-31", needCents: 30_000 },
      { goalId: 3, name: "Assicurazione", kind: "sinking", dueDate: "2027-11-30", needCents: 4_000 },
    ]);
    expect(jul!.allocations).toEqual([
      { goalId: 3, name: "Assicurazione", step: "sinking", amountCents: 4_000 },
      { goalId: 2, name: "Bollo auto", step: "goal", amountCents: 6_000 },
    ]);
  });

  it("what no goal needs stays free; an emergency fund at its target takes nothing", () => {
    const [only] = splitExtraPayments(arrivals, [{ year: 2026, month: 12, kind: "thirteenth" }], 50_000, [
      { goalId: 9, name: "Fondo di emergenza", kind: "emergency", dueDate: null, needCents: 0 },
      { goalId: 8, name: "Natale", kind: "sinking", dueDate: "2027-12-31", needCents: 12_345 },
    ]);
    expect(only!.allocations).toEqual([{ goalId: 8, name: "Natale", step: "goal", amountCents: 12_345 }]);
    expect(only!.unallocatedCents).toBe(37_655);
  });
});
