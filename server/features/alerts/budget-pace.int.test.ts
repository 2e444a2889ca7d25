import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { alertsContract } from "@shared/contracts/alerts";
import { categoryBudgetsContract } from "@shared/contracts/category-budgets";
import { expensesContract } from "@shared/contracts/expenses";
import { createAlertRules } from "./alerts.rules";
import { createCategoryBudgetsService } from "../category-budgets/category-budgets.public";

// The pace alert of the category budgets (docs/plan.md, "Budget per categoria"; docs/gamification.md):
// from BUDGET_PACE_ALERT_FROM_DAY of the Rome month, a new expense whose category's pace
// overshoots its budget raises "<Categoria>: al ritmo attuale supererai il budget di N €", once a
// month per category.
const clock = fixedClock("2026-11-10T10:00:00.000Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { BUDGET_PACE_ALERT_FROM_DAY: "7" } });
});
afterAll(() => ctx.close());

type Agent = ReturnType<TestContext["agent"]>;
const addExpense = (agent: Agent, amount: string, date: string, subcategory = "spesa_alimentare") =>
  call(agent, expensesContract.create).send({ description: "Supermercato", amount, category: "necessita", subcategory, date }).expect(201);
const paceAlerts = async (agent: Agent) =>
  ((await call(agent, alertsContract.list).expect(200)).body as Array<{ alertType: string; title: string; message: string }>).filter((a) => a.alertType === "budget_pace");

describe("avviso sul ritmo di spesa di un budget per categoria", () => {
  it("al ritmo attuale la spesa alimentare supera il budget: un avviso con lo sforamento, una volta al mese", async () => {
    clock.set("2026-11-10T10:00:00.000Z");
    const { agent } = await ctx.signUpPremium();
    await call(agent, categoryBudgetsContract.save, { body: { budgets: [{ subcategory: "spesa_alimentare", amount: "560" }] } }).expect(200);
    await addExpense(agent, "150,00", "2026-11-02");
    expect(await paceAlerts(agent)).toEqual([]); // 150 × 30 ÷ 10 = 450: within 560
    await addExpense(agent, "50,00", "2026-11-09"); // 200 × 30 ÷ 10 = 600: 40 € over
    const alerts = await paceAlerts(agent);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.message).toBe("Spesa alimentare: al ritmo attuale supererai il budget di 40\u00a0€");
    await addExpense(agent, "10,00", "2026-11-10");
    expect(await paceAlerts(agent)).toHaveLength(1);
  });

  it("nei primi giorni del mese il ritmo non dice ancora nulla: nessun avviso", async () => {
    clock.set("2026-11-03T10:00:00.000Z");
    const { agent } = await ctx.signUpPremium();
    await call(agent, categoryBudgetsContract.save, { body: { budgets: [{ subcategory: "spesa_alimentare", amount: "100" }] } }).expect(200);
    await addExpense(agent, "90,00", "2026-11-02");
    expect(await paceAlerts(agent)).toEqual([]);
    clock.set("2026-11-10T10:00:00.000Z");
  });

  it("una spesa di un mese passato o una categoria senza budget non danno avvisi", async () => {
    clock.set("2026-11-10T10:00:00.000Z");
    const { agent } = await ctx.signUpPremium();
    await call(agent, categoryBudgetsContract.save, { body: { budgets: [{ subcategory: "spesa_alimentare", amount: "100" }] } }).expect(200);
    await addExpense(agent, "500,00", "2026-11-05", "svago");
    await addExpense(agent, "500,00", "2026-10-05");
    expect(await paceAlerts(agent)).toEqual([]);
  });

  it("le spese di più famiglie prese insieme dal lavoratore: ognuna ha i suoi avvisi, nessuno per chi resta nel budget o è gratuito", async () => {
    clock.set("2026-11-10T10:00:00.000Z");
    const over = await ctx.signUpPremium();
    const alsoOver = await ctx.signUpPremium();
    const within = await ctx.signUpPremium();
    const free = await ctx.signUp();
    // The expenses first, the budgets after: their own events found no budget and raised nothing.
    const spent = [
      [over, "300,00", "spesa_alimentare"],
      [alsoOver, "120,00", "trasporti"],
      [within, "20,00", "spesa_alimentare"],
      [free, "300,00", "spesa_alimentare"],
    ] as const;
    const created: Array<{ id: number; amount: string; category: string; date: string }> = [];
    for (const [who, amount, subcategory] of spent) created.push((await addExpense(who.agent, amount, "2026-11-09", subcategory)).body);
    for (const who of [over, alsoOver, within]) {
      await call(who.agent, categoryBudgetsContract.save, { body: { budgets: [{ subcategory: "spesa_alimentare", amount: "560" }, { subcategory: "trasporti", amount: "200" }] } }).expect(200);
    }
    await call(free.agent, categoryBudgetsContract.save, { body: { budgets: [{ subcategory: "spesa_alimentare", amount: "100" }] } }).expect(403);
    // One batch with all four users' new expenses, as the worker hands it to the rule.
    const rules = createAlertRules(ctx.deps, createCategoryBudgetsService(ctx.deps));
    await rules.onExpensesCreated(spent.map(([who], i) => ({ userId: who.user.id, expenseId: created[i]!.id, amount: created[i]!.amount, category: created[i]!.category, date: created[i]!.date })));
    // 300 × 30 ÷ 10 = 900 against 560; 120 × 30 ÷ 10 = 360 against 200.
    expect((await paceAlerts(over.agent)).map((a) => a.message)).toEqual(["Spesa alimentare: al ritmo attuale supererai il budget di 340\u00a0€"]);
    expect((await paceAlerts(alsoOver.agent)).map((a) => a.message)).toEqual(["Trasporti: al ritmo attuale supererai il budget di 160\u00a0€"]);
    expect(await paceAlerts(within.agent)).toEqual([]);
    expect(await paceAlerts(free.agent)).toEqual([]);
  });
});
