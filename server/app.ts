import express, { type Express, type RequestHandler } from "express";
import session from "express-session";
import helmet from "helmet";
import type { AppDeps } from "./deps";
import { apiNotFound, errorHandler } from "./http/errors";
import { requireApiHeaders } from "./http/csrf";
import { DbSessionStore } from "./http/session.repo";
import { SESSION_CACHE_CHANNEL, SessionCache } from "./http/session-cache";
import { USER_DATA_CHANNEL } from "./http/user-read-cache";
import { authRoutes, createPassport, sessionUser } from "./features/auth/auth.routes";
import { buildFeatures } from "./features";
import { LAST_SEEN_EVERY_MS, touchLastSeen } from "./features/auth/session-device";
import { toSessionUser } from "./features/auth/auth.service";
import { fastSessionRead, fastSessionWrite, sessionIdReader } from "./http/session-fast-read";
import type { Feature } from "./features/module";
import { route } from "./http/route";
import { createEventWorker, type EventWorker } from "./events-worker";
import { eventsRoutes } from "./events.routes";
import { authContract } from "@shared/contracts/auth";
import { routeIndex } from "./http/route-index";
import { sessionPolicy } from "./http/session-policy";
import { staticHeaders } from "./http/static-headers";
import { series } from "./http/series";
import { apiNoStore } from "./http/cache-control";
import { hasLargeBody } from "./http/large-body";

export const SESSION_COOKIE = "sid";

// EVENTS_CRASH_AFTER_COMMIT=1 (the crash test only): the process dies right after a commit that
// recorded events, before any reaction ran.
const crashAfterCommit: EventWorker = {
  kick: () => process.kill(process.pid, "SIGKILL"),
  idle: async () => {},
  startPolling: () => async () => {},
};
const SESSION_MAX_AGE_MS = 30 * 86_400_000;
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

