/**
 * A value loaded at most once per `ttlMs` in this process, shared by concurrent callers (one load
 * in flight at a time). For data that changes rarely and is the same for everyone, such as the
 * seeded course catalogue. A failed load is not kept: the next caller tries again.
 *
 * With `staleWhileRevalidate`, once a value exists an expired one is still answered while a single
 * load refreshes it in the background: no caller waits for the refresh (docs/scale-out.md, "Where
 * the shared state lives"). A failed refresh keeps the old value and the next caller tries again.
 */
export function ttlCache<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now, opts: { staleWhileRevalidate?: boolean } = {}) {
  let value: { v: T; at: number } | null = null;
  let pending: Promise<T> | null = null;
  function refresh(): Promise<T> {
    if (!pending) {
      const started = now();
      pending = load().then(
        (v) => {
          value = { v, at: started };
          pending = null;
          return v;
        },
        (err: unknown) => {
          pending = null;
          throw err;
        },
      );
    }
    return pending;
  }
  return {
    get(): Promise<T> {
      if (value && now() - value.at < ttlMs) return Promise.resolve(value.v);
      if (value && opts.staleWhileRevalidate && ttlMs > 0) {
        refresh().catch((err: unknown) => console.error("[cache] aggiornamento non riuscito:", err instanceof Error ? err.message : err));
        return Promise.resolve(value.v);
      }
      return refresh();
    },
    invalidate() {
      value = null;
    },
  };
}
