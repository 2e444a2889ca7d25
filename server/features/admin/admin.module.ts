import { sharedServices, type FeatureModule } from "../module";
import { adminRoutes } from "./admin.routes";
import { createAuditLog } from "./audit.service";
import { createAdminService } from "./admin.service";
import { createAdminUsersService } from "./admin-users.service";
import { createHealthService } from "./health.service";
import { createSettingsService } from "./settings.service";
import { createAnalyticsService } from "../analytics/analytics.public";

export const adminModule: FeatureModule = {
  name: "admin",
  // Its services built once per app; the overview reads analytics' one service (docs/ARCHITECTURE.md, "Services built once").
  create: (deps, shared = sharedServices(deps)) => ({
    routes: adminRoutes(deps, {
      admin: createAdminService(deps, shared.get(createAnalyticsService)),
      users: createAdminUsersService(deps),
      health: createHealthService(deps),
      settings: createSettingsService(deps),
    }),
    // Features that only report what an administrator did (the blog editor: publish, unpublish,
    // schedule, delete) emit "admin.action"; each becomes one audit entry (docs/operations.md).
    subscribe: () => {
      const audit = createAuditLog(deps);
      deps.events.on("admin.action", async (e) => {
        const [type, id] = e.target.split(":");
        await audit.recordAdminAction({ actorId: e.actorId, action: e.action, target: { type: type ?? e.target, id: id ?? null }, before: e.before as Record<string, unknown> | null, after: e.after as Record<string, unknown> | null });
      });
    },
  }),
};
