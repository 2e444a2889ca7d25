import type { FeatureModule } from "../module";

export const feedbackModule: FeatureModule = { name: "feedback" };
