import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { expenses } from "../../db/schema";
import { deductionsContract as api } from "@shared/contracts/deductions";
import { expensesContract } from "@shared/contracts/expenses";
import { billingContract } from "@shared/contracts/billing";
import { accountContract } from "@shared/contracts/account";

// docs/tax.md ("Il riepilogo 730", "Pagamento tracciabile", "Familiari", "Piano gratuito"). Today is
// 15 November 2026 in Rome.
const clock = fixedClock("2026-11-15T10:00:00.000Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];

const expenseRows = async (userId: number) => Number((await ctx.db.select({ n: count() }).from(expenses).where(eq(expenses.userId, userId)))[0]!.n);

function addExpense(agent: Agent, amount: string, deduction: unknown, extra: Record<string, unknown> = {}) {
  return call(agent, expensesContract.create).send({ description: "Visita", amount, category: "necessita", subcategory: "salute", date: "2026-03-10", deduction, ...extra });
}

async function premium(): Promise<{ agent: Agent; userId: number }> {
  const { agent, user } = await ctx.signUp();
  expect((await call(agent, billingContract.demoTrial)).status).toBe(200);
  return { agent, userId: user.id };
}

describe("riepilogo 730: franchigia, contanti, medicinali", () => {
  it("100,00 + 80,00 € tracciabili e una visita di 60,00 € in contanti: 50,89 € detraibili, 9,67 € di risparmio, la visita esclusa con il motivo", async () => {
    const { agent } = await premium();
    const a = await addExpense(agent, "100,00", { type: "health", member: "self", traceable: true });
    expect(a.status).toBe(201);
    expect(a.body.deduction).toEqual({ type: "health", member: "self", traceable: true });
    await addExpense(agent, "80,00", { type: "health", member: "self", traceable: true }).expect(201);
    const cash = await addExpense(agent, "60,00", { type: "health", member: "self", traceable: false });
    expect(cash.status).toBe(201);

    const res = await call(agent, api.summary, { query: { year: "2026" } });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body.year).toBe(2026);
    expect(res.body.totals).toEqual({ total: "180.00", eligible: "50.89", saving: "9.67" });
    expect(res.body.members).toEqual([{ member: "self", types: [{ type: "health", total: "180.00", eligible: "50.89", saving: "9.67" }] }]);
    expect(res.body.excluded).toHaveLength(1);
    expect(res.body.excluded[0].expenseId).toBe(cash.body.id);
    expect(res.body.excluded[0].reason).toMatch(/contanti/);
    // The excluded expense is named as the user knows it (docs/tax.md, "Il riepilogo 730").
    expect(res.body.excluded[0]).toMatchObject({ date: "2026-03-10", description: "Visita", amount: "60.00" });
  });

  it("30,00 € di medicinali pagati in contanti contano nel totale e non sono esclusi", async () => {
    const { agent } = await premium();
    await addExpense(agent, "30,00", { type: "medicines", member: "self", traceable: false }, { description: "Farmacia" }).expect(201);
    const res = await call(agent, api.summary, { query: { year: "2026" } });
    expect(res.body.totals.total).toBe("30.00");
    expect(res.body.totals.eligible).toBe("0.00");
    expect(res.body.excluded).toEqual([]);
  });

  it("la franchigia vale una volta sola tra familiari e tipi sanitari; lo sport dei figli ha il suo limite per figlio", async () => {
    const { agent } = await premium();
    await call(agent, accountContract.saveProfile).send({ householdSize: 4, children: 2 }).expect(200);
    await addExpense(agent, "100,00", { type: "health", member: "self", traceable: true }).expect(201);
    await addExpense(agent, "100,00", { type: "medical_devices", member: "child1", traceable: true }).expect(201);
    await addExpense(agent, "300,00", { type: "kids_sport", member: "child1", traceable: true }, { subcategory: "figli_scuola" }).expect(201);
    await addExpense(agent, "50,00", { type: "kids_sport", member: "child2", traceable: true }, { subcategory: "figli_scuola" }).expect(201);
    const res = await call(agent, api.summary, { query: { year: "2026" } });
    // Health group: 200,00 − 129,11 = 70,89; sport: 210,00 + 50,00 = 260,00; eligible 330,89; 19 % = 62,87.
    expect(res.body.totals).toEqual({ total: "550.00", eligible: "330.89", saving: "62.87" });
    const child1 = res.body.members.find((m: { member: string }) => m.member === "child1");
    expect(child1.types).toContainEqual({ type: "kids_sport", total: "300.00", eligible: "210.00", saving: "39.90" });
    expect(res.body.notes.join(" ")).toMatch(/120\.000/);
  });

  it("il reddito e i figli del profilo applicano il tetto dell'art. 16-ter (docs/tax.md, «Redditi alti»)", async () => {
    const { agent } = await premium();
    // 12.500 € al mese = 150.000 € l'anno, due figli: tetto 8.000 × 0,85 = 6.800 €; coefficiente (240.000 − 150.000) / 120.000 = 0,75.
    await call(agent, accountContract.saveProfile).send({ monthlyIncome: "12.500,00", householdSize: 4, children: 2 }).expect(200);
    for (const member of ["self", "spouse", "child1", "child2", "self"]) await addExpense(agent, "1.550,00", { type: "funeral", member, traceable: true }).expect(201);
    const res = await call(agent, api.summary, { query: { year: "2026" } });
    // Funerals: 1.550 × 4 members (self once: one cap per member) = 6.200 ≤ 6.800; 6.200 × 19 % × 0,75 = 883,50.
    expect(res.body.totals).toEqual({ total: "7750.00", eligible: "6200.00", saving: "883.50" });
    await addExpense(agent, "800,00", { type: "school", member: "child1", traceable: true }, { subcategory: "figli_scuola" }).expect(201);
    const capped = await call(agent, api.summary, { query: { year: "2026" } });
    // 6.200 + 800 = 7.000 > 6.800: 200 € out; 6.800 × 19 % × 0,75 = 969,00.
    expect(capped.body.totals).toEqual({ total: "8550.00", eligible: "6800.00", saving: "969.00" });
    expect(capped.body.notes.join(" ").replace(/\u00a0/g, " ")).toContain("fino a 6.800,00 € l'anno con 2 figli a carico; qui 200,00 € di spese restano fuori");
  });
});

