// Issue 43 through POST /api/chat/message (docs/chat.md, "Tools"): the household's own figures come
// from the category budgets service the /plan page uses, for the signed-in user only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { chatContract } from "@shared/contracts/chat";
import { expensesContract } from "@shared/contracts/expenses";
import { categoryBudgetsContract } from "@shared/contracts/category-budgets";
import { goalsContract } from "@shared/contracts/goals";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: fixedClock("2026-11-22T10:00:00Z") });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const plain = (s: string) => s.replace(/\u00a0/g, " ");
const ask = async (agent: Agent | ReturnType<TestContext["visitor"]>, message: string) => {
  const res = await call(agent, chatContract.message).send({ message, sessionId: null });
  expect(res.status).toBe(200);
  return { response: plain(res.body.response as string), links: res.body.links as { label: string; href: string }[] };
};
const spend = async (agent: Agent, amount: string, subcategory: string, category = "necessita") =>
  expect((await call(agent, expensesContract.create).send({ description: "Spesa", amount, category, subcategory, date: "2026-11-05" })).status).toBe(201);

describe("le cifre della famiglia nella chat", () => {
  it("quanto ho speso e quanto resta del budget: le cifre del piano del mese, solo le proprie", async () => {
    const { agent } = await ctx.signUpPremium();
    await spend(agent, "320,50", "spesa_alimentare");
    await spend(agent, "95", "bollette");
    expect((await call(agent, categoryBudgetsContract.save).send({ budgets: [{ subcategory: "spesa_alimentare", amount: "500", carryOver: false }, { subcategory: "bollette", amount: "120", carryOver: false }] })).status).toBe(200);

    const spent = await ask(agent, "Quanto ho speso questo mese?");
    expect(spent.response).toContain("hai speso 415,50 €");
    expect(spent.links).toContainEqual({ label: "Apri il piano del mese", href: "/plan" });
    const left = await ask(agent, "Quanto mi resta del budget?");
    expect(left.response).toContain("Dei 620,00 € di budget di questo mese hai speso 415,50 €: ti restano 204,50 €");

    // Another household sees its own month, not this one's.
    const other = await ctx.signUp();
    expect((await ask(other.agent, "Quanto ho speso questo mese?")).response).toContain("hai speso 0,00 €");
    expect((await ask(ctx.visitor(), "Quanto ho speso questo mese?")).response).toContain("accedi");
  });

  it("a che punto è il mio obiettivo: quanto è messo da parte, su quanto, in percentuale", async () => {
    const { agent } = await ctx.signUp();
    const goal = await call(agent, goalsContract.create).send({ name: "Vacanze", kind: "long_term", targetAmount: "1.200,00", targetDate: "2027-11-30" });
    expect(goal.status).toBe(201);
    expect((await call(agent, goalsContract.contribute, { params: { id: goal.body.id as number } }).send({ amount: "150,00", date: "2026-11-15" })).status).toBe(201);
    const r = await ask(agent, "A che punto è il mio obiettivo?");
    expect(r.response).toContain("«Vacanze»: 150,00 € su 1.200,00 € (12,5%)");
    expect(r.links).toContainEqual({ label: "Apri il piano del mese", href: "/plan" });
  });
});
