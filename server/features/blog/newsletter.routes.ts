import { Router } from "express";
import type { AppDeps } from "../../deps";
import { route } from "../../http/route";
import { createLimiter } from "../../http/rate-limit.repo";
import { blogContract as api } from "@shared/contracts/blog";
import type { createNewsletterService } from "./newsletter.service";

/** Public newsletter signup (the blog's boxes) and the unsubscribe link of every email. */
export function newsletterRoutes(deps: AppDeps, newsletter: ReturnType<typeof createNewsletterService>): Router {
  const router = Router();
  // Public writes: cap per address so nobody fills the table from one machine.
  const limiter = createLimiter(deps, { name: "newsletter-ip", windowMs: 60 * 60_000, limit: 60 });

  route(router, api.subscribe, limiter, async (req, res, { body: { email, source } }) => {
    const result = await newsletter.subscribe({ email, source }, req.user ? { id: req.user.id, email: req.user.email, emailVerified: req.user.emailVerified } : null);
    res.status(result.pending ? 202 : result.alreadySubscribed ? 200 : 201).json(result);
  });

  route(router, api.confirmSubscription, limiter, async (_req, res, { body: { token } }) => {
    res.json(await newsletter.confirm(token));
  });

  route(router, api.unsubscribe, limiter, async (_req, res, { body: { token } }) => {
    res.json(await newsletter.unsubscribe(token));
  });

  return router;
}
