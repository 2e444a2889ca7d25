import { sharedServices, type FeatureModule } from "../module";
import { deductionsRoutes } from "./deductions.routes";
import { createDeductionsService } from "./deductions.service";

// The 730 summary of the deductible expenses (docs/tax.md).
export const deductionsModule: FeatureModule = {
  name: "deductions",
  create: (deps, shared = sharedServices(deps)) => ({ routes: deductionsRoutes(shared.get(createDeductionsService)) }),
};
