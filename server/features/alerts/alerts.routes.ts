import { Router } from "express";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { alertsContract as api } from "@shared/contracts/alerts";
import type { AlertsService } from "./alerts.service";

export function alertsRoutes(service: AlertsService): Router {
  const router = Router();

  route(router, api.list, async (req, res, { query }) => {
    res.json(await service.list(currentUser(req).id, query));
  });

  route(router, api.markRead, async (req, res, { params }) => {
    const id = params.id;
    res.json(await service.markRead(currentUser(req).id, id));
  });

  return router;
}
