import { describe, expect, it } from "vitest";
import type { Request } from "express";
import signature from "cookie-signature";
import { SessionCache, type CachedSession } from "./session-cache";
import type { SessionUserRow } from "../http/session.repo";
import { fastSessionRead, fastSessionWrite, sessionIdReader } from "./session-fast-read";

const SECRET = "segreto-di-prova";
const NOW = new Date("2026-03-01T10:00:00Z");
const FIVE_MIN = 5 * 60_000;
const row = (id: number, extra: Partial<SessionUserRow> = {}) => ({ id, email: `u${id}@esempio.it`, disabledAt: null, ...extra }) as SessionUserRow;
const sessionOf = (userId: number | undefined, lastSeenAt = new Date(NOW.getTime() - 60_000).toISOString()) =>
  ({ cookie: { originalMaxAge: 1 }, ...(userId === undefined ? {} : { passport: { user: userId } }), lastSeenAt }) as CachedSession["sess"];
const cookieFor = (sid: string, secret = SECRET) => `consenso=si; sid=${encodeURIComponent(`s:${signature.sign(sid, secret)}`)}`;

function setup(opts: { maxCookies?: number } = {}) {
  const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 100, now: () => 0 });
  cache.setLive(true);
  let now = NOW;
  const read = fastSessionRead({
    cookieName: "sid",
    secret: SECRET,
    cache,
    now: () => now,
    toUser: (r) => ({ id: r.id, email: r.email }) as Express.User,
    lastSeenEveryMs: FIVE_MIN,
    maxCookies: opts.maxCookies ?? 100,
  });
  const put = (sid: string, sess: CachedSession["sess"], user: SessionUserRow | null) =>
    cache.set(sid, { sess, user, expire: NOW.getTime() + 86_400_000 }, cache.mark());
  const ask = (cookie: string | undefined) => {
    const req = { headers: { cookie } } as unknown as Request;
    return { served: read(req), req };
  };
  return { cache, put, ask, read, setNow: (d: Date) => (now = d) };
}

describe("letture con la sessione in cache (senza il lavoro per richiesta di express-session)", () => {
  it("un cookie firmato di una sessione in cache: la richiesta ha il suo utente e il suo id di sessione", () => {
    const { put, ask } = setup();
    put("abc", sessionOf(7), row(7));
    const { served, req } = ask(cookieFor("abc"));
    expect(served).toBe(true);
    expect(req.user).toEqual({ id: 7, email: "u7@esempio.it" });
    expect(req.sessionID).toBe("abc");
  });

  it("firma sbagliata, firmato con un altro segreto, non firmato o nessun cookie: passa a express-session", () => {
    const { put, ask } = setup();
    put("abc", sessionOf(7), row(7));
    expect(ask(cookieFor("abc")).served).toBe(true);
    const good = cookieFor("abc");
    expect(ask(good.slice(0, -2) + (good.endsWith("A") ? "BB" : "AA")).served).toBe(false);
    expect(ask(cookieFor("abc", "altro-segreto")).served).toBe(false);
    expect(ask("sid=abc").served).toBe(false);
    expect(ask(undefined).served).toBe(false);
    expect(ask("consenso=si").served).toBe(false);
  });

  it("una sessione che la cache non ha (mai letta, chiusa, o tolta da un avviso) passa a express-session", () => {
    const { cache, put, ask } = setup();
    expect(ask(cookieFor("xyz")).served).toBe(false);
    put("abc", sessionOf(7), row(7));
    expect(ask(cookieFor("abc")).served).toBe(true);
    cache.invalidateUser(7);
    expect(ask(cookieFor("abc")).served).toBe(false);
  });

  it("'ultimo accesso' da aggiornare: passa a express-session, che lo segna e salva la sessione", () => {
    const { put, ask, setNow } = setup();
    put("abc", sessionOf(7, NOW.toISOString()), row(7));
    setNow(new Date(NOW.getTime() + FIVE_MIN - 1));
    expect(ask(cookieFor("abc")).served).toBe(true);
    setNow(new Date(NOW.getTime() + FIVE_MIN));
    expect(ask(cookieFor("abc")).served).toBe(false);
  });

  it("utente disattivato, sparito o diverso da quello della sessione: passa a express-session", () => {
    const { put, ask } = setup();
    put("a", sessionOf(7), row(7, { disabledAt: NOW }));
    put("b", sessionOf(8), null);
    put("c", sessionOf(9), row(10));
    for (const sid of ["a", "b", "c"]) expect(ask(cookieFor(sid)).served).toBe(false);
  });

  it("una sessione senza utente (un visitatore che ha usato la chat) è servita senza utente", () => {
    const { put, ask } = setup();
    put("v", sessionOf(undefined), null);
    const { served, req } = ask(cookieFor("v"));
    expect(served).toBe(true);
    expect(req.user).toBeUndefined();
  });

  it("la sessione che la lettura vede non si può cambiare: una lettura che ci provasse fallirebbe", () => {
    const { put, ask } = setup();
    put("abc", sessionOf(7), row(7));
    const { req } = ask(cookieFor("abc"));
    expect(() => {
      (req.session as { lastSeenAt?: string }).lastSeenAt = "ora";
    }).toThrow(TypeError);
    expect(() => {
      (req.session.passport as { user?: number }).user = 8;
    }).toThrow(TypeError);
  });

  it("ricorda al più maxCookies cookie verificati, per valore del cookie di sessione; uno dimenticato è verificato di nuovo", () => {
    const { put, ask, read } = setup({ maxCookies: 2 });
    for (const sid of ["a", "b", "c"]) put(sid, sessionOf(7), row(7));
    for (const sid of ["a", "b", "c", "a"]) {
      expect(ask(cookieFor(sid)).served).toBe(true);
      expect(read.remembered).toBeLessThanOrEqual(2);
    }
    // A header that did not verify is not remembered.
    expect(ask(cookieFor("d", "altro-segreto")).served).toBe(false);
    expect(read.remembered).toBe(2);
  });

  it("altri cookie accanto a quello di sessione non aggiungono voci (un client non può riempire la memoria)", () => {
    const { put, ask, read } = setup({ maxCookies: 100 });
    put("a", sessionOf(7), row(7));
    for (let i = 0; i < 5; i++) expect(ask(`altro${i}=${"x".repeat(1000)}; ${cookieFor("a").replace("consenso=si; ", "")}`).served).toBe(true);
    expect(read.remembered).toBe(1);
  });
});

