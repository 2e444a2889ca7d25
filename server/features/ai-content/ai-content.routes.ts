import { Router } from "express";
import type { AppDeps } from "../../deps";
import { parseId } from "../../http/validate";
import { currentUser, requireAdmin } from "../../http/guards";
import { AI_CONTENT_MESSAGES } from "@shared/schemas/ai-content";
import { aiContentContract as api } from "@shared/contracts/ai-content";
import { route } from "../../http/route";
import { createAiContentService } from "./ai-content.service";

/** The Prompt Master's endpoints: administrators only (401 visitors, 403 other users). */
export function aiContentRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createAiContentService(deps);

  route(router, api.status, requireAdmin, async (req, res) => {
    res.json(await service.status(currentUser(req)));
  });

  route(router, api.generate, requireAdmin, async (req, res, { body: input }) => {
    res.status(201).json(await service.generate(currentUser(req), input));
  });

  route(router, api.bulkGenerate, requireAdmin, async (req, res, { body: { keywords } }) => {
    res.json(await service.bulk(currentUser(req), keywords));
  });

  route(router, api.drafts, requireAdmin, async (_req, res) => {
    res.json(await service.drafts());
  });

  route(router, api.removeDraft, requireAdmin, async (req, res) => {
    await service.remove(parseId(req.params.id, AI_CONTENT_MESSAGES.draftNotFound));
    res.status(204).end();
  });

  route(router, api.stats, requireAdmin, async (_req, res) => {
    res.json(await service.stats());
  });

  return router;
}
