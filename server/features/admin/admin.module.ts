import type { FeatureModule } from "../module";
import { adminRoutes } from "./admin.routes";
import { createAuditLog } from "./audit.service";

export const adminModule: FeatureModule = {
  name: "admin",
  create: (deps) => ({
    routes: adminRoutes(deps),
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
