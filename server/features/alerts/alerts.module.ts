import type { FeatureModule } from "../module";

export const alertsModule: FeatureModule = { name: "alerts" };
