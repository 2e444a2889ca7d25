import type { FeatureModule } from "../module";
import { alertsRoutes } from "./alerts.routes";
import { createAlertsService } from "./alerts.service";

export const alertsModule: FeatureModule = {
  name: "alerts",
  routes: alertsRoutes,
  subscribe: (deps) => {
    const service = createAlertsService(deps);
    deps.events.on("expense.created", (e) => service.onExpenseCreated(e));
  },
};
