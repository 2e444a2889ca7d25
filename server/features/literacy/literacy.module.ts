import type { FeatureModule } from "../module";
import { literacyRoutes } from "./literacy.routes";
import { createLiteracyService } from "./literacy.service";

/** The financial-literacy check and its aggregates (docs/literacy.md). */
export const literacyModule: FeatureModule = {
  name: "literacy",
  create: (deps) => ({ routes: literacyRoutes(createLiteracyService(deps)) }),
};
