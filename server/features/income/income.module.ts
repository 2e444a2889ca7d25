import type { FeatureModule } from "../module";
import { incomeRoutes } from "./income.routes";
import { createIncomeService } from "./income.service";

// Income entries and the month's balance (docs/plan.md, "Entrate e saldo del mese").
export const incomeModule: FeatureModule = {
  name: "income",
  create: (deps) => ({ routes: incomeRoutes(deps, createIncomeService(deps)) }),
};
