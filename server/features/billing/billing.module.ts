import type { FeatureModule } from "../module";
import { billingRoutes } from "./billing.routes";
import { webhookRoutes } from "./webhook.routes";
import { every } from "../../ops/maintenance";
import { purgeTrialMemory } from "./trial-memory";

export const billingModule: FeatureModule = {
  name: "billing",
  create: (deps) => ({
    rawRoutes: webhookRoutes(deps),
    routes: billingRoutes(deps),
    // The demo trial's memory of addresses is kept TRIAL_MEMORY_RETENTION_DAYS (docs/privacy.md).
    start: () => every(deps, "conservazione memoria prova demo", () => purgeTrialMemory(deps)),
  }),
};
