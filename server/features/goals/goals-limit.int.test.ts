import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { goalsContract as api } from "@shared/contracts/goals";
import { TOO_MANY_GOAL_WRITES } from "./goals.routes";

// docs/plan.md, "Limiti": goal writes per user per hour are configuration (GOAL_WRITES_PER_HOUR);
// past it a 429 in Italian, and reads still answer.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { GOAL_WRITES_PER_HOUR: "2" } });
});
afterAll(() => ctx.close());

describe("limite delle scritture sugli obiettivi", () => {
  it("oltre GOAL_WRITES_PER_HOUR all'ora: 429 rate_limited con il messaggio italiano; la lettura resta", async () => {
    const { agent } = await ctx.signUpPremium();
    const body = { name: "Vacanze", kind: "long_term", targetAmount: "1000", monthlyAmount: "100" };
    await call(agent, api.create).send(body).expect(201);
    await call(agent, api.create).send(body).expect(201);
    const third = await call(agent, api.create).send(body);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: "rate_limited", message: TOO_MANY_GOAL_WRITES });
    expect((await call(agent, api.list)).body).toHaveLength(2);
  });
});
