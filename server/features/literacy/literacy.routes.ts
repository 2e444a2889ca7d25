import { Router, type Response } from "express";
import { route } from "../../http/route";
import { currentUser } from "../../http/guards";
import { literacyContract as api } from "@shared/contracts/literacy";
import type { createLiteracyService } from "./literacy.service";

const privateJson = (res: Response, body: unknown, status = 200) => {
  res.set("Cache-Control", "private, no-store");
  res.status(status).json(body);
};

export function literacyRoutes(literacy: ReturnType<typeof createLiteracyService>): Router {
  const router = Router();

  route(router, api.questions, async (_req, res) => res.json(literacy.questionnaire()));
  route(router, api.submit, async (req, res, { body }) => privateJson(res, await literacy.submit(currentUser(req), body.answers), 201));
  route(router, api.history, async (req, res) => privateJson(res, await literacy.history(currentUser(req))));
  route(router, api.admin, async (_req, res) => privateJson(res, await literacy.adminReport()));
  return router;
}
