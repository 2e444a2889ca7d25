import { sharedServices, type FeatureModule } from "../module";
import { goalsRoutes } from "./goals.routes";
import { createGoalsService } from "./goals.service";

// The plan's goals and emergency fund (docs/plan.md).
export const goalsModule: FeatureModule = {
  name: "goals",
  create: (deps, shared = sharedServices(deps)) => ({ routes: goalsRoutes(deps, shared.get(createGoalsService)) }),
};
