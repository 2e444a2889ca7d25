import type { FeatureModule } from "../module";

export const blogModule: FeatureModule = { name: "blog" };
