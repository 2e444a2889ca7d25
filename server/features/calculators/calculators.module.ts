import type { FeatureModule } from "../module";

export const calculatorsModule: FeatureModule = { name: "calculators" };
