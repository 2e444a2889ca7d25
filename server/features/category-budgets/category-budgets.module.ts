import { sharedServices, type FeatureModule } from "../module";
import { categoryBudgetsRoutes } from "./category-budgets.routes";
import { createCategoryBudgetsService } from "./category-budgets.service";
import { createBudgetSplitService } from "./budget-split";

// docs/plan.md, "Budget per categoria" and "La ripartizione della famiglia".
export const categoryBudgetsModule: FeatureModule = {
  name: "category-budgets",
  // The service is the app's one (the alerts' pace rule uses it too: docs/ARCHITECTURE.md, "Services built once").
  create: (deps, shared = sharedServices(deps)) => ({
    routes: categoryBudgetsRoutes(deps, shared.get(createCategoryBudgetsService), createBudgetSplitService(deps)),
  }),
};
