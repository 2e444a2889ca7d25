import type { FeatureModule } from "../module";
import { alertsRoutes } from "./alerts.routes";
import { createAlertsService, forgetMonthlyCheck } from "./alerts.service";

export const alertsModule: FeatureModule = {
  name: "alerts",
  routes: alertsRoutes,
  subscribe: (deps) => {
    const service = createAlertsService(deps);
    deps.events.on("expense.created", (e) => service.onExpenseCreated(e));
    // The facts of the monthly check: a PAC plan, the budget, last month's expenses.
    const forget = (e: { userId: number }) => forgetMonthlyCheck(deps.db, e.userId);
    deps.events.on("pac.simulated", forget);
    deps.events.on("budget.saved", forget);
    deps.events.on("expense.created", forget);
    deps.events.on("expense.deleted", forget);
  },
};
