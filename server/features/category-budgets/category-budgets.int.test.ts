import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { categoryBudgetsContract as api } from "@shared/contracts/category-budgets";
import { expensesContract } from "@shared/contracts/expenses";
import { billingContract } from "@shared/contracts/billing";
import { toCents, centsToString } from "@shared/money";

// docs/plan.md, "Budget per categoria" and "La ripartizione della famiglia" (issue 39).
// Today is 10 November 2026 in Rome: 10 days of a 30-day month have passed.
const clock = fixedClock("2026-11-10T10:00:00.000Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

type Agent = ReturnType<TestContext["agent"]>;
const NOV = { month: 11, year: 2026 };

async function addExpense(agent: Agent, amount: string, subcategory: string, date: string, category = "necessita") {
  await call(agent, expensesContract.create).send({ description: `Spesa ${subcategory}`, amount, category, subcategory, date }).expect(201);
}

const sum = (amounts: string[]) => centsToString(amounts.reduce((a, s) => a + toCents(s), 0));

describe("budget per categoria: il ritmo del mese", () => {
  it("400 € di budget e 200 € spesi al 10 di un mese di 30 giorni: proiezione 600 €, sforamento 200 €, avviso", async () => {
    const { agent } = await ctx.signUpPremium();
    await call(agent, api.save, { body: { budgets: [{ subcategory: "spesa_alimentare", amount: "400,00" }, { subcategory: "svago", amount: "1.200,50" }] } }).expect(200);
    await addExpense(agent, "120,00", "spesa_alimentare", "2026-11-03");
    await addExpense(agent, "80,00", "spesa_alimentare", "2026-11-09");
    await addExpense(agent, "30,25", "svago", "2026-11-05", "desideri");
    await addExpense(agent, "999,00", "spesa_alimentare", "2026-10-31"); // last month: not counted

    const res = await call(agent, api.status, { query: NOV }).expect(200);
    expect(res.body).toMatchObject({ year: 2026, month: 11, daysPassed: 10, daysInMonth: 30, preview: false });
    const food = res.body.categories.find((c: { subcategory: string }) => c.subcategory === "spesa_alimentare");
    expect(food).toEqual({ subcategory: "spesa_alimentare", budget: "400.00", carried: "0.00", spent: "200.00", left: "200.00", projected: "600.00", overshoot: "200.00", warning: true });
    const fun = res.body.categories.find((c: { subcategory: string }) => c.subcategory === "svago");
    expect(fun).toMatchObject({ budget: "1200.50", spent: "30.25", projected: "90.75", overshoot: "0.00", warning: false });
    expect(res.body.totals).toEqual({ budget: "1600.50", spent: "230.25", left: "1370.25" });
  });

  it("le spese del mese di ogni categoria sono le somme del tracker (elenco e report)", async () => {
    const { agent } = await ctx.signUpPremium();
    const subs = ["spesa_alimentare", "bollette", "ristoranti"] as const;
    await call(agent, api.save, { body: { budgets: subs.map((subcategory) => ({ subcategory, amount: "100" })) } }).expect(200);
    await addExpense(agent, "10,01", "spesa_alimentare", "2026-11-01");
    await addExpense(agent, "0,02", "spesa_alimentare", "2026-11-30");
    await addExpense(agent, "1.234,56", "bollette", "2026-11-10");
    await addExpense(agent, "33,33", "ristoranti", "2026-11-02", "desideri");
    await addExpense(agent, "5,00", "trasporti", "2026-11-02");
    const status = (await call(agent, api.status, { query: NOV }).expect(200)).body;
    const report = (await call(agent, expensesContract.report, { query: NOV }).expect(200)).body;
    for (const subcategory of subs) {
      const list = (await call(agent, expensesContract.list, { query: { ...NOV, subcategory } }).expect(200)).body as Array<{ amount: string }>;
      const row = status.categories.find((c: { subcategory: string }) => c.subcategory === subcategory);
      expect(row.spent).toBe(sum(list.map((e) => e.amount)));
      expect(row.spent).toBe(report.bySubcategory.find((l: { subcategory: string }) => l.subcategory === subcategory).total);
    }
    expect(status.totals.spent).toBe(sum(subs.map((s) => report.bySubcategory.find((l: { subcategory: string }) => l.subcategory === s).total)));
  });

  it("il riporto aggiunge quanto avanzato il mese scorso o toglie quanto sforato", async () => {
    const { agent } = await ctx.signUpPremium();
    await call(agent, api.save, { body: { budgets: [{ subcategory: "spesa_alimentare", amount: "400", carryOver: true }, { subcategory: "bollette", amount: "200", carryOver: true }] } }).expect(200);
    await addExpense(agent, "450,00", "spesa_alimentare", "2026-10-15");
    await addExpense(agent, "150,00", "bollette", "2026-10-15");
    const rows = (await call(agent, api.status, { query: NOV }).expect(200)).body.categories;
    expect(rows.find((c: { subcategory: string }) => c.subcategory === "spesa_alimentare")).toMatchObject({ budget: "350.00", carried: "-50.00", left: "350.00" });
    expect(rows.find((c: { subcategory: string }) => c.subcategory === "bollette")).toMatchObject({ budget: "250.00", carried: "50.00" });
  });

  it("un mese passato conta tutti i giorni; un mese futuro non proietta oltre quanto registrato", async () => {
    const { agent } = await ctx.signUpPremium();
    await call(agent, api.save, { body: { budgets: [{ subcategory: "bollette", amount: "100" }] } }).expect(200);
    await addExpense(agent, "90,00", "bollette", "2026-10-02");
    await addExpense(agent, "40,00", "bollette", "2026-12-01");
    const oct = (await call(agent, api.status, { query: { month: 10, year: 2026 } }).expect(200)).body;
    expect(oct).toMatchObject({ daysPassed: 31, daysInMonth: 31 });
    expect(oct.categories[0]).toMatchObject({ spent: "90.00", projected: "90.00", overshoot: "0.00", warning: false });
    const dec = (await call(agent, api.status, { query: { month: 12, year: 2026 } }).expect(200)).body;
    expect(dec).toMatchObject({ daysPassed: 0 });
    expect(dec.categories[0]).toMatchObject({ spent: "40.00", projected: "40.00" });
    // No month given: the current Rome month.
    expect((await call(agent, api.status).expect(200)).body).toMatchObject({ year: 2026, month: 11, daysPassed: 10 });
  });
});

describe("budget per categoria: input non valido", () => {
  it.each([
    [{ budgets: [{ subcategory: "yacht", amount: "100" }] }, "Categoria sconosciuta"],
    [{ budgets: [{ subcategory: "svago", amount: "0" }] }, "maggiore di 0"],
    [{ budgets: [{ subcategory: "svago", amount: "-5" }] }, "maggiore di 0"],
    [{ budgets: [{ subcategory: "svago", amount: "abc" }] }, "importo valido"],
    [{ budgets: [{ subcategory: "svago", amount: "10" }, { subcategory: "svago", amount: "20" }] }, "un solo budget"],
    [{ budgets: "tutti" }, "elenco dei budget"],
    [{}, "elenco dei budget"],
  ])("%j: 400 in italiano e nulla cambia", async (body, words) => {
    const { agent } = await ctx.signUpPremium();
    await call(agent, api.save, { body: { budgets: [{ subcategory: "bollette", amount: "100" }] } }).expect(200);
    const res = await call(agent, api.save).send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation");
    expect(JSON.stringify(res.body)).toContain(words);
    expect((await call(agent, api.list).expect(200)).body.budgets).toEqual([{ subcategory: "bollette", amount: "100.00", carryOver: false }]);
  });

  it("mese o anno non validi: 400", async () => {
    const { agent } = await ctx.signUpPremium();
    const res = await call(agent, api.status, { query: { month: 13, year: 2026 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });

  it("un utente non vede i budget di un altro", async () => {
    const anna = await ctx.signUpPremium();
    const bruno = await ctx.signUpPremium();
    await call(anna.agent, api.save, { body: { budgets: [{ subcategory: "svago", amount: "50" }] } }).expect(200);
    expect((await call(bruno.agent, api.list).expect(200)).body.budgets).toEqual([]);
    expect((await call(bruno.agent, api.status, { query: NOV }).expect(200)).body.categories).toEqual([]);
  });

  it("una lista vuota toglie tutti i budget", async () => {
    const { agent } = await ctx.signUpPremium();
    await call(agent, api.save, { body: { budgets: [{ subcategory: "svago", amount: "50" }] } }).expect(200);
    expect((await call(agent, api.save, { body: { budgets: [] } }).expect(200)).body.budgets).toEqual([]);
  });
});

describe("budget per categoria: Premium, anteprima per il piano gratuito, prova demo", () => {
  it("un utente gratuito vede l'anteprima, non può salvare; la prova demo li apre", async () => {
    const { agent } = await ctx.signUp();
    await addExpense(agent, "200,00", "spesa_alimentare", "2026-11-05");
    const refused = await call(agent, api.save, { body: { budgets: [{ subcategory: "spesa_alimentare", amount: "400" }] } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("premium_required");
    expect(refused.body.message).toContain("Premium");
    expect((await call(agent, api.list).expect(200)).body).toEqual({ budgets: [], preview: true });

    const preview = (await call(agent, api.status, { query: NOV }).expect(200)).body;
    expect(preview).toMatchObject({ preview: true, totals: { budget: null, spent: "200.00", left: null } });
    expect(preview.categories).toEqual([{ subcategory: "spesa_alimentare", budget: null, carried: "0.00", spent: "200.00", left: null, projected: "600.00", overshoot: "0.00", warning: false }]);

    await call(agent, billingContract.demoTrial).expect(200);
    await call(agent, api.save, { body: { budgets: [{ subcategory: "spesa_alimentare", amount: "400" }] } }).expect(200);
    const status = (await call(agent, api.status, { query: NOV }).expect(200)).body;
    expect(status.preview).toBe(false);
    expect(status.categories[0]).toMatchObject({ budget: "400.00", projected: "600.00", overshoot: "200.00", warning: true });
  });
});

describe("la ripartizione della famiglia", () => {
  it("50/30/20 è la predefinita; la famiglia sceglie 60/25/15 o tre quote intere che sommano 100", async () => {
    const { agent } = await ctx.signUp();
    expect((await call(agent, api.split).expect(200)).body).toEqual({ necessities: 50, wants: 30, savings: 20, isDefault: true });
    await call(agent, api.saveSplit, { body: { necessities: 60, wants: 25, savings: 15 } }).expect(200);
    expect((await call(agent, api.split).expect(200)).body).toEqual({ necessities: 60, wants: 25, savings: 15, isDefault: false });
    await call(agent, api.saveSplit, { body: { necessities: "55", wants: 35, savings: 10 } }).expect(200);
    expect((await call(agent, api.split).expect(200)).body).toMatchObject({ necessities: 55, wants: 35, savings: 10 });
  });

  it.each([
    [{ necessities: 60, wants: 30, savings: 20 }, "sommare 100"],
    [{ necessities: 50.5, wants: 29.5, savings: 20 }, "numero intero"],
    [{ necessities: 110, wants: -10, savings: 0 }, "da 0 a 100"],
    [{ necessities: 50, wants: 30 }, "numero intero"],
  ])("%j: 400 e la ripartizione non cambia", async (body, words) => {
    const { agent } = await ctx.signUp();
    await call(agent, api.saveSplit, { body: { necessities: 70, wants: 20, savings: 10 } }).expect(200);
    const res = await call(agent, api.saveSplit).send(body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(words);
    expect((await call(agent, api.split).expect(200)).body).toMatchObject({ necessities: 70, wants: 20, savings: 10 });
  });
});
