import session from "express-session";
import type { RequestHandler } from "express";
import type { AppDeps } from "../deps";
import type { SessionUserParts } from "../features/module";
import { DbSessionStore } from "../http/session.repo";
import { sessionPolicy, type SessionPolicy } from "../http/session-policy";
import { SESSION_CACHE_CHANNEL, SessionCache } from "./session-cache";
import { USER_DATA_CHANNEL } from "./user-read-cache";
import { fastSessionRead, fastSessionWrite, sessionIdReader } from "./session-fast-read";

export const SESSION_COOKIE = "sid";
const SESSION_MAX_AGE_MS = 30 * 86_400_000;
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

function hasSessionCookie(header: string | undefined): boolean {
  return header !== undefined && SESSION_COOKIE_PATTERN.test(header);
}

/**
 * The session step of every request (server/perf/README.md): which requests skip the session,
 * which take it from this process's cache, which read it from the database without
 * express-session, and which go the long way (express-session, then the session's user from `user`,
 * the auth feature's parts). `policy` says which requests change their session or never start one
 * (their contracts, server/http/session-policy.ts).
 */
export function sessionStep(deps: AppDeps, user: SessionUserParts, policy: SessionPolicy = sessionPolicy()): RequestHandler {
  const { config } = deps;
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
  // The signed cookie values checked once, shared by the reads and the writes below.
  const sessionIds = sessionIdReader({ cookieName: SESSION_COOKIE, secret: config.sessionSecret, maxCookies: config.SESSION_CACHE_MAX_ENTRIES });
  const now = () => deps.clock.now();
  // A read whose session this process holds skips express-session's per-request work (docs/security.md).
  const fastRead = fastSessionRead({
    cookieName: SESSION_COOKIE,
    secret: config.sessionSecret,
    cache: sessionCache,
    now,
    toUser: user.toUser,
    lastSeenEveryMs: user.lastSeenEveryMs,
    maxCookies: config.SESSION_CACHE_MAX_ENTRIES,
    ids: sessionIds,
  });
  // A write that leaves its session as it is skips express-session's per-request work too, but
  // reads its session from the database as every write does (docs/security.md).
  const fastWrite = fastSessionWrite({ ids: sessionIds, now, toUser: user.toUser, lastSeenEveryMs: user.lastSeenEveryMs, readFresh: (sid) => writeStore.readFresh(sid) });
  const { readUser, markSeen } = user;

  // A read without a session cookie is a visitor's, and no read starts a session: it skips the
  // session (a new unsaved session per request was a third of a public read's CPU).
  return (req, res, next) => {
    const neverStarts = req.method !== "GET" && req.method !== "HEAD" && policy.neverStartsSession(req);
    // A page view (a route that never starts a session) changes nothing of its session or user: it
    // takes them as a read does, from this process's cache when it holds them, with no database
    // round trip per beacon (docs/accounts.md, "Analytics").
    const isRead = req.method === "GET" || req.method === "HEAD" || neverStarts;
    if (isRead && !hasSessionCookie(req.headers.cookie)) return next();
    if (isRead && !policy.changesSession(req) && fastRead(req)) return next();
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
    if (isRead || !hasSessionCookie(req.headers.cookie) || policy.changesSession(req)) return longWay();
    fastWrite(req).then((served) => (served ? next() : longWay()), next);
  };
}
