import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/guards";
import { createDashboardService } from "./dashboard.service";

export function dashboardRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createDashboardService(deps);
  router.get("/api/dashboard/summary", requireUser, async (req, res) => {
    res.json(await service.summary(currentUser(req)));
  });
  return router;
}
