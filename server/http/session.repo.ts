import session from "express-session";
import type { Request } from "express";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import type { Clock } from "../integrations/clock";
import type { SessionCache } from "../perf/session-cache";
import { StatementGroup, type StatementGroupOptions } from "../perf/statement-group";

const DAY_MS = 86_400_000;
const SESSION_USER = Symbol("sessionUser");
// The columns of the signed-in user that requests need (server/features/auth toSessionUser). A
// change to any of them must be announced to the session caches: a new column here goes into the
// trigger of migrations/0014_session_cache_notify.sql too (session-cache.int.test.ts checks each).
export const SESSION_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  points: users.points,
  isAdmin: users.isAdmin,
  isPremium: users.isPremium,
  premiumUntil: users.premiumUntil,
  subscriptionStatus: users.subscriptionStatus,
  emailVerifiedAt: users.emailVerifiedAt,
  // A disabled account signs nobody in (docs/operations.md).
  disabledAt: users.disabledAt,
};
/**
 * The user's household as each request needs it (docs/household.md, "Ruoli" and "Un piano per la
 * famiglia"): the membership, its role and the owner's plan, read in the same statement as the
 * session. Its changes are announced by the triggers of migrations/0028_households.sql. The outer
 * id is written qualified: drizzle drops the table name of a column in a one-table query (the
 * sign-in reads the user alone, auth.repo.ts findSessionUserById), where "id" would be ambiguous.
 */
type SessionHousehold = { memberId: number; householdId: number; role: string; ownerIsPremium: boolean; ownerPremiumUntilMs: number | null };
export const SESSION_HOUSEHOLD = sql<SessionHousehold | null>`(
  select json_build_object('memberId', m.id, 'householdId', m.household_id, 'role', m.role,
    'ownerIsPremium', coalesce(ou.is_premium, false), 'ownerPremiumUntilMs', extract(epoch from ou.premium_until) * 1000)
  from household_members m
  left join household_members om on om.household_id = m.household_id and om.role = 'owner'
  left join users ou on ou.id = om.user_id
  where m.user_id = "users"."id" limit 1)`;
export type SessionUserRow = Pick<typeof users.$inferSelect, keyof typeof SESSION_USER_COLUMNS> & { household?: SessionHousehold | null };
type UserRow = SessionUserRow;

/**
 * The users row of the request's signed-in user, read in the same query as its session (so a
 * signed-in request costs one round trip before its handler, not two): the row, null when the
 * session names a user that no longer exists, undefined when the session was not loaded that way.
 */
export function prefetchedSessionUser(req: Request, id: number): UserRow | null | undefined {
  const row = (req as unknown as Record<symbol, UserRow | null | undefined>)[SESSION_USER];
  if (row === undefined) return undefined;
  return row && row.id === id ? row : row === null ? null : undefined;
}

/**
 * Sessions with their passport user in one statement, prepared once per connection; the requests
 * that ask at the same time share it (server/perf/statement-group.ts).
 */
function sessionReads(db: Db, clock: Clock, group: StatementGroupOptions) {
  const getQuery = db
    .select({ sid: sessions.sid, sess: sessions.sess, expire: sessions.expire, user: { ...SESSION_USER_COLUMNS, household: SESSION_HOUSEHOLD } })
    .from(sessions)
    .leftJoin(
      users,
      eq(users.id, sql`case when ${sessions.sess}->'passport'->>'user' ~ '^[0-9]{1,9}$' then (${sessions.sess}->'passport'->>'user')::int end`),
    )
    .where(and(sql`${sessions.sid} = any(${sql.placeholder("sids")}::text[])`, gt(sessions.expire, sql`${sql.placeholder("now")}::timestamptz`)))
    .prepare("session_get_many");
  return new StatementGroup(async (sids: string[]) => {
    const rows = await getQuery.execute({ sids: [...new Set(sids)], now: clock.now().toISOString() });
    const bySid = new Map(rows.map((r) => [r.sid, r]));
    // Two requests of one session in a batch: each gets its own session object to change.
    const given = new Set<string>();
    return sids.map((sid) => {
      const row = bySid.get(sid);
      if (row && given.has(sid)) return { ...row, sess: structuredClone(row.sess) };
      given.add(sid);
      return row;
    });
  }, group);
}

export type SessionStoreCache = {
  cache: SessionCache;
  /** Serve reads from the cache (the reads' store); false: always ask the database (the writes' store). */
  readThrough: boolean;
};

/**
 * express-session store on the sessions table: shared by every server process, survives restarts.
 * With a cache (server/perf/session-cache.ts) the reads' store serves a session read recently; every
 * store drops the cached copy of a session it saves or ends, at once, in this process (the others
 * hear of it through the database's notice).
 */
