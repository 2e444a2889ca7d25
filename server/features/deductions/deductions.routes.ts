import { Router } from "express";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { sendJsonText } from "../../http/json-text";
import { deductionsContract as api } from "@shared/contracts/deductions";
import type { DeductionsService } from "./deductions.service";

export function deductionsRoutes(service: DeductionsService): Router {
  const router = Router();
  route(router, api.summary, async (req, res, { query }) => {
    res.set("Cache-Control", "private, no-store");
    sendJsonText(res, await service.summaryJson(currentUser(req), query.year));
  });
  return router;
}
