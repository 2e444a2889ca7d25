import { Router } from "express";
import type { AppDeps } from "./deps";
import { currentUser, requireUser } from "./http/guards";
import { route } from "./http/route";
import { eventsContract as api } from "@shared/contracts/events";
import { countPendingForUser } from "./events.repo";

/** GET /api/user/events/pending: the client polls it after a write, then refetches points and alerts (docs/events.md). */
export function eventsRoutes(deps: Pick<AppDeps, "db">): Router {
  const router = Router();
  route(router, api.pending, requireUser, async (req, res) => {
    res.json({ pending: await countPendingForUser(deps.db, currentUser(req).id) });
  });
  return router;
}
