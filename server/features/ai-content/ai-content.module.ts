import type { FeatureModule } from "../module";

export const aiContentModule: FeatureModule = { name: "ai-content" };
