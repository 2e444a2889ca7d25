import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { call, createTestContext, fixedClock, withCookie, type TestContext } from "../../test/harness";
import { signInCookie, untilSessionCached } from "../../test/session-cache";
import { sessions } from "../../db/schema";
import { analyticsContract } from "@shared/contracts/analytics";

// A signed-in user's page view takes its session as a read does, from the process's cache when it
// holds it, never from the database per beacon (docs/accounts.md, "Analytics").
const clock = fixedClock("2026-03-02T09:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { SESSION_CACHE_TTL_MS: "60000" } });
});
afterAll(async () => {
  await ctx.close();
});

const by = (cookie: string) => withCookie(ctx.app, cookie);

const userOfPage = async (page: string) =>
  ((await ctx.db.execute(sql`select user_id from page_views where page = ${page}`)) as unknown as { rows: Array<{ user_id: number | null }> }).rows.map((r) => r.user_id);

describe("visita di un utente con la sessione", () => {
  it("la visita registra l'utente; con la sessione in cache non la rilegge dal database", async () => {
    const { cookie, id } = await signInCookie(ctx);
    expect((await call(by(cookie), analyticsContract.track).send({ page: "/con-sessione" })).status).toBe(204);
    expect(await userOfPage("/con-sessione")).toEqual([id]);

    await untilSessionCached(ctx, cookie, id);
    // The session's row is gone without the notice: only a beacon that asks the database misses it.
    await ctx.database.exec("ALTER TABLE sessions DISABLE TRIGGER sessions_session_cache_delete");
    try {
      const value = decodeURIComponent(cookie.slice("sid=".length));
      await ctx.db.delete(sessions).where(eq(sessions.sid, value.slice(2, value.lastIndexOf("."))));
    } finally {
      await ctx.database.exec("ALTER TABLE sessions ENABLE TRIGGER sessions_session_cache_delete");
    }
    const res = await call(by(cookie), analyticsContract.track).send({ page: "/dalla-cache" });
    expect(res.status).toBe(204);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await userOfPage("/dalla-cache")).toEqual([id]);
  });

  it("senza cookie nessuna sessione nasce, e con un cookie falso la visita è anonima", async () => {
    const anon = await call(request(ctx.app), analyticsContract.track).set("X-Requested-With", "vitest").send({ page: "/anonima" });
    expect([anon.status, anon.headers["set-cookie"]]).toEqual([204, undefined]);
    const forged = await call(by("sid=s%3Anon-esiste.firma"), analyticsContract.track).send({ page: "/cookie-falso" });
    expect(forged.status).toBe(204);
    expect(await userOfPage("/anonima")).toEqual([null]);
    expect(await userOfPage("/cookie-falso")).toEqual([null]);
  });
});
