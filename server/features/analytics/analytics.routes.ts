import { Router, type Request } from "express";
import { parse } from "../../http/validate";
import { requireAdmin } from "../../http/guards";
import { periodSchema } from "@shared/schemas/analytics";
import { analyticsContract as api } from "@shared/contracts/analytics";
import { route } from "../../http/route";
import type { AnalyticsService, TrackContext } from "./analytics.service";

function trackContext(req: Request): TrackContext {
  return { ip: req.ip, userAgent: String(req.get("user-agent") ?? "").slice(0, 500), host: req.get("host") ?? null, userId: req.user?.id ?? null };
}

const daysOf = (req: Request) => parse(periodSchema, { days: typeof req.query.days === "string" ? req.query.days : undefined }).days;

export function analyticsRoutes(analytics: AnalyticsService): Router {
  const router = Router();

  // Open to everyone (the CSRF header rule still applies). No per-request rate limit: each view
  // is one short statement, and a counter in PostgreSQL would double the cost of a view.
  route(router, api.track, async (req, res, { body }) => {
    await analytics.trackPageView(body, trackContext(req));
    res.status(204).end();
  });

  route(router, api.event, async (req, res, { body: { type } }) => {
    await analytics.trackEvent(type, trackContext(req));
    res.status(204).end();
  });

  route(router, api.overview, requireAdmin, async (req, res) => {
    res.json(await analytics.overview(daysOf(req)));
  });
  route(router, api.funnel, requireAdmin, async (req, res) => {
    res.json(await analytics.funnel(req.query.days === undefined ? 30 : daysOf(req)));
  });
  route(router, api.real, requireAdmin, async (req, res) => {
    res.json(await analytics.real(req.query.days === undefined ? 30 : daysOf(req)));
  });
  route(router, api.metrics, requireAdmin, async (_req, res) => {
    res.json(await analytics.conversionMetrics());
  });
  return router;
}
