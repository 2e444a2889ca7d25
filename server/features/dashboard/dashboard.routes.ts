import { Router } from "express";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { dashboardContract as api } from "@shared/contracts/dashboard";
import type { createDashboardService } from "./dashboard.service";

export function dashboardRoutes(service: ReturnType<typeof createDashboardService>): Router {
  const router = Router();
  route(router, api.summary, async (req, res) => {
    res.json(await service.summary(currentUser(req)));
  });
  return router;
}
