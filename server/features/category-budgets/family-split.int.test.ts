import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { alertsContract } from "@shared/contracts/alerts";
import { calculatorsContract } from "@shared/contracts/calculators";
import { categoryBudgetsContract as api } from "@shared/contracts/category-budgets";
import { expensesContract } from "@shared/contracts/expenses";

// docs/plan.md, "La ripartizione della famiglia": the saved budget, the report and the alerts
// follow the family's split. A single-income family following the 60/25/15 lesson is not shown
// over budget for spending 60% on necessities.
const clock = fixedClock("2026-11-10T10:00:00.000Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

type Agent = ReturnType<TestContext["agent"]>;
const addExpense = (agent: Agent, amount: string, category: string, subcategory: string) =>
  call(agent, expensesContract.create).send({ description: "Spesa", amount, category, subcategory, date: "2026-11-05" }).expect(201);

describe("la ripartizione della famiglia nel budget salvato, nel report e negli avvisi", () => {
  it("60/25/15: il budget salvato divide il reddito così e 1.150 € di necessità su 2.000 € non danno avvisi urgenti", async () => {
    const { agent } = await ctx.signUp();
    await call(agent, api.saveSplit, { body: { necessities: 60, wants: 25, savings: 15 } }).expect(200);
    const saved = await call(agent, calculatorsContract.saveBudget, { body: { monthlyIncome: "2.000" } }).expect(201);
    expect(saved.body).toMatchObject({ monthlyIncome: "2000.00", necessities: "1200.00", wants: "500.00", savings: "300.00" });
    await addExpense(agent, "1.150,00", "necessita", "casa_affitto");
    await addExpense(agent, "450,00", "desideri", "svago");
    const alerts = (await call(agent, alertsContract.list).expect(200)).body as Array<{ alertType: string; priority: string }>;
    expect(alerts.filter((a) => a.alertType === "budget_exceeded")).toEqual([]);
    const report = (await call(agent, expensesContract.report, { query: { month: 11, year: 2026 } }).expect(200)).body;
    expect(report.byBucket.find((b: { bucket: string }) => b.bucket === "necessita").budget).toBe("1200.00");
  });

  it("cambiare la ripartizione ridivide il budget già salvato", async () => {
    const { agent } = await ctx.signUp();
    await call(agent, calculatorsContract.saveBudget, { body: { monthlyIncome: "2.000" } }).expect(201);
    expect((await call(agent, calculatorsContract.budget).expect(200)).body).toMatchObject({ necessities: "1000.00", wants: "600.00", savings: "400.00" });
    await call(agent, api.saveSplit, { body: { necessities: 70, wants: 20, savings: 10 } }).expect(200);
    expect((await call(agent, calculatorsContract.budget).expect(200)).body).toMatchObject({ monthlyIncome: "2000.00", necessities: "1400.00", wants: "400.00", savings: "200.00" });
  });
});
