import type { FeatureModule } from "../module";

export const dashboardModule: FeatureModule = { name: "dashboard" };
