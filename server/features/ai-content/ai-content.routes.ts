import { Router } from "express";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../http/validate";
import { currentUser, requireAdmin } from "../../http/guards";
import { AI_CONTENT_MESSAGES, bulkGenerateRequestSchema, generateAiRequestSchema } from "@shared/schemas/ai-content";
import { createAiContentService } from "./ai-content.service";

/** The Prompt Master's endpoints: administrators only (401 visitors, 403 other users). */
export function aiContentRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createAiContentService(deps);

  router.get("/api/content/ai-status", requireAdmin, async (req, res) => {
    res.json(await service.status(currentUser(req)));
  });

  router.post("/api/content/generate-ai", requireAdmin, async (req, res) => {
    const input = parse(generateAiRequestSchema, req.body);
    res.status(201).json(await service.generate(currentUser(req), input));
  });

  router.post("/api/content/bulk-generate", requireAdmin, async (req, res) => {
    const { keywords } = parse(bulkGenerateRequestSchema, req.body);
    res.json(await service.bulk(currentUser(req), keywords));
  });

  router.get("/api/content/ai-drafts", requireAdmin, async (_req, res) => {
    res.json(await service.drafts());
  });

  router.post("/api/content/ai-drafts/:id/publish", requireAdmin, async (req, res) => {
    res.json(await service.publish(parseId(req.params.id, AI_CONTENT_MESSAGES.draftNotFound)));
  });

  router.delete("/api/content/ai-drafts/:id", requireAdmin, async (req, res) => {
    await service.remove(parseId(req.params.id, AI_CONTENT_MESSAGES.draftNotFound));
    res.status(204).end();
  });

  router.get("/api/content/ai-stats", requireAdmin, async (_req, res) => {
    res.json(await service.stats());
  });

  return router;
}
