import { Router } from "express";
import { currentUser } from "../../http/guards";
import { aiContentContract as api } from "@shared/contracts/ai-content";
import { route } from "../../http/route";
import type { createAiContentService } from "./ai-content.service";

/** The Prompt Master's endpoints: administrators only (401 visitors, 403 other users). */
export function aiContentRoutes(service: ReturnType<typeof createAiContentService>): Router {
  const router = Router();

  route(router, api.status, async (req, res) => {
    res.json(await service.status(currentUser(req)));
  });

  route(router, api.generate, async (req, res, { body: input }) => {
    res.status(201).json(await service.generate(currentUser(req), input));
  });

  route(router, api.bulkGenerate, async (req, res, { body: { keywords } }) => {
    res.json(await service.bulk(currentUser(req), keywords));
  });

  route(router, api.drafts, async (_req, res) => {
    res.json(await service.drafts());
  });

  route(router, api.removeDraft, async (req, res, { params }) => {
    await service.remove(params.id);
    res.status(204).end();
  });

  route(router, api.stats, async (_req, res) => {
    res.json(await service.stats());
  });

  return router;
}
