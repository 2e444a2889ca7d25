import { Router } from "express";
import type { AppDeps } from "../../deps";
import { parse } from "../../http/validate";
import { createLimiter } from "../../http/rate-limit.repo";
import { confirmSubscriptionSchema, subscribeSchema, unsubscribeSchema } from "@shared/schemas/blog";
import { createNewsletterService } from "./newsletter.service";

/** Public newsletter signup (the blog's boxes) and the unsubscribe link of every email. */
export function newsletterRoutes(deps: AppDeps): Router {
  const router = Router();
  const newsletter = createNewsletterService(deps);
  // Public writes: cap per address so nobody fills the table from one machine.
  const limiter = createLimiter(deps, { name: "newsletter-ip", windowMs: 60 * 60_000, limit: 60 });

  router.post("/api/email/subscribe", limiter, async (req, res) => {
    const { email, source } = parse(subscribeSchema, req.body ?? {});
    const result = await newsletter.subscribe({ email, source }, req.user ? { id: req.user.id, email: req.user.email } : null);
    res.status(result.pending ? 202 : result.alreadySubscribed ? 200 : 201).json(result);
  });

  router.post("/api/email/confirm", limiter, async (req, res) => {
    const { token } = parse(confirmSubscriptionSchema, req.body ?? {});
    res.json(await newsletter.confirm(token));
  });

  router.post("/api/email/unsubscribe", limiter, async (req, res) => {
    const { token } = parse(unsubscribeSchema, req.body ?? {});
    res.json(await newsletter.unsubscribe(token));
  });

  return router;
}
