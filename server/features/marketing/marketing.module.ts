import type { FeatureModule } from "../module";

export const marketingModule: FeatureModule = { name: "marketing" };
