import type { FeatureModule } from "../module";
import { alertsRoutes } from "./alerts.routes";
import { createAlertsService } from "./alerts.service";

export const alertsModule: FeatureModule = {
  name: "alerts",
  create: (deps) => {
    // One service per app: its routes and its event handlers share the monthly-check memory.
    const service = createAlertsService(deps);
    return {
      routes: alertsRoutes(service),
      subscribe: () => {
        deps.events.on("expense.created", (e) => service.onExpenseCreated(e));
        // The facts of the monthly check: a PAC plan, the budget, last month's expenses.
        const forget = (e: { userId: number }) => service.forgetMonthlyCheck(e.userId);
        deps.events.on("pac.simulated", forget);
        deps.events.on("budget.saved", forget);
        deps.events.on("expense.created", forget);
        deps.events.on("expense.deleted", forget);
        deps.events.on("expense.updated", forget);
        deps.events.on("expense.restored", forget);
        deps.events.on("recurring.skipped_limit", (e) => service.onRecurringSkipped(e));
        // An administrator's public reply to the user's feedback.
        deps.events.on("feedback.replied", (e) => service.onFeedbackReplied(e));
      },
    };
  },
};
