import { sharedServices, type FeatureModule } from "../module";
import { alertsRoutes } from "./alerts.routes";
import { createAlertsService } from "./alerts.service";
import { createBadgesService } from "../gamification/gamification.public";
import { createCategoryBudgetsService } from "../category-budgets/category-budgets.public";

export const alertsModule: FeatureModule = {
  name: "alerts",
  create: (deps, shared = sharedServices(deps)) => {
    // One service per app: its routes and its event handlers share the monthly-check memory; the
    // badges it awards are gamification's one service (docs/ARCHITECTURE.md, "Services built once").
    const service = createAlertsService(deps, shared.get(createBadgesService), shared.get(createCategoryBudgetsService));
    return {
      routes: alertsRoutes(service),
      subscribe: () => {
        // The rules of all the new expenses a worker claimed at once read their facts in one statement.
        deps.events.onBatch("expense.created", (events) => service.onExpensesCreated(events.map((e) => e.payload)));
        // The facts of the monthly check: a PAC plan, the budget, last month's expenses. An
        // in-memory cache of this process: forgotten right after the commit (docs/events.md).
        const forget = (e: { userId: number }) => service.forgetMonthlyCheck(e.userId);
        deps.events.onCommit("pac.simulated", forget);
        deps.events.onCommit("budget.saved", forget);
        deps.events.onCommit("budget.split_changed", forget);
        deps.events.onCommit("expense.created", forget);
        deps.events.onCommit("expense.deleted", forget);
        deps.events.onCommit("expense.updated", forget);
        deps.events.onCommit("expense.restored", forget);
        deps.events.on("recurring.skipped_limit", (e) => service.onRecurringSkipped(e));
        // An administrator's public reply to the user's feedback.
        deps.events.on("feedback.replied", (e) => service.onFeedbackReplied(e));
      },
    };
  },
};
