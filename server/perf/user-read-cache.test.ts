import { describe, expect, it } from "vitest";
import { UserReadCache } from "./user-read-cache";

function cache(opts: { ttlMs?: number; maxUsers?: number } = {}) {
  let t = 0;
  const c = new UserReadCache({ ttlMs: opts.ttlMs ?? 1000, maxUsers: opts.maxUsers ?? 10, now: () => t });
  c.setLive(true);
  return { c, advance: (ms: number) => (t += ms) };
}

/** A loader that counts its calls and answers with the call number. */
const counter = () => {
  let calls = 0;
  const load = async () => ++calls;
  return { load, calls: () => calls };
};

describe("UserReadCache", () => {
  it("serves the kept answer until its time runs out, then reads again", async () => {
    const { c, advance } = cache({ ttlMs: 1000 });
    const l = counter();
    expect(await c.get(1, "k", l.load)).toBe(1);
    advance(999);
    expect(await c.get(1, "k", l.load)).toBe(1);
    advance(1);
    expect(await c.get(1, "k", l.load)).toBe(2);
    expect(l.calls()).toBe(2);
  });

  it("keeps each user's and each key's answer apart", async () => {
    const { c } = cache();
    expect(await c.get(1, "a", async () => "1a")).toBe("1a");
    expect(await c.get(2, "a", async () => "2a")).toBe("2a");
    expect(await c.get(1, "b", async () => "1b")).toBe("1b");
    expect(await c.get(1, "a", async () => "altro")).toBe("1a");
    expect(await c.get(2, "a", async () => "altro")).toBe("2a");
  });

  it("a notice for a user drops only that user's answers; any other notice drops all", async () => {
    const { c } = cache();
    await c.get(1, "k", async () => "vecchio 1");
    await c.get(2, "k", async () => "vecchio 2");
    c.onNotice("u:1");
    expect(await c.get(1, "k", async () => "nuovo 1")).toBe("nuovo 1");
    expect(await c.get(2, "k", async () => "nuovo 2")).toBe("vecchio 2");
    c.onNotice("*");
    expect(await c.get(2, "k", async () => "nuovo 2")).toBe("nuovo 2");
  });

  it("a read running while its user's data changes is answered but not kept", async () => {
    const { c } = cache();
    let release!: (v: string) => void;
    const slow = c.get(1, "k", () => new Promise<string>((r) => (release = r)));
    c.invalidateUser(1);
    release("letto prima del cambiamento");
    expect(await slow).toBe("letto prima del cambiamento");
    expect(await c.get(1, "k", async () => "dopo")).toBe("dopo");
  });

  it("a read that starts after the change is kept, even while an older read of the user still runs", async () => {
    const { c } = cache();
    let release!: (v: string) => void;
    const old = c.get(1, "a", () => new Promise<string>((r) => (release = r)));
    c.invalidateUser(1);
    expect(await c.get(1, "b", async () => "dopo il cambiamento")).toBe("dopo il cambiamento");
    expect(await c.get(1, "b", async () => "riletto")).toBe("dopo il cambiamento");
    release("letto prima del cambiamento");
    expect(await old).toBe("letto prima del cambiamento");
    expect(await c.get(1, "a", async () => "nuovo")).toBe("nuovo");
  });

  it("a change of another user does not keep a running read out", async () => {
    const { c } = cache();
    let release!: (v: string) => void;
    const slow = c.get(1, "k", () => new Promise<string>((r) => (release = r)));
    c.invalidateUser(2);
    release("primo");
    await slow;
    expect(await c.get(1, "k", async () => "secondo")).toBe("primo");
  });

  it("serves nothing kept while not listening, nor when switched off", async () => {
    const notLive = new UserReadCache({ ttlMs: 1000, maxUsers: 10 });
    const l = counter();
    await notLive.get(1, "k", l.load);
    await notLive.get(1, "k", l.load);
    expect(l.calls()).toBe(2);

    const { c } = cache();
    await c.get(1, "k", async () => "vecchio");
    c.setLive(false);
    expect(await c.get(1, "k", async () => "dal database")).toBe("dal database");
    c.setLive(true);
    expect(await c.get(1, "k", async () => "di nuovo")).toBe("di nuovo");

    const off = new UserReadCache({ ttlMs: 0, maxUsers: 10 });
    off.setLive(true);
    expect(off.configured).toBe(false);
    const l2 = counter();
    await off.get(1, "k", l2.load);
    await off.get(1, "k", l2.load);
    expect(l2.calls()).toBe(2);
  });

  it("keeps at most maxUsers users, dropping the least recently used", async () => {
    const { c } = cache({ maxUsers: 2 });
    await c.get(1, "k", async () => "1");
    await c.get(2, "k", async () => "2");
    await c.get(1, "k", async () => "non letto"); // user 1 used again
    await c.get(3, "k", async () => "3");
    expect(c.size).toBe(2);
    expect(await c.get(1, "k", async () => "riletto")).toBe("1");
    expect(await c.get(2, "k", async () => "riletto 2")).toBe("riletto 2");
  });

  it("a failed read is not kept", async () => {
    const { c } = cache();
    await expect(c.get(1, "k", async () => Promise.reject(new Error("giù")))).rejects.toThrow("giù");
    expect(await c.get(1, "k", async () => "ok")).toBe("ok");
  });

  it("json keeps the answer as UTF-8 text within its budget: the least recently used users go first, a too-large answer is never kept", async () => {
    const c = new UserReadCache({ ttlMs: 1000, maxUsers: 10, maxJsonBytes: 30, now: () => 0 });
    c.setLive(true);
    let reads = 0;
    const load = (v: unknown) => async () => (reads++, v);
    expect(String(await c.json(1, "k", load({ a: "1234567890" })))).toBe('{"a":"1234567890"}');
    expect(String(await c.json(1, "k", load({ a: "altro" })))).toBe('{"a":"1234567890"}');
    expect(c.keptJsonBytes).toBe(18);
    // User 2's answer does not fit beside user 1's: user 1, used least recently, goes.
    expect(String(await c.json(2, "k", load({ b: "abcdefghij" })))).toBe('{"b":"abcdefghij"}');
    expect(c.keptJsonBytes).toBe(18);
    expect(String(await c.json(1, "k", load({ a: "riletto" })))).toBe('{"a":"riletto"}');
    // Larger than the whole budget: served, not kept, nothing else dropped for it.
    const big = { x: "y".repeat(40) };
    expect(String(await c.json(3, "k", load(big)))).toBe(JSON.stringify(big));
    expect(String(await c.json(3, "k", load({ x: "nuovo" })))).toBe('{"x":"nuovo"}');
    c.invalidateUser(3);
    c.invalidateUser(1);
    expect(c.keptJsonBytes).toBe(0);
    // Counted in bytes: "è" is two.
    expect(String(await c.json(4, "k", load({ c: "è".repeat(10) })))).toBe(`{"c":"${"è".repeat(10)}"}`);
    expect(c.keptJsonBytes).toBe(28);
    expect(reads).toBe(6);
  });
});
