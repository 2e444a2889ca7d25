import { Router } from "express";
import type { AppDeps } from "../../deps";
import { requireAdmin } from "../../http/guards";
import { route } from "../../http/route";
import { adminContract as api } from "@shared/contracts/admin";
import { createAdminService } from "./admin.service";

export function adminRoutes(deps: AppDeps): Router {
  const router = Router();
  const admin = createAdminService(deps);
  route(router, api.overview, requireAdmin, async (_req, res) => {
    res.json(await admin.overview());
  });
  return router;
}
