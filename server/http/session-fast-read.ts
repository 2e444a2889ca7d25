import type { Request } from "express";
import type session from "express-session";
import cookie from "cookie";
import signature from "cookie-signature";
import type { SessionCache } from "./session-cache";
import type { SessionUserRow } from "./session.repo";

export type FastSessionReadOptions = {
  /** The session cookie's name (app.ts SESSION_COOKIE). */
  cookieName: string;
  /** The secret express-session signs the cookie with. */
  secret: string;
  /** The reads' session cache: only a session this process already holds is served here. */
  cache: SessionCache;
  /** The app's clock. */
  now: () => Date;
  /** req.user from the cached users row (server/features/auth toSessionUser). */
  toUser: (row: SessionUserRow, now: Date) => Express.User;
  /** A session whose "last seen" is at least this old goes the long way, which marks and saves it. */
  lastSeenEveryMs: number;
  /** Most signed cookie values remembered as checked (the oldest goes first). */
  maxCookies: number;
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
  // signed cookie value → the session id it carries (only values that verified). Keyed by the
  // cookie's value, not the whole header: other cookies beside it cannot grow this map.
  const checked = new Map<string, string>();
  const sidOf = (header: string): string | undefined => {
    // As express-session reads it: the first cookie of that name, "s:" then the signed id.
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

  const read = (req: Request): boolean => {
    const header = req.headers.cookie;
    if (!header) return false;
    const sid = sidOf(header);
    if (sid === undefined) return false;
    const now = opts.now();
    const hit = opts.cache.get(sid, now.getTime());
    if (!hit) return false;
    const sess = hit.sess;
    const userId = sess.passport?.user;
    let user: Express.User | undefined;
    if (userId !== undefined) {
      const row = hit.user;
      if (!row || row.id !== Number(userId) || row.disabledAt) return false;
      const last = sess.lastSeenAt ? Date.parse(sess.lastSeenAt) : 0;
      if (!(now.getTime() - last < opts.lastSeenEveryMs)) return false;
      user = opts.toUser(row, now);
    }
    req.sessionID = sid;
    req.session = sess as session.Session & Partial<session.SessionData>;
    if (user) req.user = user;
    return true;
  };
  return Object.defineProperty(read, "remembered", { get: () => checked.size }) as typeof read & { readonly remembered: number };
}
