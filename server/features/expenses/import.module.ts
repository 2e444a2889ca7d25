import type { FeatureModule } from "../module";
import { expenseImportRoutes, importBody } from "./import.routes";
import { createExpenseImportService, createImportRulesService } from "./import.service";

// The bank statement import and its learned rules (docs/expenses.md), a module of its own so the tracker's module stays as it is.
export const expenseImportModule: FeatureModule = {
  name: "expense-import",
  create: (deps) => {
    const body = importBody(deps.config);
    return { rawRoutes: body.marker, routes: expenseImportRoutes(deps, createExpenseImportService(deps), createImportRulesService(deps)) };
  },
};
