import type { FeatureModule } from "../module";
import { householdRoutes } from "./household.routes";
import { createHouseholdService } from "./household.service";
import { createInvitationPreview } from "./invitation-preview.service";

// A shared household: members, roles, invitations (docs/household.md).
export const householdModule: FeatureModule = {
  name: "household",
  create: (deps) => ({ routes: householdRoutes(deps, createHouseholdService(deps), createInvitationPreview(deps)) }),
};
