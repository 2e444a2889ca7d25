import type { FeatureModule } from "../module";
import { expensesRoutes } from "./expenses.routes";

export const expensesModule: FeatureModule = { name: "expenses", create: (deps) => ({ routes: expensesRoutes(deps) }) };
