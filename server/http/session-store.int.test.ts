import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext, fixedClock } from "../test/harness";
import { eq } from "drizzle-orm";
import { sessions, users } from "../db/schema";
import { DbSessionStore } from "./session.repo";
import { authContract } from "@shared/contracts/auth";
import { coursesContract } from "@shared/contracts/courses";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("sessione non scorrevole", () => {
  it("una lettura da utente collegato non riscrive la sessione né rimanda il cookie: scade quando scade il cookie", async () => {
    const { agent } = await ctx.signUp();
    const before = await ctx.db.select().from(sessions);
    expect(before).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 20));
    const res = await call(agent, authContract.user);
    expect(res.status).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const after = await ctx.db.select().from(sessions);
    expect(after.map((s) => s.expire.getTime())).toEqual(before.map((s) => s.expire.getTime()));
  });
});

describe("utente della sessione letto insieme alla sessione", () => {
  it("ogni richiesta vede l'account com'è ora: un cambio si vede subito, un account cancellato non è più collegato", async () => {
    const { agent, user } = await ctx.signUp();
    expect((await call(agent, authContract.user)).body.isPremium).toBe(false);
    await ctx.db.update(users).set({ isPremium: true, firstName: "Giulia" }).where(eq(users.id, user.id));
    const after = await call(agent, authContract.user);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ id: user.id, isPremium: true, firstName: "Giulia" });
    await ctx.db.delete(users).where(eq(users.id, user.id));
    const gone = await call(agent, authContract.user);
    expect(gone.status).toBe(401);
    expect(gone.body).toEqual({ code: "unauthenticated", message: "Non autenticato" });
  });

  it("due utenti con sessioni contemporanee vedono ciascuno i propri dati", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const [ra, rb] = await Promise.all([call(a.agent, authContract.user), call(b.agent, authContract.user)]);
    expect(ra.body.id).toBe(a.user.id);
    expect(rb.body.id).toBe(b.user.id);
  });
});

describe("letture dei visitatori senza sessione", () => {
  it("una lettura senza cookie non crea sessioni; la prima scrittura che ne ha bisogno sì", async () => {
    const before = (await ctx.db.select().from(sessions)).length;
    const read = await call(ctx.visitor(), coursesContract.list);
    expect(read.status).toBe(200);
    expect(read.headers["set-cookie"]).toBeUndefined();
    expect(await ctx.db.select().from(sessions)).toHaveLength(before);
    const { agent } = await ctx.signUp();
    expect((await call(agent, authContract.user)).status).toBe(200);
    expect(await ctx.db.select().from(sessions)).toHaveLength(before + 1);
  });
});

describe("scadenza della sessione", () => {
  it("dopo 30 giorni dal login la sessione non vale più, anche se il browser rimanda il cookie", async () => {
    // express-session dates the cookie (and so the row's expiry) with the real clock: start there.
    const clock = fixedClock(new Date());
    const own = await createTestContext({ clock });
    try {
      const { agent } = await own.signUp();
      clock.advance(30 * 86_400_000 - 60_000);
      expect((await call(agent, authContract.user)).status).toBe(200);
      clock.advance(120_000);
      const res = await call(agent, authContract.user);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: "unauthenticated", message: "Non autenticato" });
    } finally {
      await own.close();
    }
  });
});

describe("letture di sessione raggruppate", () => {
  it("le sessioni chieste insieme arrivano con un'istruzione sola, ognuna al suo richiedente e in una copia propria", async () => {
    const store = new DbSessionStore(ctx.db, ctx.deps.clock, undefined, { maxBatch: 10, maxInFlight: 1 });
    const cookie = { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000), httpOnly: true, path: "/" };
    const put = (sid: string, user: number) => new Promise<void>((done, fail) => store.set(sid, { cookie, passport: { user } } as never, (e) => (e ? fail(e) : done())));
    await put("sid-uno", 101);
    await put("sid-due", 202);
    const get = (sid: string) => new Promise<Record<string, unknown> | null | undefined>((done, fail) => store.get(sid, (e, s) => (e ? fail(e) : done(s as never))));
    // The same tick: one batch of four, one of them a session that does not exist.
    const [a1, b, a2, none] = await Promise.all([get("sid-uno"), get("sid-due"), get("sid-uno"), get("sid-nessuna")]);
    expect(a1).toMatchObject({ passport: { user: 101 } });
    expect(b).toMatchObject({ passport: { user: 202 } });
    expect(a2).toMatchObject({ passport: { user: 101 } });
    expect(none).toBeNull();
    // Two requests of one session each change their own object (a logout must not reach the other).
    (a1!.passport as { user?: number }).user = undefined;
    expect(a2).toMatchObject({ passport: { user: 101 } });
  });
});
