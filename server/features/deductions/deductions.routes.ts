import { Router } from "express";
import type { AppDeps } from "../../deps";
import { romeDateString } from "@shared/calendar";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { sendJsonText } from "../../http/json-text";
import { deductionsContract as api } from "@shared/contracts/deductions";
import type { DeductionsService } from "./deductions.service";

export function deductionsRoutes(deps: Pick<AppDeps, "clock" | "userReads">, service: DeductionsService): Router {
  const router = Router();
  route(router, api.summary, async (req, res, { query }) => {
    res.set("Cache-Control", "private, no-store");
    const user = currentUser(req);
    // Kept per user and day (docs/scale-out.md, "Letture della storia in cache"); a refused year
    // throws and is never kept.
    const key = `deductions:${romeDateString(deps.clock.now())}:${user.isPremium ? 1 : 0}:${query.year}`;
    sendJsonText(res, await deps.userReads.json(user.id, key, () => service.summary(user, query.year)));
  });
  return router;
}
