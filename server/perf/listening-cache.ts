/**
 * What the per-process caches that the database's notices keep right have in common (the sessions',
 * server/perf/session-cache.ts, and a user's own reads', server/perf/user-read-cache.ts): switched
 * on by configuration, trusted only while the process listens to the notices.
 */
export abstract class ListeningCache {
  private live = false;
  protected readonly now: () => number;

  constructor(
    private readonly limits: { ttlMs: number; max: number },
    now?: () => number,
  ) {
    this.now = now ?? (() => performance.now());
  }

  /** Switched on by configuration (it still waits to be live before serving anything). */
  get configured(): boolean {
    return this.limits.ttlMs > 0 && this.limits.max > 0;
  }

  get enabled(): boolean {
    return this.live && this.configured;
  }

  /** Listening (true) or not (false: notices may be lost, so nothing cached is trusted). */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  abstract clear(): void;
}
