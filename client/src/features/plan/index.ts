// The plan feature's entry for other features (docs/ARCHITECTURE.md, "Boundaries").
export { GoalsProgressCard } from "./components/goals-progress-card";
export { CategoryBudgetsCard } from "./category-budgets-card";
export { useBudgetSplit } from "./category-budgets-api";
export { useFamilySplitLabel } from "./split-label";
export { ExtraMonthsForm } from "./extra-months/extra-months-form";
export { GoalPicker } from "./components/goal-picker";
export { MonthBalanceCard } from "./income/month-balance-card";
