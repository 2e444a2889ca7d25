import { Router } from "express";
import { currentUser, requireUser } from "../../http/guards";
import { parseId } from "../../http/validate";
import { route } from "../../http/route";
import { ALERT_MESSAGES } from "@shared/schemas/alerts";
import { alertsContract as api } from "@shared/contracts/alerts";
import type { AlertsService } from "./alerts.service";

export function alertsRoutes(service: AlertsService): Router {
  const router = Router();

  route(router, api.list, requireUser, async (req, res, { query }) => {
    res.json(await service.list(currentUser(req).id, query));
  });

  route(router, api.markRead, requireUser, async (req, res) => {
    const id = parseId(req.params.id, ALERT_MESSAGES.notFound);
    res.json(await service.markRead(currentUser(req).id, id));
  });

  return router;
}
