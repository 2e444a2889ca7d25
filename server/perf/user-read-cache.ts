import { ListeningCache } from "./listening-cache";

/** The channel the database announces changes of a user's data on (migrations/0018_user_data_notify.sql). */
export const USER_DATA_CHANNEL = "user_data";

export type UserReadCacheOptions = {
  /** How long an answer may be served without asking the database; 0 turns the cache off. */
  ttlMs: number;
  /** Most users whose answers are kept; the least recently used one goes first. */
  maxUsers: number;
  /**
   * Most bytes of JSON text (the `json` answers, kept encoded as UTF-8) in all; the least
   * recently used users go first. Undefined: no bound but maxUsers.
   */
  maxJsonBytes?: number;
  /** Monotonic milliseconds (tests pass their own). */
  now?: () => number;
};

type Entry = { value: unknown; storedAt: number; bytes: number };

/**
 * Short-lived answers of a signed-in user's own reads (dashboard summary, alerts, challenges, the
 * month's expense count), so a user who opens the dashboard again does not cost a query each time
 * (docs/scale-out.md, "Letture dell'utente in cache"). Trusted only while the process listens to
 * the database's notices: every change to a row of the user's data announces `u:<id>` on
 * USER_DATA_CHANNEL, whoever makes it (a request, the event worker, a job, another process).
 * A user's own write in this process empties their answers before its response is sent (server/perf/session-step.ts),
 * so their next read here sees it without waiting for the notice.
 *
 * A read that was running when a change of its user came is not stored: it may have read the
 * rows before the change. Each user with reads running has a change count (`inflight`); a read
 * is stored only if the count did not move while it ran, so a read that started after the change
 * is kept even while older reads of the user are still running (a sticky "dirty" mark kept every
 * read of a user under steady load out of the cache: /api/user/alerts read PostgreSQL on every
 * request, docs/benchmarks-log.md).
 */
export class UserReadCache extends ListeningCache {
  private readonly users = new Map<number, Map<string, Entry>>();
  private readonly inflight = new Map<number, { count: number; changes: number }>();
  /** Bytes of JSON text kept, in all and per user (docs/scale-out.md, "Letture della storia in cache"). */
  private jsonBytes = 0;
  private readonly bytesByUser = new Map<number, number>();

  constructor(private readonly opts: UserReadCacheOptions) {
    super({ ttlMs: opts.ttlMs, max: opts.maxUsers }, opts.now);
  }

  /** Users with at least one answer kept. */
  get size(): number {
    return this.users.size;
  }

  /**
   * The answer of `key` for this user: the kept one while fresh, else `load()`'s, kept unless a
   * change of the user came while it ran. The caller must not change the object it gets.
   */
  async get<T>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const answers = this.users.get(userId);
    const hit = answers?.get(key);
    if (hit && this.now() - hit.storedAt < this.opts.ttlMs) {
      // Least recently used order: a hit moves the user to the end.
      this.users.delete(userId);
      this.users.set(userId, answers!);
      return hit.value as T;
    }
    let run = this.inflight.get(userId);
    if (!run) this.inflight.set(userId, (run = { count: 0, changes: 0 }));
    run.count++;
    const changesAtStart = run.changes;
    try {
      const value = await load();
      if (run.changes === changesAtStart && this.enabled) this.store(userId, key, value);
      return value;
    } finally {
      if (--run.count === 0 && this.inflight.get(userId) === run) this.inflight.delete(userId);
    }
  }

  /**
   * The answer of `key` as JSON text, kept already encoded as UTF-8, so a hit costs neither a
   * serialisation nor an encoding (docs/scale-out.md, "Letture della storia in cache"): a month of
   * the largest history is 85 KB, encoded again at every answer when kept as a string. Same rules
   * as `get`.
   */
  json(userId: number, key: string, load: () => Promise<unknown>): Promise<Buffer> {
    return this.get(userId, key, async () => Buffer.from(JSON.stringify(await load())));
  }

  invalidateUser(userId: number): void {
    this.dropUser(userId);
    const run = this.inflight.get(userId);
    if (run) run.changes++;
  }

  clear(): void {
    this.users.clear();
    this.bytesByUser.clear();
    this.jsonBytes = 0;
    for (const run of this.inflight.values()) run.changes++;
  }

  /** A notice from the database: "u:<user id>"; anything else empties the cache. */
  onNotice(payload: string): void {
    const id = payload.startsWith("u:") ? Number(payload.slice(2)) : NaN;
    if (Number.isInteger(id)) this.invalidateUser(id);
    else this.clear();
  }

  private store(userId: number, key: string, value: unknown): void {
    const bytes = Buffer.isBuffer(value) ? value.length : 0;
    const limit = this.opts.maxJsonBytes;
    // An answer larger than the whole budget is served but never kept.
    if (limit !== undefined && bytes > limit) return;
    let answers = this.users.get(userId);
    if (answers) this.users.delete(userId);
    else answers = new Map();
    const before = answers.get(key)?.bytes ?? 0;
    answers.set(key, { value, storedAt: this.now(), bytes });
    this.users.set(userId, answers);
    this.addBytes(userId, bytes - before);
    while (this.users.size > this.opts.maxUsers || (limit !== undefined && this.jsonBytes > limit)) {
      const oldest = this.users.keys().next().value!;
      this.dropUser(oldest);
      if (oldest === userId) break;
    }
  }

  private addBytes(userId: number, delta: number): void {
    if (delta === 0) return;
    this.jsonBytes += delta;
    this.bytesByUser.set(userId, (this.bytesByUser.get(userId) ?? 0) + delta);
  }

  private dropUser(userId: number): void {
    this.users.delete(userId);
    this.jsonBytes -= this.bytesByUser.get(userId) ?? 0;
    this.bytesByUser.delete(userId);
  }

  /** Bytes of JSON text kept now (tests). */
  get keptJsonBytes(): number {
    return this.jsonBytes;
  }
}
