import { describe, expect, it } from "vitest";
import { SessionCache, type CachedSession } from "./session-cache";
import type { SessionUserRow } from "../http/session.repo";

const WALL = Date.parse("2026-03-01T10:00:00Z");
const user = (id: number) => ({ id, email: `u${id}@esempio.it` }) as SessionUserRow;
const entry = (id: number | null, expire = WALL + 86_400_000): CachedSession => ({ sess: { cookie: { originalMaxAge: 1 } } as CachedSession["sess"], user: id === null ? null : user(id), expire });

function liveCache(opts: { ttlMs?: number; maxEntries?: number } = {}) {
  let t = 0;
  const cache = new SessionCache({ ttlMs: opts.ttlMs ?? 1000, maxEntries: opts.maxEntries ?? 10, now: () => t });
  cache.setLive(true);
  return { cache, advance: (ms: number) => (t += ms) };
}

describe("SessionCache", () => {
  it("serve una sessione salvata finché è fresca, poi la dimentica", () => {
    const { cache, advance } = liveCache();
    cache.set("a", entry(1), cache.mark());
    expect(cache.get("a", WALL)?.user?.id).toBe(1);
    advance(999);
    expect(cache.get("a", WALL)).toBeDefined();
    advance(1);
    expect(cache.get("a", WALL)).toBeUndefined();
  });

  it("non serve una sessione scaduta secondo l'orologio dell'app", () => {
    const { cache } = liveCache();
    cache.set("a", entry(1, WALL + 10), cache.mark());
    expect(cache.get("a", WALL + 9)).toBeDefined();
    expect(cache.get("a", WALL + 10)).toBeUndefined();
  });

  it("senza ascolto delle notifiche non serve nulla e non conserva nulla", () => {
    const { cache } = liveCache();
    cache.set("a", entry(1), cache.mark());
    cache.setLive(false);
    expect(cache.get("a", WALL)).toBeUndefined();
    cache.set("b", entry(2), cache.mark());
    expect(cache.size).toBe(0);
    // Back to listening: what was cached before the interruption is not trusted.
    cache.setLive(true);
    expect(cache.get("a", WALL)).toBeUndefined();
  });

  it("una lettura iniziata prima di un avviso non entra in cache", () => {
    const { cache } = liveCache();
    const mark = cache.mark();
    cache.onNotice("u:7");
    cache.set("a", entry(1), mark);
    expect(cache.get("a", WALL)).toBeUndefined();
  });

  it("gli avvisi tolgono la sessione, tutte le sessioni dell'utente, o tutto", () => {
    const { cache } = liveCache();
    for (const [sid, id] of [["a", 1], ["b", 1], ["c", 2], ["d", null]] as const) cache.set(sid, entry(id), cache.mark());
    cache.onNotice("s:c");
    expect(cache.get("c", WALL)).toBeUndefined();
    cache.onNotice("u:1");
    expect([cache.get("a", WALL), cache.get("b", WALL)]).toEqual([undefined, undefined]);
    expect(cache.get("d", WALL)).toBeDefined();
    cache.onNotice("qualcos'altro");
    expect(cache.size).toBe(0);
  });

  it("tiene al massimo maxEntries sessioni, togliendo quella usata meno di recente", () => {
    const { cache } = liveCache({ maxEntries: 2 });
    cache.set("a", entry(1), cache.mark());
    cache.set("b", entry(2), cache.mark());
    cache.get("a", WALL);
    cache.set("c", entry(3), cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.get("b", WALL)).toBeUndefined();
    expect(cache.get("a", WALL)?.user?.id).toBe(1);
    // The user index forgets the evicted session too: a notice for user 2 touches nothing else.
    cache.onNotice("u:2");
    expect(cache.get("c", WALL)?.user?.id).toBe(3);
  });

  it("TTL 0: spenta", () => {
    const { cache } = liveCache({ ttlMs: 0 });
    cache.set("a", entry(1), cache.mark());
    expect(cache.configured).toBe(false);
    expect(cache.get("a", WALL)).toBeUndefined();
  });
});
