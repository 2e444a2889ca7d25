import { Router, type Request } from "express";
import type { AppDeps } from "../../deps";
import { currentUser } from "../../http/guards";
import { route, validateInput } from "../../http/route";
import { contentHubContract as api } from "@shared/contracts/content-hub";
import { createLimiter } from "../../http/rate-limit.repo";
import { CONTENT_MESSAGES, GENERATE_IDEAS_RATE_LIMIT } from "@shared/schemas/content-hub";
import type { createContentHubService } from "./content-hub.service";

/** The Content Marketing Hub acts on site-wide data: every endpoint is for administrators (401/403 otherwise). */
export function contentHubRoutes(deps: AppDeps, service: ReturnType<typeof createContentHubService>): Router {
  const router = Router();
  const limiter = createLimiter(deps, {
    name: "content-ideas-admin",
    windowMs: 60 * 60_000,
    limit: GENERATE_IDEAS_RATE_LIMIT.perHour,
    key: (req: Request) => `user:${currentUser(req).id}`,
    message: CONTENT_MESSAGES.tooManyGenerations,
  });

  // Validate first, so only well-formed requests (the ones that store ideas) count towards the limit.

  route(router, api.ideas, async (_req, res) => {
    res.json(await service.listIdeas());
  });

  route(router, api.leadMagnets, async (_req, res) => {
    res.json(await service.leadMagnets());
  });

  route(router, api.analytics, async (_req, res) => {
    res.json(await service.analytics());
  });

  route(router, api.generateIdeas, validateInput(api.generateIdeas), limiter, async (req, res, { body: { topic } }) => {
    res.status(201).json(await service.generateIdeas(topic, currentUser(req).id));
  });

  route(router, api.updateIdea, async (req, res, { body: { status }, params }) => {
    const id = params.id;
    res.json(await service.updateStatus(id, status));
  });

  return router;
}
