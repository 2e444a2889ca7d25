import session from "express-session";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import type { Clock } from "../integrations/clock";

const DAY_MS = 86_400_000;

/** express-session store on the sessions table: shared by every server process, survives restarts. */
export class DbSessionStore extends session.Store {
  private lastPrune = 0;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    super();
  }

  private expiry(sess: session.SessionData): Date {
    const exp = sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(this.clock.now().getTime() + DAY_MS);
    return exp;
  }

  private async pruneSometimes() {
    const now = this.clock.now().getTime();
    if (now - this.lastPrune < 3_600_000) return;
    this.lastPrune = now;
    await this.db.delete(sessions).where(lt(sessions.expire, new Date(now)));
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    this.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .then((rows) => {
        const row = rows[0];
        if (!row || row.expire.getTime() <= this.clock.now().getTime()) return cb(null, null);
        cb(null, row.sess as session.SessionData);
      }, cb);
  }

  override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const expire = this.expiry(sess);
    this.db
      .insert(sessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
      .then(() => this.pruneSometimes())
      .then(() => cb?.(), (err) => cb?.(err));
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => cb?.(), (err) => cb?.(err));
  }

  // No touch(): the session cookie is not rolling (app.ts: rolling false), so the browser drops it
  // at login + maxAge whatever the server does, and the row's expiry (set when the session is
  // saved) already matches it. express-session calls touch on every unmodified request when a store
  // has one: that was an UPDATE per signed-in request for nothing.

  /** Ends every session of a user (used after a password change or account removal). */
  async destroyForUser(userId: number): Promise<void> {
    await this.db.delete(sessions).where(sql`(${sessions.sess}->'passport'->>'user') = ${String(userId)}`);
  }
}
