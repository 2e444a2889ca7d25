import type { FeatureModule } from "../module";
import { dashboardRoutes } from "./dashboard.routes";

export const dashboardModule: FeatureModule = { name: "dashboard", routes: dashboardRoutes };
