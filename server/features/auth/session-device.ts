import Bowser from "bowser";
import type { Request, RequestHandler } from "express";

/** "Chrome su Windows", "Safari su iOS" from the user agent; "Browser sconosciuto" without one. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return "Browser sconosciuto";
  const parsed = Bowser.getParser(userAgent);
  const browser = parsed.getBrowserName() || "Browser sconosciuto";
  const os = parsed.getOSName();
  return (os ? `${browser} su ${os}` : browser).slice(0, 80);
}

/** What a new signed-in session records for the account's session list (docs/accounts.md). */
export function stampNewSession(req: Request, now: Date): void {
  if (!req.session) return;
  req.session.device = describeDevice(req.get("user-agent"));
  req.session.signedInAt = now.toISOString();
  req.session.lastSeenAt = now.toISOString();
}

// "Last seen" is refreshed at most this often: a session row write per signed-in request would
// cost every request a write (docs/benchmarks-log.md); a few minutes is precise enough for the list.
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** Marks the session seen (saved at the end of the request) when its last mark is old. */
export function touchLastSeen(now: () => Date): RequestHandler {
  return (req, _res, next) => {
    const s = req.session;
    if (req.user && s) {
      const t = now().getTime();
      const last = s.lastSeenAt ? Date.parse(s.lastSeenAt) : 0;
      if (!(t - last < LAST_SEEN_EVERY_MS)) s.lastSeenAt = new Date(t).toISOString();
    }
    next();
  };
}
