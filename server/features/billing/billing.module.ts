import type { FeatureModule } from "../module";
import { billingRoutes } from "./billing.routes";
import { webhookRoutes } from "./webhook.routes";

export const billingModule: FeatureModule = {
  name: "billing",
  create: (deps) => ({ rawRoutes: webhookRoutes(deps), routes: billingRoutes(deps) }),
};