function hasSessionCookie(header: string | undefined): boolean {
  return header !== undefined && SESSION_COOKIE_PATTERN.test(header);
}

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

  // Helmet's headers are the same for every response: computed once (server/http/static-headers.ts).
  app.use(
    staticHeaders(
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
    ),
  );

  const features = options.features ?? buildFeatures(deps);
  for (const f of features) f.subscribe?.();
  // The domain-event worker of this process (docs/events.md); server.ts starts its poll.
  deps.events.attachWorker(config.EVENTS_CRASH_AFTER_COMMIT === "1" ? crashAfterCommit : createEventWorker(deps));
  // Like the routes below, behind one index (docs/scale-out.md, "Instradamento").
  app.use(routeIndex(features.flatMap((f) => (f.rawRoutes ? [f.rawRoutes] : []))));

  // A route with a large body (the bank import, the blog editor's writes) reads it itself, after
  // its guards (server/http/large-body.ts, docs/security.md): this parser leaves it unread.
  const jsonBody = express.json({ limit: "200kb" });
  // The middlewares every request crosses from here to its session run as one layer (server/http/series.ts).
  const everyRequest: RequestHandler[] = [];
  // Every /api answer is no-store unless its route opts in to caching (server/http/cache-control.ts).
  everyRequest.push(apiNoStore);
  everyRequest.push((req, res, next) => (hasLargeBody(req) ? next() : jsonBody(req, res, next)));
  everyRequest.push(requireApiHeaders);
  // Signed-in reads take their session and user from a short per-process cache, emptied by the
  // database's change notices (docs/security.md, "Cache delle sessioni"); writes always read them
  // from the database, and drop their user's cached sessions here once answered (or abandoned),
  // so the user's next read in this process sees what the write changed before the notice comes.
  const sessionCache = new SessionCache({ ttlMs: config.SESSION_CACHE_TTL_MS, maxEntries: config.SESSION_CACHE_MAX_ENTRIES });
  if (sessionCache.configured) deps.database.listen(SESSION_CACHE_CHANNEL, (payload) => sessionCache.onNotice(payload), (live) => sessionCache.setLive(live));
  // The same for the answers of a user's own reads (docs/scale-out.md, "Letture dell'utente in cache").
  const userReads = deps.userReads;
  if (userReads.configured) deps.database.listen(USER_DATA_CHANNEL, (payload) => userReads.onNotice(payload), (live) => userReads.setLive(live));
  const sessionOptions = (store: DbSessionStore): session.SessionOptions => ({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: Boolean(config.TRUST_PROXY),
    cookie: { httpOnly: true, sameSite: "lax", secure: config.cookieSecure, maxAge: SESSION_MAX_AGE_MS },
  });
  // The session reads that reach the database at the same time share one statement (docs/scale-out.md).
  const group = { maxBatch: config.WRITE_GROUP_MAX, maxInFlight: config.WRITE_GROUP_IN_FLIGHT };
  const readSession = session(sessionOptions(new DbSessionStore(deps.db, deps.clock, { cache: sessionCache, readThrough: true }, group)));
  const writeStore = new DbSessionStore(deps.db, deps.clock, { cache: sessionCache, readThrough: false }, group);
  const writeSession = session(sessionOptions(writeStore));
  const passport = createPassport(deps);
  const readUser = sessionUser(passport);
  const markSeen = touchLastSeen(() => deps.clock.now());
  // The signed cookie values checked once, shared by the reads and the writes below.
  const sessionIds = sessionIdReader({ cookieName: SESSION_COOKIE, secret: config.sessionSecret, maxCookies: config.SESSION_CACHE_MAX_ENTRIES });
  // A read whose session this process holds skips express-session's per-request work (docs/security.md).
  const fastRead = fastSessionRead({
    cookieName: SESSION_COOKIE,
    secret: config.sessionSecret,
    cache: sessionCache,
    now: () => deps.clock.now(),
    toUser: toSessionUser,
    lastSeenEveryMs: LAST_SEEN_EVERY_MS,
    maxCookies: config.SESSION_CACHE_MAX_ENTRIES,
    ids: sessionIds,
  });
  // A write that leaves its session as it is skips express-session's per-request work too, but
  // reads its session from the database as every write does (docs/security.md).
  const fastWrite = fastSessionWrite({
    ids: sessionIds,
    now: () => deps.clock.now(),
    toUser: toSessionUser,
    lastSeenEveryMs: LAST_SEEN_EVERY_MS,
    readFresh: (sid) => writeStore.readFresh(sid),
  });
  // Which requests change their session or never start one: their contracts say (server/http/session-policy.ts).
  // A read without a session cookie is a visitor's, and no read starts a session: it skips the
  // session (a new unsaved session per request was a third of a public read's CPU).
  const sessions = sessionPolicy();
  everyRequest.push((req, res, next) => {
    const isRead = req.method === "GET" || req.method === "HEAD";
    if ((isRead || sessions.neverStartsSession(req)) && !hasSessionCookie(req.headers.cookie)) return next();
    if (isRead && !sessions.changesSession(req) && fastRead(req)) return next();
    if (!isRead) {
      const forget = () => {
        if (!req.user) return;
        const id = (req.user as { id: number }).id;
        sessionCache.invalidateUser(id);
        userReads.invalidateUser(id);
      };
      res.once("finish", forget).once("close", forget);
    }
    const longWay = () =>
      (isRead ? readSession : writeSession)(req, res, (err?: unknown) => (err ? next(err) : readUser(req, res, (e?: unknown) => (e ? next(e) : markSeen(req, res, next)))));
    if (isRead || !hasSessionCookie(req.headers.cookie) || sessions.changesSession(req)) return longWay();
    fastWrite(req).then((served) => (served ? next() : longWay()), next);
  });
  app.use(series(...everyRequest));

  route(app, authContract.health, (_req, res) => {
    res.json({ ok: true });
  });
  // Each request enters only the routers with a route or middleware for its path (docs/scale-out.md, "Instradamento").
  app.use(routeIndex([authRoutes(deps, passport), eventsRoutes(deps), ...features.flatMap((f) => (f.routes ? [f.routes] : []))]));
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
