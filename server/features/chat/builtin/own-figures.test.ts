import { describe, expect, it } from "vitest";
import type { CategoryBudgetStatus } from "@shared/schemas/category-budgets";
import { answerBuiltin } from "./assistant";
import { emptyContext, type ChatContext } from "./types";

// The household's own figures (docs/chat.md, "Tools"): the month status the /plan page shows.
const row = (subcategory: CategoryBudgetStatus["categories"][number]["subcategory"], spent: string, budget: string | null, left: string | null, warning = false) => ({
  subcategory, budget, carried: "0.00", spent, left, projected: spent, overshoot: "0.00", warning,
});
const premiumMonth: CategoryBudgetStatus = {
  year: 2026, month: 11, daysPassed: 10, daysInMonth: 30, preview: false,
  categories: [row("spesa_alimentare", "320.50", "500.00", "179.50"), row("ristoranti", "180.00", "150.00", "-30.00", true), row("bollette", "95.00", "120.00", "25.00")],
  totals: { budget: "770.00", spent: "595.50", left: "174.50" },
};
const signedIn = (month: CategoryBudgetStatus | null): ChatContext => ({ ...emptyContext(), signedIn: true, isPremium: true, month });
const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("le cifre della famiglia", () => {
  it("quanto ho speso questo mese: il totale del mese e le voci più alte, con il link al piano", () => {
    const r = answerBuiltin("Quanto ho speso questo mese?", signedIn(premiumMonth));
    expect(plain(r.response)).toContain("hai speso 595,50 €");
    expect(plain(r.response)).toContain("Spesa alimentare 320,50 €, Ristoranti 180,00 €, Bollette 95,00 €");
    expect(r.links).toEqual([{ label: "Apri il piano del mese", href: "/plan" }]);
  });

  it("quanto ho speso in bollette: la categoria e quanto resta del suo budget", () => {
    const r = plain(answerBuiltin("quanto ho speso per le bollette?", signedIn(premiumMonth)).response);
    expect(r).toContain('in "Bollette" hai speso 95,00 €');
    expect(r).toContain("ti restano 25,00 €");
  });

  it("quanto mi resta del budget: il residuo e le categorie che al ritmo attuale sforano", () => {
    const r = plain(answerBuiltin("Quanto mi resta del budget questo mese?", signedIn(premiumMonth)).response);
    expect(r).toContain("Dei 770,00 € di budget di questo mese hai speso 595,50 €: ti restano 174,50 €");
    expect(r).toContain("superi il budget in: Ristoranti");
  });

  it("un utente gratuito: la spesa sì, il residuo per categoria è Premium", () => {
    const free = { ...premiumMonth, preview: true, totals: { budget: null, spent: "595.50", left: null } };
    const r = plain(answerBuiltin("quanto mi resta da spendere? quanto mi rimane del budget", { ...signedIn(free), isPremium: false }).response);
    expect(r).toContain("hai speso 595,50 €");
    expect(r).toContain("funzione Premium");
  });

  it("un visitatore è invitato ad accedere, senza cifre inventate", () => {
    const r = answerBuiltin("quanto ho speso questo mese?", emptyContext());
    expect(r.response).toContain("accedi");
    expect(r.response).not.toMatch(/\d+,\d\d/);
    expect(r.links[0]!.href).toBe("/login");
  });

  it("obiettivi: nessuno ancora → l'invito a crearne uno, senza cifre", () => {
    const r = answerBuiltin("quanto mi manca per il mio obiettivo?", { ...signedIn(premiumMonth), goals: [] });
    expect(r.response).toContain("Non hai ancora un obiettivo di risparmio");
    expect(r.response).not.toMatch(/\d+,\d\d/);
  });
});
