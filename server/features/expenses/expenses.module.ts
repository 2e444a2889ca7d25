import type { FeatureModule } from "../module";

export const expensesModule: FeatureModule = { name: "expenses" };
