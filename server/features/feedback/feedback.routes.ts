import { Router, type Request, type RequestHandler } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../http/validate";
import { requireAdmin } from "../../http/guards";
import { createLimiter } from "../../http/rate-limit.repo";
import { FEEDBACK_MESSAGES, feedbackInputSchema, feedbackUpdateSchema, type FeedbackParsed } from "@shared/schemas/feedback";
import { createFeedbackService } from "./feedback.service";

/** Feedback posts per IP per hour: generous for people, a wall for scripts. */
export const FEEDBACK_RATE_LIMIT = { perHour: 10 } as const;

export function feedbackRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createFeedbackService(deps);
  const limiter = createLimiter(deps, {
    name: "feedback-ip",
    windowMs: 60 * 60_000,
    limit: FEEDBACK_RATE_LIMIT.perHour,
    key: (req: Request) => `ip:${ipKeyGenerator(req.ip ?? "0.0.0.0")}`,
    message: FEEDBACK_MESSAGES.tooMany,
  });

  // Validate first, so only well-formed posts (the ones that store a row) count towards the limit.
  const validate: RequestHandler = (req, res, next) => {
    res.locals.feedback = parse(feedbackInputSchema, req.body);
    next();
  };
  router.post("/api/feedback", validate, limiter, async (req, res) => {
    res.status(201).json(await service.submit(res.locals.feedback as FeedbackParsed, req.user?.id ?? null));
  });

  router.get("/api/feedback/community", async (_req, res) => {
    res.json(await service.community());
  });

  router.get("/api/admin/feedback", requireAdmin, async (_req, res) => {
    res.json(await service.adminList());
  });

  router.patch("/api/admin/feedback/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, FEEDBACK_MESSAGES.notFound);
    const patch = parse(feedbackUpdateSchema, req.body);
    res.json(await service.update(id, patch));
  });

  return router;
}
