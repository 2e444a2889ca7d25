// Reads other features may use (alerts, calculators, report, chat). Keep these signatures stable.
export { familySplit } from "./budget-split";
export { createCategoryBudgetsService, type CategoryBudgetsService } from "./category-budgets.service";
