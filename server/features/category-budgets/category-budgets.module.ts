import type { FeatureModule } from "../module";
import { categoryBudgetsRoutes } from "./category-budgets.routes";
import { createCategoryBudgetsService } from "./category-budgets.service";
import { createBudgetSplitService } from "./budget-split";

// docs/plan.md, "Budget per categoria" and "La ripartizione della famiglia".
export const categoryBudgetsModule: FeatureModule = {
  name: "category-budgets",
  create: (deps) => ({
    routes: categoryBudgetsRoutes(createCategoryBudgetsService(deps), createBudgetSplitService(deps)),
  }),
};
