import type { FeatureModule } from "../module";

export const adminModule: FeatureModule = { name: "admin" };
