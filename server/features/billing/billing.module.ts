import type { FeatureModule } from "../module";
import { billingRoutes } from "./billing.routes";
import { webhookRoutes } from "./webhook.routes";
import { every } from "../../ops/maintenance";
import { purgeTrialMemory } from "./trial-memory";
import { createWebhookService } from "./webhook.service";
import { createSubscriptionService } from "./subscription.service";
import { createPremiumGrantService } from "./premium-grant.service";
import { createPlanControlService } from "./plan-control.service";

export const billingModule: FeatureModule = {
  name: "billing",
  create: (deps) => ({
    rawRoutes: webhookRoutes(createWebhookService(deps)),
    routes: billingRoutes(deps, { billing: createSubscriptionService(deps), grants: createPremiumGrantService(deps), plans: createPlanControlService(deps) }),
    // The demo trial's memory of addresses is kept TRIAL_MEMORY_RETENTION_DAYS (docs/privacy.md).
    start: () => every(deps, "conservazione memoria prova demo", () => purgeTrialMemory(deps)),
  }),
};
