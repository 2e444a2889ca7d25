import { sharedServices, type FeatureModule } from "../module";
import { debtsRoutes } from "./debts.routes";
import { createDebtsService } from "./debts.service";

// The debt payoff planner and the stored debts (docs/calculators.md, "Piano di rientro dai debiti").
export const debtsModule: FeatureModule = {
  name: "debts",
  create: (deps, shared = sharedServices(deps)) => ({ routes: debtsRoutes(deps, shared.get(createDebtsService)) }),
};