export class DbSessionStore extends session.Store {
  private lastPrune = 0;
  private readonly reads: ReturnType<typeof sessionReads>;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly cached: SessionStoreCache | undefined,
    group: StatementGroupOptions,
  ) {
    super();
    this.reads = sessionReads(db, clock, group);
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
    const now = this.clock.now();
    const cache = this.cached?.readThrough ? this.cached.cache : undefined;
    const hit = cache?.get(sid, now.getTime());
    // The request changes its session object: each gets its own copy of the cached one.
    if (hit) return cb(null, withUser(structuredClone(hit.sess), hit.user));
    const mark = cache?.mark();
    this.readRow(sid).then((found) => {
      if (!found) return cb(null, null);
      const { sess, user, expire } = found;
      if (cache && mark !== undefined) cache.set(sid, { sess: structuredClone(sess), user, expire }, mark);
      cb(null, withUser(sess, user));
    }, cb);
  }

  /**
   * The session and its user as the database holds them now, never from the cache (the writes
   * that skip express-session, server/perf/session-fast-read.ts); null when there is none or it
   * has expired. Shares the grouped statement with get().
   */
  async readFresh(sid: string): Promise<{ sess: session.SessionData; user: UserRow | null } | null> {
    return this.readRow(sid);
  }

  /** The session's row through the grouped statement; its user null when the session names no existing user. */
  private async readRow(sid: string): Promise<{ sess: session.SessionData; user: UserRow | null; expire: number } | null> {
    const row = await this.reads.submit(sid);
    if (!row) return null;
    // The user column is all nulls when the session names no existing user.
    return { sess: row.sess as session.SessionData, user: row.user?.id == null ? null : row.user, expire: row.expire.getTime() };
  }

  override createSession(req: Request, sess: session.SessionData): session.Session & session.SessionData {
    (req as unknown as Record<symbol, unknown>)[SESSION_USER] = (sess as unknown as Record<symbol, unknown>)[SESSION_USER];
    return super.createSession(req, sess);
  }

  override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    this.cached?.cache.invalidateSession(sid);
    const expire = this.expiry(sess);
    this.db
      .insert(sessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
      .then(() => {
        // Again after the write: a read that began before it must not stay cached.
        this.cached?.cache.invalidateSession(sid);
        return this.pruneSometimes();
      })
      .then(() => cb?.(), (err) => cb?.(err));
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.cached?.cache.invalidateSession(sid);
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => {
        this.cached?.cache.invalidateSession(sid);
        cb?.();
      }, (err) => cb?.(err));
  }

  // No touch(): the session cookie is not rolling (server/perf/session-step.ts: rolling false), so the browser drops it
  // at login + maxAge whatever the server does, and the row's expiry (set when the session is
  // saved) already matches it. express-session calls touch on every unmodified request when a store
  // has one: that was an UPDATE per signed-in request for nothing.

  /** Ends every session of a user (used after a password change or account removal). */
  async destroyForUser(userId: number): Promise<void> {
    await this.db.delete(sessions).where(sql`(${sessions.sess}->'passport'->>'user') = ${String(userId)}`);
  }
}

// A symbol key: not copied into the Session, not serialised, not saved back.
function withUser(sess: session.SessionData, user: UserRow | null): session.SessionData {
  Object.defineProperty(sess, SESSION_USER, { value: user, enumerable: false });
  return sess;
}

declare module "express-session" {
  interface SessionData {
    /** The browser and system at sign-in ("Chrome su Windows"), for the account's session list. */
    device?: string;
    signedInAt?: string;
    /** Refreshed at most every few minutes (server/features/auth, sessionActivity). */
    lastSeenAt?: string;
  }
}

const sessionOfUser = (userId: number) => sql`(${sessions.sess}->'passport'->>'user') = ${String(userId)}`;

export type UserSessionRow = { sid: string; sess: session.SessionData; expire: Date };

/** The live sessions of one user (docs/accounts.md, "Devices"). */
export async function listUserSessions(db: Db, userId: number, now: Date): Promise<UserSessionRow[]> {
  const rows = await db
    .select({ sid: sessions.sid, sess: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .where(and(sessionOfUser(userId), gt(sessions.expire, now)));
  return rows.map((r) => ({ ...r, sess: r.sess as session.SessionData }));
}

/** Ends one session of the user; answers whether it was there (a sid of someone else's ends nothing). */
export async function deleteUserSession(db: Db, userId: number, sid: string): Promise<boolean> {
  const rows = await db.delete(sessions).where(and(sessionOfUser(userId), eq(sessions.sid, sid))).returning({ sid: sessions.sid });
  return rows.length > 0;
}

/** Ends the user's sessions, all of them or all but `keepSid`; answers how many ended. */
export async function deleteUserSessions(db: Db, userId: number, keepSid?: string): Promise<number> {
  const where = keepSid === undefined ? sessionOfUser(userId) : and(sessionOfUser(userId), ne(sessions.sid, keepSid));
  const rows = await db.delete(sessions).where(where).returning({ sid: sessions.sid });
  return rows.length;
}
