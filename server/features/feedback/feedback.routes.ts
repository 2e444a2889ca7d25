import { Router, type Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { AppDeps } from "../../deps";
import { route, validateInput } from "../../http/route";
import { feedbackContract as api } from "@shared/contracts/feedback";
import { currentUser } from "../../http/guards";
import { createLimiter } from "../../http/rate-limit.repo";
import { FEEDBACK_MESSAGES } from "@shared/schemas/feedback";
import type { createFeedbackService } from "./feedback.service";

/** Feedback posts per IP per hour: generous for people, a wall for scripts. */
export const FEEDBACK_RATE_LIMIT = { perHour: 10 } as const;

export function feedbackRoutes(deps: AppDeps, service: ReturnType<typeof createFeedbackService>): Router {
  const router = Router();
  const limiter = createLimiter(deps, {
    name: "feedback-ip",
    windowMs: 60 * 60_000,
    limit: FEEDBACK_RATE_LIMIT.perHour,
    key: (req: Request) => `ip:${ipKeyGenerator(req.ip ?? "0.0.0.0")}`,
    message: FEEDBACK_MESSAGES.tooMany,
  });

  // Validate first, so only well-formed posts (the ones that store a row) count towards the limit.
  route(router, api.submit, validateInput(api.submit), limiter, async (req, res, { body }) => {
    res.status(201).json(await service.submit(body, req.user?.id ?? null));
  });

  route(router, api.community, async (_req, res) => {
    res.json(await service.community());
  });

  route(router, api.adminList, async (_req, res) => {
    res.json(await service.adminList());
  });

  route(router, api.update, async (req, res, { body: patch, params }) => {
    const id = params.id;
    res.json(await service.update(id, patch, currentUser(req).id));
  });

  return router;
}
