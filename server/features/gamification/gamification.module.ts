import type { FeatureModule } from "../module";

export const gamificationModule: FeatureModule = { name: "gamification" };
