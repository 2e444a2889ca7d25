import type { FeatureModule } from "../module";

export const chatModule: FeatureModule = { name: "chat" };
