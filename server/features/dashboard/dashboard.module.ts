import type { FeatureModule } from "../module";
import { dashboardRoutes } from "./dashboard.routes";

export const dashboardModule: FeatureModule = { name: "dashboard", create: (deps) => ({ routes: dashboardRoutes(deps) }) };
