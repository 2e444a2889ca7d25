import type { Request } from "express";
import type session from "express-session";
import cookie from "cookie";
import signature from "cookie-signature";
import { deepFreeze, type SessionCache } from "./session-cache";
import type { SessionUserRow } from "../http/session.repo";

type StoredSession = session.SessionData & { passport?: { user?: number | string } };

export type SessionIdOptions = {
  /** The session cookie's name (server/perf/session-step.ts SESSION_COOKIE). */
  cookieName: string;
  /** The secret express-session signs the cookie with. */
  secret: string;
  /** Most signed cookie values remembered as checked (the oldest goes first). */
  maxCookies: number;
};

/** The session id a request's signed session cookie carries, or undefined; `remembered`: values checked. */
export type SessionIdReader = ((cookieHeader: string) => string | undefined) & { readonly remembered: number };

/**
 * Reads the session id from the Cookie header as express-session does (the first cookie of that
 * name, "s:" then the id signed with the secret), checking each cookie value's signature once:
 * only values that verified are remembered, keyed by the cookie's value, not the whole header, so
 * other cookies beside it cannot grow the map.
 */
export function sessionIdReader(opts: SessionIdOptions): SessionIdReader {
  const checked = new Map<string, string>();
  const sidOf = (header: string): string | undefined => {
    const raw = cookie.parse(header)[opts.cookieName];
    if (!raw || !raw.startsWith("s:")) return undefined;
    const known = checked.get(raw);
    if (known !== undefined) return known;
    const sid = signature.unsign(raw.slice(2), opts.secret);
    if (sid === false) return undefined;
    checked.set(raw, sid);
    if (checked.size > opts.maxCookies) checked.delete(checked.keys().next().value!);
    return sid;
  };
  return Object.defineProperty(sidOf, "remembered", { get: () => checked.size }) as SessionIdReader;
}

type SignedInRules = {
  /** req.user from the users row (server/features/auth toSessionUser). */
  toUser: (row: SessionUserRow, now: Date) => Express.User;
  /** A session whose "last seen" is at least this old goes the long way, which marks and saves it. */
  lastSeenEveryMs: number;
};

/**
 * The signed-in user of a stored session, when nothing about it needs express-session: a user
 * that exists, is the session's, is not disabled, and whose "last seen" mark is not due. null:
 * the session names no user; false: take express-session's way.
 */
function signedInUser(sess: StoredSession, row: SessionUserRow | null, now: Date, rules: SignedInRules): Express.User | null | false {
  const userId = sess.passport?.user;
  if (userId === undefined) return null;
  if (!row || row.id !== Number(userId) || row.disabledAt) return false;
  const last = sess.lastSeenAt ? Date.parse(sess.lastSeenAt) : 0;
  if (!(now.getTime() - last < rules.lastSeenEveryMs)) return false;
  return rules.toUser(row, now);
}

export type FastSessionReadOptions = SessionIdOptions &
  SignedInRules & {
    /** The reads' session cache: only a session this process already holds is served here. */
    cache: SessionCache;
    /** The app's clock. */
    now: () => Date;
    /** The cookie reader to share with the writes (one map of checked values); built from the options otherwise. */
    ids?: SessionIdReader;
  };

/**
 * A signed-in read whose session this process already holds, without express-session's
 * per-request work (docs/security.md, "Letture con la sessione in cache"): the cookie's signature
 * is checked once per cookie value and remembered, the session and its user come from the same
 * cache express-session's store reads (so a logout, a password change or a disabled account ends
 * it here exactly as there), and nothing is saved, as a read changes nothing in its session; the
 * session object it sees is frozen, so a read that tried would fail loudly. Everything else (no
 * cookie, a cookie not yet checked and wrong, a session not in the cache, a "last seen" due, a user
 * gone or disabled) answers false and takes express-session's way.
 */
export function fastSessionRead(opts: FastSessionReadOptions): ((req: Request) => boolean) & { readonly remembered: number } {
  const ids = opts.ids ?? sessionIdReader(opts);
  const read = (req: Request): boolean => {
    const header = req.headers.cookie;
    if (!header) return false;
    const sid = ids(header);
    if (sid === undefined) return false;
    const now = opts.now();
    const hit = opts.cache.get(sid, now.getTime());
    if (!hit) return false;
    const user = signedInUser(hit.sess, hit.user, now, opts);
    if (user === false) return false;
    req.sessionID = sid;
    req.session = hit.sess as session.Session & Partial<session.SessionData>;
    if (user) req.user = user;
    return true;
  };
  return Object.defineProperty(read, "remembered", { get: () => ids.remembered }) as typeof read & { readonly remembered: number };
}

export type FastSessionWriteOptions = SignedInRules & {
  /** The cookie reader shared with the reads. */
  ids: SessionIdReader;
  /** The app's clock. */
  now: () => Date;
  /** The session and its user as the database holds them now (never a cached copy), or null. */
  readFresh: (sid: string) => Promise<{ sess: StoredSession; user: SessionUserRow | null } | null>;
};

/**
 * A signed-in write that leaves its session as it is, without express-session's per-request
 * work (docs/security.md, "Scritture con la sessione letta dal database"): the session and its
 * user are read from the database, as every write's are, so a session ended a moment ago in any
 * process is refused here too; nothing is saved, and the session object is frozen, so a write
 * that tried to change it would fail loudly. The writes that sign in or out are not given to it
 * (server/perf/session-step.ts). Answers false (express-session's way, which reads the session again) for no cookie, a
 * cookie that does not verify, no session, a session without a user, a user gone, disabled or
 * different, or a "last seen" mark due.
 */
export function fastSessionWrite(opts: FastSessionWriteOptions): (req: Request) => Promise<boolean> {
  return async (req) => {
    const header = req.headers.cookie;
    if (!header) return false;
    const sid = opts.ids(header);
    if (sid === undefined) return false;
    const found = await opts.readFresh(sid);
    if (!found) return false;
    const now = opts.now();
    const user = signedInUser(found.sess, found.user, now, opts);
    if (!user) return false;
    req.sessionID = sid;
    req.session = deepFreeze(found.sess) as session.Session & Partial<session.SessionData>;
    req.user = user;
    return true;
  };
}
