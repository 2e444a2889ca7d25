import type { FeatureModule } from "../module";

export const billingModule: FeatureModule = { name: "billing" };
