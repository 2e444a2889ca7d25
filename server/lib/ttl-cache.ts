/**
 * A value loaded at most once per `ttlMs` in this process, shared by concurrent callers (one load
 * in flight at a time). For data that changes rarely and is the same for everyone, such as the
 * seeded course catalogue. A failed load is not kept: the next caller tries again.
 */
export function ttlCache<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let value: { v: T; at: number } | null = null;
  let pending: Promise<T> | null = null;
  return {
    get(): Promise<T> {
      if (value && now() - value.at < ttlMs) return Promise.resolve(value.v);
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
    },
    invalidate() {
      value = null;
    },
  };
}
