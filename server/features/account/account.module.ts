import type { FeatureModule } from "../module";
import { accountRoutes } from "./account.routes";

export const accountModule: FeatureModule = {
  name: "account",
  create: (deps) => ({ routes: accountRoutes(deps) }),
};
