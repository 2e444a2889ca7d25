import { Router, type Request, type RequestHandler } from "express";
import type { AppDeps } from "../../deps";
import { currentUser, requireAdmin } from "../../http/guards";
import { parse, parseId } from "../../http/validate";
import { createLimiter } from "../../http/rate-limit.repo";
import { CONTENT_MESSAGES, GENERATE_IDEAS_RATE_LIMIT, generateIdeasSchema, ideaStatusSchema } from "@shared/schemas/content-hub";
import { createContentHubService } from "./content-hub.service";

/** The Content Marketing Hub acts on site-wide data: every endpoint is for administrators (401/403 otherwise). */
export function contentHubRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createContentHubService(deps);
  const limiter = createLimiter(deps, {
    name: "content-ideas-admin",
    windowMs: 60 * 60_000,
    limit: GENERATE_IDEAS_RATE_LIMIT.perHour,
    key: (req: Request) => `user:${currentUser(req).id}`,
    message: CONTENT_MESSAGES.tooManyGenerations,
  });

  // Validate first, so only well-formed requests (the ones that store ideas) count towards the limit.
  const validateTopic: RequestHandler = (req, res, next) => {
    res.locals.topic = parse(generateIdeasSchema, req.body ?? {}).topic;
    next();
  };

  router.get("/api/content/ideas", requireAdmin, async (_req, res) => {
    res.json(await service.listIdeas());
  });

  router.get("/api/content/lead-magnets", requireAdmin, async (_req, res) => {
    res.json(await service.leadMagnets());
  });

  router.get("/api/content/analytics", requireAdmin, async (_req, res) => {
    res.json(await service.analytics());
  });

  router.post("/api/content/generate-ideas", requireAdmin, validateTopic, limiter, async (req, res) => {
    res.status(201).json(await service.generateIdeas(res.locals.topic as string, currentUser(req).id));
  });

  router.patch("/api/content/ideas/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, CONTENT_MESSAGES.ideaNotFound);
    const { status } = parse(ideaStatusSchema, req.body ?? {});
    res.json(await service.updateStatus(id, status));
  });

  return router;
}
