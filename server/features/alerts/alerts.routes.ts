import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/guards";
import { parseId } from "../../http/validate";
import { route } from "../../http/route";
import { ALERT_MESSAGES } from "@shared/schemas/alerts";
import { alertsContract as api } from "@shared/contracts/alerts";
import { createAlertsService } from "./alerts.service";

export function alertsRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createAlertsService(deps);

  route(router, api.list, requireUser, async (req, res, { query }) => {
    res.json(await service.list(currentUser(req).id, query));
  });

  route(router, api.markRead, requireUser, async (req, res) => {
    const id = parseId(req.params.id, ALERT_MESSAGES.notFound);
    res.json(await service.markRead(currentUser(req).id, id));
  });

  return router;
}
