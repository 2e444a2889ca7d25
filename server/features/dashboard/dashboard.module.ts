import type { FeatureModule } from "../module";
import { dashboardRoutes } from "./dashboard.routes";
import { createDashboardService } from "./dashboard.service";

export const dashboardModule: FeatureModule = { name: "dashboard", create: (deps) => ({ routes: dashboardRoutes(createDashboardService(deps)) }) };
