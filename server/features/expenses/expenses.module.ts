import { Router } from "express";
import type { FeatureModule } from "../module";
import { every } from "../../ops/maintenance";
import { expensesRoutes } from "./expenses.routes";
import { createExpensesService } from "./expenses.service";
import { createExpenseReportService } from "./expenses-report.service";
import { createRecurringService } from "./recurring.service";
import { recurringRoutes } from "./recurring.routes";

export const expensesModule: FeatureModule = {
  name: "expenses",
  create: (deps) => {
    const service = createExpensesService(deps);
    const recurring = createRecurringService(deps);
    const report = createExpenseReportService(deps);
    const routes = Router();
    routes.use(expensesRoutes({ deps, service, recurring, report }));
    routes.use(recurringRoutes(deps, recurring));
    return {
      routes,
      // The recurring job of every user; several processes may run it at once (docs/expenses.md).
      start: () =>
        every({ config: { ...deps.config, MAINTENANCE_INTERVAL_MS: deps.config.RECURRING_JOB_INTERVAL_MS } }, "spese ricorrenti", () => recurring.run()),
    };
  },
};
