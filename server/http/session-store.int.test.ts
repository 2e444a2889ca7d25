import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness";
import { sessions } from "../db/schema";

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
    const res = await agent.get("/api/auth/user");
    expect(res.status).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const after = await ctx.db.select().from(sessions);
    expect(after.map((s) => s.expire.getTime())).toEqual(before.map((s) => s.expire.getTime()));
  });
});
