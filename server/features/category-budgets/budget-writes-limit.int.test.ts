import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { categoryBudgetsContract as api } from "@shared/contracts/category-budgets";

// PLAN_BUDGET_WRITES_PER_HOUR (docs/plan.md, "Budget per categoria"; docs/configuration.md): the
// writes of category budgets and of the split, together, per user per hour; set to 2 here.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { PLAN_BUDGET_WRITES_PER_HOUR: "2" } });
});
afterAll(() => ctx.close());

describe("limite delle modifiche a budget e ripartizione", () => {
  it("la terza modifica in un'ora è un 429 in italiano e nulla cambia; un altro utente non ne è toccato", async () => {
    const { agent } = await ctx.signUpPremium();
    await call(agent, api.save, { body: { budgets: [{ subcategory: "svago", amount: "100" }] } }).expect(200);
    await call(agent, api.saveSplit, { body: { necessities: 60, wants: 25, savings: 15 } }).expect(200);
    const third = await call(agent, api.save, { body: { budgets: [{ subcategory: "svago", amount: "999" }] } });
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: "rate_limited", message: "Troppe modifiche ai budget in poco tempo: riprova tra qualche minuto" });
    expect((await call(agent, api.list).expect(200)).body.budgets).toEqual([{ subcategory: "svago", amount: "100.00", carryOver: false }]);
    // Reads are not counted.
    await call(agent, api.status).expect(200);
    const other = await ctx.signUpPremium();
    await call(other.agent, api.save, { body: { budgets: [] } }).expect(200);
  });
});
