import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { dashboardContract as api } from "@shared/contracts/dashboard";
import { createDashboardService } from "./dashboard.service";

export function dashboardRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createDashboardService(deps);
  route(router, api.summary, async (req, res) => {
    res.json(await service.summary(currentUser(req)));
  });
  return router;
}
