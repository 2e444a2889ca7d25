import type { FeatureModule } from "../module";

export const coursesModule: FeatureModule = { name: "courses" };
