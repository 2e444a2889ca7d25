import { Router } from "express";
import type { AppDeps } from "../../deps";
import { requireAdmin } from "../../http/guards";
import { createAdminService } from "./admin.service";

export function adminRoutes(deps: AppDeps): Router {
  const router = Router();
  const admin = createAdminService(deps);
  router.get("/api/admin/overview", requireAdmin, async (_req, res) => {
    res.json(await admin.overview());
  });
  return router;
}
