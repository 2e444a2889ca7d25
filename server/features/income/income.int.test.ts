import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { incomeEntries } from "../../db/schema";
import { incomeContract as api } from "@shared/contracts/income";
import { expensesContract } from "@shared/contracts/expenses";
import { calculatorsContract } from "@shared/contracts/calculators";
import { accountDataContract } from "@shared/contracts/account-data";

// docs/plan.md, "Entrate e saldo del mese" (issue 39). Today is 10 November 2026 in Rome.
const clock = fixedClock("2026-11-10T10:00:00.000Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { INCOME_WRITES_PER_HOUR: "1000" } });
});
afterAll(() => ctx.close());

type Agent = ReturnType<TestContext["agent"]>;
const NOV = { month: 11, year: 2026 };
const incomeRows = async (userId: number) => Number((await ctx.db.select({ n: count() }).from(incomeEntries).where(eq(incomeEntries.userId, userId)))[0]!.n);

async function addExpense(agent: Agent, amount: string, date: string) {
  await call(agent, expensesContract.create, { body: { description: "Spesa", amount, category: "necessita", subcategory: "spesa_alimentare", date } }).expect(201);
}

describe("entrate registrate a mano", () => {
  it("salva, elenca per mese ed elimina le proprie entrate; importi in testo italiano, risposta \"1234.50\"", async () => {
    const { agent, user } = await ctx.signUp();
    const salary = await call(agent, api.create, { body: { kind: "salary", amount: "1.800,50", date: "2026-11-01", note: "Stipendio di ottobre" } });
    expect(salary.status).toBe(201);
    expect(salary.body).toEqual({ id: salary.body.id, kind: "salary", amount: "1800.50", date: "2026-11-01", note: "Stipendio di ottobre" });
    await call(agent, api.create, { body: { kind: "assegno_unico", amount: "175,20", date: "2026-10-20" } }).expect(201);

    expect((await call(agent, api.list, { query: NOV }).expect(200)).body).toEqual([salary.body]);
    expect((await call(agent, api.list, { query: { month: 10, year: 2026 } }).expect(200)).body).toMatchObject([{ kind: "assegno_unico", amount: "175.20", note: null }]);
    await call(agent, api.remove, { params: { id: salary.body.id } }).expect(204);
    expect((await call(agent, api.list, { query: NOV })).body).toEqual([]);
    expect(await incomeRows(user.id)).toBe(1);
  });

  it("dati non validi: 400 in italiano per ogni campo e nulla salvato", async () => {
    const { agent, user } = await ctx.signUp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: "bonus", amount: "100", date: "2026-11-01" }, "kind", "Scegli il tipo di entrata: stipendio, Assegno Unico o altro"],
      [{ kind: "salary", amount: "0", date: "2026-11-01" }, "amount", "L'importo deve essere almeno 0,01 €"],
      [{ kind: "salary", amount: "-5,00", date: "2026-11-01" }, "amount", "L'importo deve essere almeno 0,01 €"],
      [{ kind: "salary", amount: "abc", date: "2026-11-01" }, "amount", "Importo non valido"],
      [{ kind: "salary", amount: "100", date: "2026-11-11" }, "date", "La data non può essere nel futuro"],
      [{ kind: "salary", amount: "100", date: "2021-10-31" }, "date", "La data può essere al massimo di 5 anni fa"],
      [{ kind: "salary", amount: "100", date: "2026-02-30" }, "date", "Data non valida"],
      [{ kind: "salary", amount: "100", date: "2026-11-01", note: "x".repeat(121) }, "note", "La nota può avere al massimo 120 caratteri"],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(agent, api.create).send(body);
      expect(res.status, message).toBe(400);
      expect(res.body.code).toBe("validation");
      expect(res.body.fieldErrors?.[field], message).toBe(message);
    }
    const month = await call(agent, api.monthBalance, { query: { month: 13, year: 2026 } });
    expect(month.status).toBe(400);
    expect(month.body.code).toBe("validation");
    expect(await incomeRows(user.id)).toBe(0);
  });

  it("l'entrata di un altro utente è un 404 e resta al suo posto", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const theirs = (await call(b.agent, api.create, { body: { kind: "other", amount: "50", date: "2026-11-02" } }).expect(201)).body.id as number;
    const res = await call(a.agent, api.remove, { params: { id: theirs } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "not_found", message: "Entrata non trovata" });
    expect(await incomeRows(b.user.id)).toBe(1);
    expect((await call(a.agent, api.list, { query: NOV })).body).toEqual([]);
  });
});

describe("saldo del mese e quanto puoi ancora spendere", () => {
  it("entrate − spese al centesimo; quanto resta si misura sulle entrate del mese", async () => {
    const { agent } = await ctx.signUp();
    await call(agent, api.create, { body: { kind: "salary", amount: "1.800,50", date: "2026-11-01" } }).expect(201);
    await call(agent, api.create, { body: { kind: "assegno_unico", amount: "175,25", date: "2026-11-05" } }).expect(201);
    await call(agent, api.create, { body: { kind: "other", amount: "999", date: "2026-10-31" } }).expect(201); // last month
    await addExpense(agent, "1.234,56", "2026-11-03");
    await addExpense(agent, "0,99", "2026-11-10");
    await addExpense(agent, "500", "2026-10-15"); // last month

    const res = await call(agent, api.monthBalance, { query: NOV }).expect(200);
    expect(res.body).toEqual({
      year: 2026,
      month: 11,
      income: "1975.75",
      spending: "1235.55",
      balance: "740.20",
      available: { source: "income", amount: "1975.75" },
      leftToSpend: "740.20",
    });
    // Without month and year: the current Rome month.
    expect((await call(agent, api.monthBalance).expect(200)).body).toEqual(res.body);
  });

  it("senza entrate nel mese conta il budget salvato; senza nemmeno quello, zero; un saldo negativo resta negativo", async () => {
    const { agent } = await ctx.signUp();
    await addExpense(agent, "2.100,10", "2026-11-04");
    const none = (await call(agent, api.monthBalance, { query: NOV }).expect(200)).body;
    expect(none).toMatchObject({ income: "0.00", spending: "2100.10", balance: "-2100.10", available: { source: "none", amount: "0.00" }, leftToSpend: "-2100.10" });

    await call(agent, calculatorsContract.saveBudget, { body: { monthlyIncome: "2.500,00" } }).expect(201);
    const budget = (await call(agent, api.monthBalance, { query: NOV }).expect(200)).body;
    expect(budget).toMatchObject({ income: "0.00", balance: "-2100.10", available: { source: "budget", amount: "2500.00" }, leftToSpend: "399.90" });
  });
});

describe("esportazione e cancellazione", () => {
  it("l'esportazione contiene le entrate dell'utente e non di altri; la cancellazione dell'account le elimina", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    await call(a.agent, api.create, { body: { kind: "salary", amount: "1.500", date: "2026-11-01", note: "Mia" } }).expect(201);
    await call(b.agent, api.create, { body: { kind: "salary", amount: "2.000", date: "2026-11-01", note: "Segreto di B" } }).expect(201);
    const doc = (await call(a.agent, accountDataContract.export)).body;
    expect(doc.data.income_entries.map((e: { amount: string; note: string }) => [e.amount, e.note])).toEqual([["1500.00", "Mia"]]);
    await call(a.agent, accountDataContract.deleteAccount, { body: { password: "password123", confirmation: "ELIMINA" } }).expect(200);
    expect(await incomeRows(a.user.id)).toBe(0);
    expect(await incomeRows(b.user.id)).toBe(1);
  });
});
