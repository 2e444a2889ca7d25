import type { FeatureModule } from "../module";

export const analyticsModule: FeatureModule = { name: "analytics" };