describe("scritture con la sessione letta dal database (senza il lavoro per richiesta di express-session)", () => {
  function setupWrite() {
    const stored = new Map<string, { sess: CachedSession["sess"]; user: SessionUserRow | null }>();
    const asked: string[] = [];
    let now = NOW;
    const write = fastSessionWrite({
      ids: sessionIdReader({ cookieName: "sid", secret: SECRET, maxCookies: 100 }),
      now: () => now,
      toUser: (r) => ({ id: r.id, email: r.email }) as Express.User,
      lastSeenEveryMs: FIVE_MIN,
      readFresh: async (sid) => {
        asked.push(sid);
        const found = stored.get(sid);
        // A fresh copy per read, as the database gives.
        return found ? { sess: structuredClone(found.sess), user: found.user } : null;
      },
    });
    const ask = async (cookie: string | undefined) => {
      const req = { headers: { cookie } } as unknown as Request;
      return { served: await write(req), req };
    };
    return { stored, asked, ask, setNow: (d: Date) => (now = d) };
  }

  it("ogni scrittura chiede la sessione al database, anche la seconda: una sessione chiusa un attimo fa non passa", async () => {
    const { stored, asked, ask } = setupWrite();
    stored.set("abc", { sess: sessionOf(7), user: row(7) });
    const first = await ask(cookieFor("abc"));
    expect(first.served).toBe(true);
    expect(first.req.user).toEqual({ id: 7, email: "u7@esempio.it" });
    expect(first.req.sessionID).toBe("abc");
    stored.delete("abc");
    expect((await ask(cookieFor("abc"))).served).toBe(false);
    expect(asked).toEqual(["abc", "abc"]);
  });

  it("cookie alterato, d'altro segreto, non firmato o assente: passa a express-session senza chiedere al database", async () => {
    const { stored, asked, ask } = setupWrite();
    stored.set("abc", { sess: sessionOf(7), user: row(7) });
    const good = cookieFor("abc");
    expect((await ask(good.slice(0, -2) + (good.endsWith("A") ? "BB" : "AA"))).served).toBe(false);
    expect((await ask(cookieFor("abc", "altro-segreto"))).served).toBe(false);
    expect((await ask("sid=abc")).served).toBe(false);
    expect((await ask(undefined)).served).toBe(false);
    expect(asked).toEqual([]);
  });

  it("sessione senza utente, utente disattivato, sparito o diverso, 'ultimo accesso' da aggiornare: passa a express-session", async () => {
    const { stored, ask, setNow } = setupWrite();
    stored.set("v", { sess: sessionOf(undefined), user: null });
    stored.set("a", { sess: sessionOf(7), user: row(7, { disabledAt: NOW }) });
    stored.set("b", { sess: sessionOf(8), user: null });
    stored.set("c", { sess: sessionOf(9), user: row(10) });
    for (const sid of ["v", "a", "b", "c"]) expect((await ask(cookieFor(sid))).served, sid).toBe(false);
    stored.set("d", { sess: sessionOf(7, NOW.toISOString()), user: row(7) });
    setNow(new Date(NOW.getTime() + FIVE_MIN - 1));
    expect((await ask(cookieFor("d"))).served).toBe(true);
    setNow(new Date(NOW.getTime() + FIVE_MIN));
    expect((await ask(cookieFor("d"))).served).toBe(false);
  });

  it("la sessione che la scrittura vede non si può cambiare: una scrittura che ci provasse fallirebbe", async () => {
    const { stored, ask } = setupWrite();
    stored.set("abc", { sess: sessionOf(7), user: row(7) });
    const { req } = await ask(cookieFor("abc"));
    expect(() => {
      (req.session as { chat?: boolean }).chat = true;
    }).toThrow(TypeError);
    expect(() => {
      (req.session.passport as { user?: number }).user = 8;
    }).toThrow(TypeError);
  });
});
