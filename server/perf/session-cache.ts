import type session from "express-session";
import type { SessionUserRow } from "../http/session.repo";
import { ListeningCache } from "./listening-cache";

/** The channel the database announces session and user changes on (migrations/0014_session_cache_notify.sql). */
export const SESSION_CACHE_CHANNEL = "session_cache";

export type CachedSession = {
  sess: session.SessionData;
  /** The session's passport user as read with it: null when none or gone. */
  user: SessionUserRow | null;
  /** When the session itself expires (ms since epoch). */
  expire: number;
};

type Entry = CachedSession & { userId: number | null; storedAt: number };

export type SessionCacheOptions = {
  /** How long an entry may be served without asking the database; 0 turns the cache off. */
  ttlMs: number;
  /** Most sessions kept; the least recently used one goes first. */
  maxEntries: number;
  /** Monotonic milliseconds (tests pass their own). */
  now?: () => number;
};

/**
 * The sessions (and their users) this process read recently, so a signed-in read does not ask the
 * database each time (docs/security.md, "Cache delle sessioni"). It is trusted only while the
 * process listens to the database's change notices: `setLive(false)` empties and bypasses it.
 * A read that started before a change it did not see is never stored (the generation check).
 */
export class SessionCache extends ListeningCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sidsByUser = new Map<number, Set<string>>();
  private generation = 0;

  constructor(private readonly opts: SessionCacheOptions) {
    super({ ttlMs: opts.ttlMs, max: opts.maxEntries }, opts.now);
  }

  get size(): number {
    return this.entries.size;
  }

  /** A token to pass to `set`: a change seen after it keeps the read it guards out of the cache. */
  mark(): number {
    return this.generation;
  }

  /** The cached session, if fresh and not expired at `wallNow` (the app's clock, ms). */
  get(sid: string, wallNow: number): CachedSession | undefined {
    if (!this.enabled) return undefined;
    const e = this.entries.get(sid);
    if (!e) return undefined;
    if (this.now() - e.storedAt >= this.opts.ttlMs || e.expire <= wallNow) {
      this.drop(sid);
      return undefined;
    }
    // Least recently used order: a hit moves the entry to the end.
    this.entries.delete(sid);
    this.entries.set(sid, e);
    return e;
  }

  set(sid: string, value: CachedSession, mark: number): void {
    if (!this.enabled || mark !== this.generation) return;
    this.drop(sid);
    const userId = value.user?.id ?? null;
    // Frozen: the fast reads (session-fast-read.ts) hand this very object to their requests.
    this.entries.set(sid, { ...value, sess: deepFreeze(value.sess), userId, storedAt: this.now() });
    if (userId !== null) {
      let sids = this.sidsByUser.get(userId);
      if (!sids) this.sidsByUser.set(userId, (sids = new Set()));
      sids.add(sid);
    }
    while (this.entries.size > this.opts.maxEntries) this.drop(this.entries.keys().next().value!);
  }

  invalidateSession(sid: string): void {
    this.generation++;
    this.drop(sid);
  }

  invalidateUser(userId: number): void {
    this.generation++;
    const sids = this.sidsByUser.get(userId);
    if (sids) for (const sid of [...sids]) this.drop(sid);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.sidsByUser.clear();
  }

  /** A notice from the database: "s:<sid>", "u:<user id>"; anything else empties the cache. */
  onNotice(payload: string): void {
    if (payload.startsWith("s:")) return this.invalidateSession(payload.slice(2));
    const id = payload.startsWith("u:") ? Number(payload.slice(2)) : NaN;
    if (Number.isInteger(id)) this.invalidateUser(id);
    else this.clear();
  }

  private drop(sid: string): void {
    const e = this.entries.get(sid);
    if (!e) return;
    this.entries.delete(sid);
    if (e.userId === null) return;
    const sids = this.sidsByUser.get(e.userId);
    sids?.delete(sid);
    if (sids?.size === 0) this.sidsByUser.delete(e.userId);
  }
}

/** Freezes an object and everything in it (a cached session nobody may change). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
