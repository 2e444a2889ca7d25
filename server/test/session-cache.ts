import request from "supertest";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../db/schema";
import { authContract } from "@shared/contracts/auth";
import { call, withCookie } from "./call";
import type { TestContext } from "./context";

// Helpers of the tests about sessions served from the process's cache (docs/security.md,
// "Letture con la sessione in cache"): a signed-in cookie, and waiting until the cache holds it.

/** A new user signed in: the session cookie ("sid=…") and the user's id. */
export async function signInCookie(ctx: TestContext): Promise<{ cookie: string; id: number }> {
  const u = await ctx.signUp();
  const res = await call(request(ctx.app), authContract.login).set("X-Requested-With", "vitest").send({ email: u.email, password: u.password });
  expect(res.status).toBe(200);
  return { cookie: String(res.headers["set-cookie"]).split(";")[0], id: u.user.id };
}

/** Polls until the process serves this session from its cache: a change nobody announces is not seen. */
export async function untilSessionCached(ctx: TestContext, cookie: string, id: number): Promise<void> {
  const by = withCookie(ctx.app, cookie);
  for (let i = 0; i < 50; i++) {
    expect((await call(by, authContract.user)).status).toBe(200);
    await ctx.database.exec("ALTER TABLE users DISABLE TRIGGER users_session_cache_update");
    try {
      await ctx.db.update(users).set({ firstName: `Nascosto${i}` }).where(eq(users.id, id));
    } finally {
      await ctx.database.exec("ALTER TABLE users ENABLE TRIGGER users_session_cache_update");
    }
    if ((await call(by, authContract.user)).body.firstName !== `Nascosto${i}`) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("la sessione non è mai servita dalla cache");
}
