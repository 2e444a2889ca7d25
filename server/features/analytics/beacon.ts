import type { Request, RequestHandler, Response } from "express";
import { analyticsContract } from "@shared/contracts/analytics";
import { trackSchema } from "@shared/schemas/analytics";
import { parse } from "../../http/validate";
import { AppError, errorHandler } from "../../http/errors";
import { NO_STORE } from "../../http/cache-control";
import { SESSION_COOKIE } from "../../perf/session-step";
import type { AnalyticsService, TrackContext } from "./analytics.service";

// The page-view beacon's own lane, before the app's shared middlewares (docs/security.md, "La
// corsia del beacon"; the figures: docs/benchmarks.md, "Analytics"). It answers only the plain
// case: a visitor without a session cookie, the route's exact path without a query string, the
// forgery header, a JSON body with its length declared and no encoding. Everything else goes on
// to the shared stack and the same route (analytics.routes.ts) as before, which answers it as it
// always did; the lane never answers differently from that route, only with fewer headers on a
// success, which has no body to protect.

const PATH = analyticsContract.track.path;
/**
 * Bodies longer than this take the shared stack (its 200 kB parser and its 413). Not a limit,
 * nothing is refused by it: a valid view (page and referrer ≤ 2.000 characters, source ≤ 200) is
 * well under it, so the lane never holds more than this in memory per request.
 */
const LANE_BODY_BYTES = 16 * 1024;
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);
const JSON_TYPES = new Set(["application/json", "application/json; charset=utf-8", "application/json;charset=utf-8"]);
// The body parser's strict mode (express.json): only an object or an array is a JSON body.
const STRICT_JSON_START = /^[\x20\x09\x0a\x0d]*[{[]/;
const NOT_JSON = "Il corpo della richiesta non è un JSON valido";

/** True when the lane may answer this request; otherwise the shared stack does, unread. */
function takesLane(req: Request): boolean {
  const h = req.headers;
  if (req.method !== "POST" || req.url !== PATH) return false;
  if (h.cookie !== undefined && SESSION_COOKIE_PATTERN.test(h.cookie)) return false; // the session's user: the long way
  if (!h["x-requested-with"] || h["content-encoding"] !== undefined || h["transfer-encoding"] !== undefined) return false;
  const type = h["content-type"];
  if (type === undefined || !JSON_TYPES.has(type.toLowerCase())) return false;
  const length = Number(h["content-length"]);
  return Number.isInteger(length) && length > 0 && length <= LANE_BODY_BYTES;
}

function readBody(req: Request, done: (err: Error | null, text?: string) => void): void {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.once("end", () => done(null, Buffer.concat(chunks).toString("utf8")));
  req.once("error", (err) => done(err));
}

function parseJson(text: string): unknown {
  if (!STRICT_JSON_START.test(text)) throw new AppError("bad_request", NOT_JSON);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", NOT_JSON);
  }
}

type LaneParts = {
  analytics: AnalyticsService;
  /** The route's own rate limiter (one counter for both ways); it refuses with next(AppError). */
  trackLimit: RequestHandler;
  context: (req: Request) => TrackContext;
};

/**
 * The lane, given the app's security headers (helmet's, replayed) to put on a refusal: a refused
 * beacon gets the answer, headers and all, that the shared stack would have given it.
 */
export function beaconLane({ analytics, trackLimit, context }: LaneParts): (securityHeaders: RequestHandler) => RequestHandler {
  return (securityHeaders) => {
    const refuse = (err: unknown, req: Request, res: Response, next: (err?: unknown) => void) => {
      securityHeaders(req, res, () => {});
      res.setHeader("Cache-Control", NO_STORE);
      errorHandler(err, req, res, next);
    };
    return (req, res, next) => {
      if (!takesLane(req)) return next();
      readBody(req, (readError, text) => {
        if (readError) return refuse(readError, req, res, next);
        let json: unknown;
        try {
          json = parseJson(text!);
        } catch (e) {
          return refuse(e, req, res, next);
        }
        // The order of the route: the body read, then the limiter, then the schema.
        trackLimit(req, res, (limited?: unknown) => {
          if (limited) return refuse(limited, req, res, next);
          Promise.resolve()
            .then(() => analytics.trackPageView(parse(trackSchema, json), context(req)))
            .then(({ written }) => {
              // 202: accepted, written within ANALYTICS_FLUSH_MS; 204: already written (docs/accounts.md, "Analytics").
              res.statusCode = written ? 204 : 202;
              res.setHeader("Cache-Control", NO_STORE);
              res.end();
            })
            .catch((e: unknown) => refuse(e, req, res, next));
        });
      });
    };
  };
}
