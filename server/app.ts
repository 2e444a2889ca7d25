import express, { type Express, type RequestHandler } from "express";
import helmet from "helmet";
import type { AppDeps } from "./deps";
import { apiNotFound, errorHandler } from "./http/errors";
import { requireApiHeaders } from "./http/csrf";
import { buildFeatures } from "./features";
import type { Feature } from "./features/module";
import { createEventWorker, type EventWorker } from "./events-worker";
import { routeIndex } from "./perf/route-index";
import { sessionStep } from "./perf/session-step";
import { staticHeaders } from "./perf/static-headers";
import { series } from "./perf/series";
import { apiNoStore } from "./http/cache-control";
import { hasLargeBody } from "./http/large-body";

// EVENTS_CRASH_AFTER_COMMIT=1 (the crash test only): the process dies right after a commit that
// recorded events, before any reaction ran.
const crashAfterCommit: EventWorker = {
  kick: () => process.kill(process.pid, "SIGKILL"),
  idle: async () => {},
  startPolling: () => async () => {},
};

export type AppOptions = {
  /** The features built for this app (server/index.ts builds them to start their background work); built here when absent. */
  features?: Feature[];
  /** Mounts the client (Vite in development, built files in production) before the error handler; it gets the app's features for page meta and prerender. */
  web?: (app: Express, features: Feature[]) => void;
  /** A middleware before all others (the in-process test app holds answers until the event worker is idle). */
  first?: RequestHandler;
};

/** The Express app with every feature mounted; no listen (tests build it with their own deps). */
export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const { config } = deps;
  const app = express();
  app.disable("x-powered-by");
  if (options.first) app.use(options.first);
  // API answers are private or short-lived JSON that browsers do not revalidate: no ETag (hashing
  // each body was a tenth of a small signed-in read). Pages and files keep theirs (web below).
  app.set("etag", false);
  app.set("trust proxy", config.TRUST_PROXY ? (/^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY) : false);

  // Helmet's headers are the same for every response: computed once (server/perf/static-headers.ts).
  const securityHeaders = staticHeaders(
    helmet({
      contentSecurityPolicy: config.isProduction
        ? {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", "https://js.stripe.com"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:", "https:"],
              fontSrc: ["'self'", "data:"],
              connectSrc: ["'self'", "https://api.stripe.com"],
              frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com"],
              frameAncestors: ["'none'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: null,
            },
          }
        : false,
      strictTransportSecurity: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );

  const features = options.features ?? buildFeatures(deps);
  // Answered before everything below (a visitor's page view: docs/security.md, "La corsia del beacon").
  const early = features.flatMap((f) => (f.beforeStack ? [f.beforeStack(securityHeaders)] : []));
  if (early.length > 0) app.use(series(...early));
  app.use(securityHeaders);
  for (const f of features) f.subscribe?.();
  // The domain-event worker of this process (docs/events.md); server.ts starts its poll.
  deps.events.attachWorker(config.EVENTS_CRASH_AFTER_COMMIT === "1" ? crashAfterCommit : createEventWorker(deps));
  // Like the routes below, behind one index (docs/scale-out.md, "Instradamento").
  app.use(routeIndex(features.flatMap((f) => (f.rawRoutes ? [f.rawRoutes] : []))));

  // A route with a large body (the bank import, the blog editor's writes) reads it itself, after
  // its guards (server/http/large-body.ts, docs/security.md): this parser leaves it unread.
  const jsonBody = express.json({ limit: "200kb" });
  // The middlewares every request crosses from here to its session run as one layer (server/perf/series.ts).
  const everyRequest: RequestHandler[] = [];
  // Every /api answer is no-store unless its route opts in to caching (server/http/cache-control.ts).
  everyRequest.push(apiNoStore);
  everyRequest.push((req, res, next) => (hasLargeBody(req) ? next() : jsonBody(req, res, next)));
  everyRequest.push(requireApiHeaders);
  // The session and the session's user (server/perf/session-step.ts), from the feature that gives it (auth).
  const sessionUser = features.find((f) => f.session)?.session;
  if (!sessionUser) throw new Error("Nessuna funzionalità fornisce l'utente della sessione (auth.module)");
  everyRequest.push(sessionStep(deps, sessionUser));
  app.use(series(...everyRequest));

  // Each request enters only the routers with a route or middleware for its path (docs/scale-out.md, "Instradamento").
  app.use(routeIndex(features.flatMap((f) => (f.routes ? [f.routes] : []))));
  app.use("/api", apiNotFound);

  if (options.web) {
    const web = express();
    web.disable("x-powered-by");
    web.set("etag", "weak");
    options.web(web, features);
    app.use(web);
  }
  app.use(errorHandler);
  return app;
}
