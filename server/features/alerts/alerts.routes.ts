import { Router } from "express";
import { currentUser, requireUser } from "../../http/guards";
import { parse, parseId } from "../../http/validate";
import { ALERT_MESSAGES, alertsQuerySchema } from "@shared/schemas/alerts";
import type { AlertsService } from "./alerts.service";

export function alertsRoutes(service: AlertsService): Router {
  const router = Router();

  router.get("/api/user/alerts", requireUser, async (req, res) => {
    const query = parse(alertsQuerySchema, req.query);
    res.json(await service.list(currentUser(req).id, query));
  });

  router.patch("/api/user/alerts/:id/read", requireUser, async (req, res) => {
    const id = parseId(req.params.id, ALERT_MESSAGES.notFound);
    res.json(await service.markRead(currentUser(req).id, id));
  });

  return router;
}
