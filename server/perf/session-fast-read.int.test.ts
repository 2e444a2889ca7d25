import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestContext, fixedClock, withCookie, type TestContext } from "../test/harness";
import { signInCookie, untilSessionCached } from "../test/session-cache";
import { sessions, users } from "../db/schema";
import { accountContract } from "@shared/contracts/account";
import { authContract } from "@shared/contracts/auth";
import { expensesContract } from "@shared/contracts/expenses";

// Reads whose session the process holds skip express-session's per-request work
// (docs/security.md, "Letture con la sessione in cache"); what a user and an attacker see must not change.
const clock = fixedClock("2026-03-02T09:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { SESSION_CACHE_TTL_MS: "60000" } });
});
afterAll(async () => {
  await ctx.close();
});

/** Requests sent with this session's cookie only (no cookie jar): `call(by(cookie), contract)`. */
const by = (cookie: string) => withCookie(ctx.app, cookie);

const signIn = () => signInCookie(ctx);
const untilCached = (cookie: string, id: number) => untilSessionCached(ctx, cookie, id);

describe("letture con la sessione in cache", () => {
  it("un cookie con la firma alterata o senza firma non entra, anche con la sessione in cache", async () => {
    const { cookie, id } = await signIn();
    await untilCached(cookie, id);
    expect((await call(by(cookie), authContract.user)).body.id).toBe(id);
    const value = decodeURIComponent(cookie.slice("sid=".length));
    const sid = value.slice(2, value.lastIndexOf("."));
    const sig = value.slice(value.lastIndexOf(".") + 1);
    const forged = `sid=${encodeURIComponent(`s:${sid}.${sig.startsWith("A") ? "B" : "A"}${sig.slice(1)}`)}`;
    expect((await call(by(forged), authContract.user)).status).toBe(401);
    expect((await call(by(`sid=${sid}`), authContract.user)).status).toBe(401);
    expect((await call(by(forged), expensesContract.count)).status).toBe(401);
    // The genuine cookie still works after the forged ones.
    expect((await call(by(cookie), authContract.user)).body.id).toBe(id);
  });

  it("'ultimo accesso' si aggiorna ogni cinque minuti anche quando la sessione è in cache", async () => {
    const { cookie, id } = await signIn();
    await untilCached(cookie, id);
    const first = (await call(by(cookie), accountContract.sessions)).body[0].lastSeenAt as string;
    clock.advance(4 * 60_000);
    await call(by(cookie), authContract.user).expect(200);
    expect((await call(by(cookie), accountContract.sessions)).body[0].lastSeenAt).toBe(first);
    clock.advance(2 * 60_000);
    await call(by(cookie), authContract.user).expect(200);
    const after = (await call(by(cookie), accountContract.sessions)).body[0].lastSeenAt as string;
    expect(Date.parse(after) - Date.parse(first)).toBe(6 * 60_000);
    // And the session read again (the new mark) is served from the cache as before.
    expect((await call(by(cookie), authContract.user)).status).toBe(200);
  });

  it("la lista delle sessioni segna quella della richiesta anche quando la lettura è servita dalla cache", async () => {
    const { cookie, id } = await signIn();
    await untilCached(cookie, id);
    const list = await call(by(cookie), accountContract.sessions);
    expect(list.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });

  it("il link di uscita chiude la sessione anche scritto con la barra finale o in maiuscolo, con la sessione in cache", async () => {
    for (const path of ["/api/logout/", "/API/Logout"]) {
      const { cookie, id } = await signIn();
      await untilCached(cookie, id);
      const res = await by(cookie).get(path).set("Sec-Fetch-Site", "same-origin");
      expect(res.status).toBe(302);
      expect((await call(by(cookie), authContract.user)).status).toBe(401);
    }
  });
});

// Writes that leave their session as it is skip express-session's per-request work but read the
// session from the database (docs/security.md, "Scritture con la sessione letta dal database").
describe("scritture con la sessione letta dal database", () => {
  const expense = { description: "Spesa di prova", amount: "12,50", category: "necessita", date: "2026-03-02" };
  const sidOf = (cookie: string) => {
    const value = decodeURIComponent(cookie.slice("sid=".length));
    return value.slice(2, value.lastIndexOf("."));
  };

  it("una sessione chiusa nel database senza avviso: la lettura in cache passa ancora, la scrittura no", async () => {
    const { cookie, id } = await signIn();
    expect((await call(by(cookie), expensesContract.create).send(expense)).status).toBe(201);
    // A write drops its user's cached sessions: wait until the reads hold it again.
    await untilCached(cookie, id);
    await ctx.database.exec("ALTER TABLE sessions DISABLE TRIGGER sessions_session_cache_delete");
    try {
      await ctx.db.delete(sessions).where(eq(sessions.sid, sidOf(cookie)));
    } finally {
      await ctx.database.exec("ALTER TABLE sessions ENABLE TRIGGER sessions_session_cache_delete");
    }
    // The read's cache never heard of it (the notice was off); the write asks the database.
    expect((await call(by(cookie), authContract.user)).status).toBe(200);
    const refused = await call(by(cookie), expensesContract.create).send(expense);
    expect(refused.status).toBe(401);
  });

  it("un utente disattivato nel database senza avviso non scrive più", async () => {
    const { cookie, id } = await signIn();
    await untilCached(cookie, id);
    await ctx.database.exec("ALTER TABLE users DISABLE TRIGGER users_session_cache_update");
    try {
      await ctx.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, id));
    } finally {
      await ctx.database.exec("ALTER TABLE users ENABLE TRIGGER users_session_cache_update");
    }
    expect((await call(by(cookie), expensesContract.create).send(expense)).status).toBe(401);
  });

  it("una scrittura dopo cinque minuti aggiorna 'ultimo accesso' come prima", async () => {
    const { cookie } = await signIn();
    const first = (await call(by(cookie), accountContract.sessions)).body[0].lastSeenAt as string;
    clock.advance(4 * 60_000);
    expect((await call(by(cookie), expensesContract.create).send(expense)).status).toBe(201);
    expect((await call(by(cookie), accountContract.sessions)).body[0].lastSeenAt).toBe(first);
    clock.advance(2 * 60_000);
    expect((await call(by(cookie), expensesContract.create).send(expense)).status).toBe(201);
    const after = (await call(by(cookie), accountContract.sessions)).body[0].lastSeenAt as string;
    expect(Date.parse(after) - Date.parse(first)).toBe(6 * 60_000);
  });

  it("le scritture che entrano, escono o chiudono l'account cambiano ancora la sessione, comunque scritte", async () => {
    // Sign-out, with the path spelled as the router accepts it.
    for (const path of ["/api/auth/logout", "/API/Auth/Logout/"]) {
      const { cookie } = await signIn();
      expect((await by(cookie).post(path)).status).toBe(200);
      expect((await call(by(cookie), authContract.user)).status).toBe(401);
    }
    // Signing in again from a signed-in session: a new session id, the old cookie no longer works.
    const u = await ctx.signUp();
    const { cookie } = await signIn();
    const again = await call(by(cookie), authContract.login).send({ email: u.email, password: u.password });
    expect(again.status).toBe(200);
    const fresh = String(again.headers["set-cookie"]).split(";")[0];
    expect(sidOf(fresh)).not.toBe(sidOf(cookie));
    expect((await call(by(fresh), authContract.user)).body.id).toBe(u.user.id);
    expect((await call(by(cookie), authContract.user)).status).toBe(401);
  });
});