describe("dati non validi: 400 in italiano, nulla salvato", () => {
  it("tipo o familiare sconosciuti, un figlio che il profilo non ha, un anno futuro o prima del 2020", async () => {
    const { agent, userId } = await premium();
    const badType = await addExpense(agent, "10,00", { type: "gioielli", member: "self", traceable: true });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe("Tipo di spesa detraibile non valido");
    const badMember = await addExpense(agent, "10,00", { type: "health", member: "nonno", traceable: true });
    expect(badMember.status).toBe(400);
    expect(badMember.body.message).toMatch(/Familiare non valido/);
    const noChild = await addExpense(agent, "10,00", { type: "health", member: "child1", traceable: true });
    expect(noChild.status).toBe(400);
    expect(noChild.body.code).toBe("validation");
    expect(noChild.body.message).toMatch(/figlio non è nel profilo/);
    expect(await expenseRows(userId)).toBe(0);

    for (const year of ["2027", "2019", "20x6"]) {
      const res = await call(agent, api.summary, { query: { year } });
      expect(res.status, year).toBe(400);
      expect(res.body.message).toMatch(/Anno d'imposta non valido/);
    }
  });

  it("la modifica di una spesa aggiunge o toglie la detrazione", async () => {
    const { agent } = await premium();
    const id = (await addExpense(agent, "40,00", null).expect(201)).body.id as number;
    const patched = await call(agent, expensesContract.update, { params: { id } }).send({ deduction: { type: "veterinary", member: "self", traceable: true } });
    expect(patched.status).toBe(200);
    expect(patched.body.deduction).toEqual({ type: "veterinary", member: "self", traceable: true });
    const listed = (await call(agent, expensesContract.list)).body as Array<{ id: number; deduction: unknown }>;
    expect(listed.find((e) => e.id === id)!.deduction).toEqual({ type: "veterinary", member: "self", traceable: true });
    const cleared = await call(agent, expensesContract.update, { params: { id } }).send({ deduction: null });
    expect(cleared.body.deduction).toBeNull();
  });
});

describe("piano gratuito", () => {
  it("vede solo i totali dell'anno in corso, con un messaggio; gli anni passati sono Premium", async () => {
    const { agent } = await ctx.signUp();
    await addExpense(agent, "200,00", { type: "health", member: "self", traceable: true }).expect(201);
    const res = await call(agent, api.summary, { query: { year: "2026" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ detailed: false, members: [], excluded: [], totals: { total: "200.00", eligible: "70.89", saving: "13.47" } });
    expect(res.body.notes[0]).toMatch(/Premium/);
    const past = await call(agent, api.summary, { query: { year: "2025" } });
    expect(past.status).toBe(403);
    expect(past.body.code).toBe("premium_required");
  });
});
