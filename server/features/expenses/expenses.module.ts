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
      // The recurring job of every user, on the maintenance timer with its own interval
      // (RECURRING_JOB_INTERVAL_MS; 0: off here). Several processes may run it at once: each
      // month of a rule is claimed once (docs/expenses.md, "Once, with several processes").
      start: () =>
        every({ ...deps, config: { ...deps.config, MAINTENANCE_INTERVAL_MS: deps.config.RECURRING_JOB_INTERVAL_MS } }, "spese ricorrenti", () => recurring.run()),
    };
  },
};
