import { monthQuerySchema } from "../schemas/expenses";
import {
  CATEGORY_BUDGET_MESSAGES,
  budgetSplitSchema,
  categoryBudgetsSchema,
  type BudgetSplitView,
  type CategoryBudgetList,
  type CategoryBudgetStatus,
} from "../schemas/category-budgets";
import { endpoint, typeOnly } from "./define";

// docs/plan.md, "Budget per categoria" and "La ripartizione della famiglia". They are the
// household's (docs/household.md, "Cosa è condiviso"): members read them, a viewer changes nothing
// (the premium save checks the role in the service, its access being the plan's).
export const categoryBudgetsContract = {
  // Free users read their (unapplied) budgets and a preview of the status; only Premium sets them.
  list: endpoint({ method: "GET", path: "/api/user/category-budgets", access: "household:read", output: typeOnly<CategoryBudgetList>() }),
  save: endpoint({ method: "PUT", path: "/api/user/category-budgets", access: "premium", premiumMessage: CATEGORY_BUDGET_MESSAGES.premium, body: categoryBudgetsSchema, output: typeOnly<CategoryBudgetList>() }),
  status: endpoint({ method: "GET", path: "/api/user/category-budgets/status", access: "household:read", query: monthQuerySchema, output: typeOnly<CategoryBudgetStatus>() }),
  split: endpoint({ method: "GET", path: "/api/user/budget-split", access: "household:read", output: typeOnly<BudgetSplitView>() }),
  saveSplit: endpoint({ method: "PUT", path: "/api/user/budget-split", access: "household:write", body: budgetSplitSchema, output: typeOnly<BudgetSplitView>() }),
};
