import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext } from "../test/harness";
import { rateLimits } from "../db/schema";
import { pruneRateLimits } from "../ops/maintenance";
import { authContract } from "@shared/contracts/auth";
import { blogContract } from "@shared/contracts/blog";
import { feedbackContract } from "@shared/contracts/feedback";

// rate_limits holds no client address and no e-mail, only keyed hashes, and no expired row
// outlives a pruning pass (docs/security.md).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { TRUST_PROXY: "1" } });
});
afterAll(() => ctx.close());

describe("tabella rate_limits", () => {
  it("non contiene indirizzi IP né email in chiaro", async () => {
    const ip = "203.0.113.77";
    const email = "persona.riservata@esempio.it";
    await call(ctx.agent().set("X-Forwarded-For", ip), authContract.login).send({ email, password: "sbagliata" }).expect(401);
    await call(ctx.agent().set("X-Forwarded-For", ip), authContract.register).send({ email: "non-valida", password: "x" }).expect(400);
    await call(ctx.agent().set("X-Forwarded-For", ip), feedbackContract.submit).send({ type: "bug", message: "Ciao" }).expect(201);
    await call(ctx.agent().set("X-Forwarded-For", ip), blogContract.subscribe).send({ email, source: "blog" }).expect(202);
    const keys = (await ctx.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const key of keys) {
      expect(key).not.toContain("203.0.113");
      expect(key).not.toContain("persona");
      expect(key).not.toContain("@");
      expect(key).toMatch(/^[a-z0-9-]+:[0-9a-f]{64}$/);
    }
  });

  it("la pulizia toglie le righe scadute e lascia i conteggi in corso", async () => {
    const now = ctx.deps.clock.now().getTime();
    await ctx.db.insert(rateLimits).values([
      { key: "prova:scaduta", hits: 3, resetAt: new Date(now - 60_000) },
      { key: "prova:in-corso", hits: 3, resetAt: new Date(now + 60_000) },
    ]);
    const before = (await ctx.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(await pruneRateLimits(ctx.deps)).toBe(1);
    const after = (await ctx.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(after.sort()).toEqual(before.filter((k) => k !== "prova:scaduta").sort());
  });
});
