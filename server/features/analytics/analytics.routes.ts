import { Router, type Request } from "express";
import { parse } from "../../http/validate";
import { requireAdmin } from "../../http/guards";
import { eventSchema, periodSchema, trackSchema } from "@shared/schemas/analytics";
import type { AnalyticsService, TrackContext } from "./analytics.service";

function trackContext(req: Request): TrackContext {
  return { ip: req.ip, userAgent: String(req.get("user-agent") ?? "").slice(0, 500), host: req.get("host") ?? null, userId: req.user?.id ?? null };
}

const daysOf = (req: Request) => parse(periodSchema, { days: typeof req.query.days === "string" ? req.query.days : undefined }).days;

export function analyticsRoutes(analytics: AnalyticsService): Router {
  const router = Router();

  // Open to everyone (the CSRF header rule still applies). No per-request rate limit: each view
  // is one short statement, and a counter in PostgreSQL would double the cost of a view.
  router.post("/api/analytics/track", async (req, res) => {
    const body = parse(trackSchema, req.body);
    await analytics.trackPageView(body, trackContext(req));
    res.status(204).end();
  });

  router.post("/api/analytics/event", async (req, res) => {
    const { type } = parse(eventSchema, req.body);
    await analytics.trackEvent(type, trackContext(req));
    res.status(204).end();
  });

  router.get("/api/analytics/overview", requireAdmin, async (req, res) => {
    res.json(await analytics.overview(daysOf(req)));
  });
  router.get("/api/analytics/conversion-funnel", requireAdmin, async (req, res) => {
    res.json(await analytics.funnel(req.query.days === undefined ? 30 : daysOf(req)));
  });
  router.get("/api/analytics/real", requireAdmin, async (req, res) => {
    res.json(await analytics.real(req.query.days === undefined ? 30 : daysOf(req)));
  });
  router.get("/api/analytics/conversion-metrics", requireAdmin, async (_req, res) => {
    res.json(await analytics.conversionMetrics());
  });
  return router;
}
