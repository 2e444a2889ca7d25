import { describe, expect, it } from "vitest";
import type { DashboardSummary } from "@shared/schemas/gamification";
import { nextSteps } from "./next-steps-card";

const fresh: DashboardSummary = {
  firstName: "Giulia",
  points: 0,
  monthlyPoints: 0,
  level: 1,
  levelLabel: "Principiante",
  completedLessons: 0,
  totalLessons: 35,
  badgesCount: 0,
  recentBadges: [],
  monthExpenseCount: 0,
  budget: null,
  streak: { current: 0, best: 0 },
  nextLevel: { level: 2, pointsNeeded: 100 },
};
const labels = (s: ReturnType<typeof nextSteps>) => s.map((x) => x.href);

describe("prossimi passi ordinati dalla famiglia", () => {
  it("senza profilo l'ordine di sempre; onboarding mai risposto: prima la famiglia", () => {
    expect(labels(nextSteps(fresh))).toEqual(["/courses", "/budget-calculator", "/expenses"]);
    expect(labels(nextSteps(fresh, { completed: false, goal: null }))).toEqual(["/onboarding", "/courses", "/budget-calculator", "/expenses"]);
    expect(labels(nextSteps(fresh, { completed: true, goal: null }))).toEqual(["/courses", "/budget-calculator", "/expenses"]);
  });

  it("l'obiettivo porta in cima il suo strumento", () => {
    expect(labels(nextSteps(fresh, { completed: true, goal: "debts" }))).toEqual(["/expenses", "/courses", "/budget-calculator"]);
    expect(labels(nextSteps(fresh, { completed: true, goal: "emergency_fund" }))).toEqual(["/budget-calculator", "/courses", "/expenses"]);
    expect(labels(nextSteps(fresh, { completed: true, goal: "home" }))).toEqual(["/mortgage-calculator", "/courses", "/budget-calculator", "/expenses"]);
    expect(labels(nextSteps(fresh, { completed: true, goal: "retirement" }))[0]).toBe("/pac-simulator");
  });

  it("un passo già fatto non torna per l'obiettivo", () => {
    const withBudget = { ...fresh, budget: { monthlyIncome: "2000.00", necessities: "1000.00", wants: "600.00", savings: "400.00" } };
    expect(labels(nextSteps(withBudget, { completed: true, goal: "emergency_fund" }))).toEqual(["/courses", "/expenses"]);
  });
});
