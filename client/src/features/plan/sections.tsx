import type { ComponentType } from "react";
import { GoalsSection } from "./components/goals-section";
import { EmergencyFundCard } from "./components/emergency-fund-card";
import { CategoryBudgetsSection } from "./category-budgets";
import { IncomeSection } from "./income/income-section";
import { ExtraMonthsSection } from "./extra-months/extra-months-section";

/**
 * The sections of /plan, in order (docs/plan.md): each feature adds its own section here from its
 * own file; the page shows them one after another.
 */
export const PLAN_SECTIONS: Array<{ id: string; Section: ComponentType }> = [
  { id: "entrate", Section: IncomeSection },
  { id: "obiettivi", Section: GoalsSection },
  { id: "fondo-emergenza", Section: EmergencyFundCard },
  { id: "budget-categorie", Section: CategoryBudgetsSection },
  { id: "mensilita-aggiuntive", Section: ExtraMonthsSection },
];
