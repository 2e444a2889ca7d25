import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { eventsContract as api } from "@shared/contracts/events";
import { countPendingForUser } from "../../events.repo";

/** GET /api/user/events/pending: the client polls it after a write, then refetches points and alerts (docs/events.md). */
export function eventsRoutes(deps: Pick<AppDeps, "db" | "userReads">): Router {
  const router = Router();
  route(router, api.pending, async (req, res) => {
    const userId = currentUser(req).id;
    const pending = await countPendingForUser(deps.db, userId);
    // The client refetches next: if another process applied the reactions, its notice may not
    // have reached this one yet (docs/scale-out.md, "Letture dell'utente in cache").
    if (pending === 0) deps.userReads.invalidateUser(userId);
    res.json({ pending });
  });
  return router;
}
