import { Router, type Response } from "express";
import type { AppDeps } from "../../deps";
import { route } from "../../http/route";
import { currentUser } from "../../http/guards";
import { literacyContract as api } from "@shared/contracts/literacy";
import { createLiteracyService } from "./literacy.service";

const privateJson = (res: Response, body: unknown, status = 200) => {
  res.set("Cache-Control", "private, no-store");
  res.status(status).json(body);
};

export function literacyRoutes(deps: AppDeps): Router {
  const router = Router();
  const literacy = createLiteracyService(deps);

  route(router, api.questions, async (_req, res) => res.json(literacy.questionnaire()));
  route(router, api.submit, async (req, res, { body }) => privateJson(res, await literacy.submit(currentUser(req), body.answers), 201));
  route(router, api.history, async (req, res) => privateJson(res, await literacy.history(currentUser(req))));
  route(router, api.admin, async (_req, res) => privateJson(res, await literacy.adminReport()));
  return router;
}
