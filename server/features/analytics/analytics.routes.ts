import { Router, type Request, type RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import { MESSAGES } from "@shared/labels";
import type { Config } from "../../config";
import { parse } from "../../http/validate";
import { AppError } from "../../http/errors";
import { periodSchema } from "@shared/schemas/analytics";
import { analyticsContract as api } from "@shared/contracts/analytics";
import { route } from "../../http/route";
import type { AnalyticsService, TrackContext } from "./analytics.service";

export function trackContext(req: Request): TrackContext {
  return { ip: req.ip, userAgent: String(req.get("user-agent") ?? "").slice(0, 500), host: req.get("host") ?? null, userId: req.user?.id ?? null };
}

const daysOf = (req: Request) => parse(periodSchema, { days: typeof req.query.days === "string" ? req.query.days : undefined }).days;

/**
 * Open to everyone (the CSRF header rule still applies), TRACK_LIMIT_PER_IP views a minute per
 * client address. The counter is kept in this process's memory: one in PostgreSQL would double
 * the cost of a view, and a bound per process is enough to stop one client inflating the figures.
 * One limiter per app, shared by the route and the beacon's lane (beacon.ts): one count per address.
 */
export function createTrackLimit(config: Pick<Config, "TRACK_LIMIT_PER_IP">): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: config.TRACK_LIMIT_PER_IP,
    // No RateLimit headers: a beacon (navigator.sendBeacon) never reads its answer, and writing
    // them was work on every page view (docs/accounts.md, "Analytics").
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? "0.0.0.0"),
    // Refused through the error handler, so the lane answers it as the route does (beacon.ts).
    handler: (_req, _res, next) => next(new AppError("rate_limited", MESSAGES.tooManyRequests)),
  });
}

export function analyticsRoutes(analytics: AnalyticsService, trackLimit: RequestHandler): Router {
  const router = Router();

  route(router, api.track, trackLimit, async (req, res, { body }) => {
    // 202: accepted, written within ANALYTICS_FLUSH_MS; 204: already written (docs/accounts.md, "Analytics").
    const { written } = await analytics.trackPageView(body, trackContext(req));
    res.status(written ? 204 : 202).end();
  });

  route(router, api.event, async (req, res, { body: { type } }) => {
    await analytics.trackEvent(type, trackContext(req));
    res.status(204).end();
  });

  route(router, api.overview, async (req, res) => {
    res.json(await analytics.overview(daysOf(req)));
  });
  route(router, api.funnel, async (req, res) => {
    res.json(await analytics.funnel(req.query.days === undefined ? 30 : daysOf(req)));
  });
  route(router, api.real, async (req, res) => {
    res.json(await analytics.real(req.query.days === undefined ? 30 : daysOf(req)));
  });
  route(router, api.metrics, async (_req, res) => {
    res.json(await analytics.conversionMetrics());
  });
  return router;
}
