import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gte, lt } from "drizzle-orm";
import { call, createTestContext, isRealPostgres, type TestContext, fixedClock } from "../../test/harness";
import { expenses } from "../../db/schema";
import { expensesContract } from "@shared/contracts/expenses";

const LIMIT_MESSAGE = "Hai raggiunto il limite di 10 spese per il piano gratuito.";
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const expense = (date = "2026-11-10", n = 1) => ({ description: `Spesa ${n}`, amount: "10.00", category: "desideri", date });
const post = (agent: Agent, body: Record<string, unknown>) => call(agent, expensesContract.create).send(body);
const rowsIn = (userId: number, from: string, to: string) =>
  ctx.db.select().from(expenses).where(and(eq(expenses.userId, userId), gte(expenses.date, from), lt(expenses.date, to)));

describe("limite del piano gratuito: 10 spese per mese di calendario", () => {
  it("l'11ª spesa del mese → 403 con il messaggio della specifica, nulla salvato", async () => {
    const { agent, user } = await ctx.signUp();
    for (let i = 1; i <= 10; i++) expect((await post(agent, expense("2026-11-10", i))).status).toBe(201);
    const res = await post(agent, expense("2026-11-12", 11));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(LIMIT_MESSAGE);
    expect(await rowsIn(user.id, "2026-11-01", "2026-12-01")).toHaveLength(10);
    expect((await call(agent, expensesContract.count)).body).toEqual({ count: 10 });
  });

  it("una spesa conta nel mese della sua data: un altro mese ha le sue 10", async () => {
    const { agent, user } = await ctx.signUp();
    for (let i = 1; i <= 10; i++) await post(agent, expense("2026-11-03", i));
    // October is a different calendar month: its own 10 are still free.
    expect((await post(agent, expense("2026-10-31"))).status).toBe(201);
    expect((await post(agent, expense("2026-12-01"))).status).toBe(201);
    expect((await post(agent, expense("2026-11-30"))).status).toBe(403);
    expect((await call(agent, expensesContract.count, { query: { month: 10, year: 2026 } })).body).toEqual({ count: 1 });
    // Deleting one frees a place in that month.
    const [one] = await rowsIn(user.id, "2026-11-01", "2026-12-01");
    expect((await call(agent, expensesContract.remove, { params: { id: one!.id } })).status).toBe(204);
    expect((await post(agent, expense("2026-11-30"))).status).toBe(201);
    expect((await post(agent, expense("2026-11-30"))).status).toBe(403);
  });

  it("un utente Premium aggiunge l'11ª e oltre", async () => {
    const { agent, user } = await ctx.signUpPremium();
    for (let i = 1; i <= 12; i++) expect((await post(agent, expense("2026-11-10", i))).status).toBe(201);
    expect(await rowsIn(user.id, "2026-11-01", "2026-12-01")).toHaveLength(12);
  });

  it("un Premium scaduto torna al limite gratuito", async () => {
    const { agent } = await ctx.signUpPremium(new Date("2026-11-01T00:00:00Z"));
    for (let i = 1; i <= 10; i++) await post(agent, expense("2026-11-10", i));
    expect((await post(agent, expense())).status).toBe(403);
  });

  it(`50 richieste in parallelo → esattamente 10 righe (${isRealPostgres() ? "PostgreSQL reale" : "PGlite"})`, async () => {
    const { agent, user } = await ctx.signUp();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => post(agent, expense("2026-11-15", i))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 403)).toHaveLength(40);
    for (const r of results.filter((x) => x.status === 403)) expect(r.body.message).toBe(LIMIT_MESSAGE);
    expect(await rowsIn(user.id, "2026-11-01", "2026-12-01")).toHaveLength(10);
  });

  it("gli eventi partono dopo il commit, solo per le spese salvate", async () => {
    const created: number[] = [];
    const deleted: number[] = [];
    const { agent, user } = await ctx.signUp();
    ctx.deps.events.on("expense.created", async (e) => {
      if (e.userId !== user.id) return;
      // Emitted after commit: the row is already visible to another connection.
      expect(await rowsIn(user.id, "2026-11-01", "2026-12-01")).toEqual(expect.arrayContaining([expect.objectContaining({ id: e.expenseId })]));
      created.push(e.expenseId);
    });
    ctx.deps.events.on("expense.deleted", (e) => {
      if (e.userId === user.id) deleted.push(e.expenseId);
    });
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => post(agent, expense("2026-11-20", i))));
    const ids = results.filter((r) => r.status === 201).map((r) => r.body.id as number);
    expect(created.sort()).toEqual(ids.sort());
    expect(created).toHaveLength(10);
    await call(agent, expensesContract.remove, { params: { id: ids[0] } });
    await call(agent, expensesContract.remove, { params: { id: ids[0] } });
    expect(deleted).toEqual([ids[0]]);
  });

  it("50 richieste in parallelo di due utenti: il limite vale per ciascuno", async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    await Promise.all(Array.from({ length: 50 }, (_, i) => post(i % 2 ? a.agent : b.agent, expense("2026-11-16", i))));
    expect(await rowsIn(a.user.id, "2026-11-01", "2026-12-01")).toHaveLength(10);
    expect(await rowsIn(b.user.id, "2026-11-01", "2026-12-01")).toHaveLength(10);
  });
});

describe("confine del mese a Europe/Rome", () => {
  it("31 gennaio 23:30 UTC è già il 1º febbraio a Roma: conta febbraio, gennaio resta pieno", async () => {
    const c = fixedClock("2026-01-31T22:00:00Z"); // 23:00 in Rome, still January
    const local = await createTestContext({ clock: c });
    try {
      const { agent } = await local.signUp();
      for (let i = 1; i <= 10; i++) expect((await call(agent, expensesContract.create).send(expense("2026-01-20", i))).status).toBe(201);
      expect((await call(agent, expensesContract.count)).body).toEqual({ count: 10 });

      c.set("2026-01-31T23:30:00Z"); // 00:30 on 1 February in Rome
      expect((await call(agent, expensesContract.count)).body).toEqual({ count: 0 });
      // "Today" in Rome is 1 February: that date is accepted and counts in February.
      expect((await call(agent, expensesContract.create).send(expense("2026-02-01"))).status).toBe(201);
      expect((await call(agent, expensesContract.count)).body).toEqual({ count: 1 });
      // January is still full, whatever the clock says.
      const jan = await call(agent, expensesContract.create).send(expense("2026-01-31"));
      expect(jan.status).toBe(403);
      expect((await call(agent, expensesContract.count, { query: { month: 1, year: 2026 } })).body).toEqual({ count: 10 });
      // The last accepted day moved with Rome's calendar: end of March, not end of February.
      expect((await call(agent, expensesContract.create).send(expense("2026-03-31"))).status).toBe(201);
      const tooFar = await call(agent, expensesContract.create).send(expense("2026-04-01"));
      expect(tooFar.body.message).toBe("La data non può essere successiva al 31/03/2026");
    } finally {
      await local.close();
    }
  });

  it("alle 22:30 UTC dello stesso giorno (23:30 a Roma) è ancora gennaio", async () => {
    const local = await createTestContext({ clock: fixedClock("2026-01-31T22:30:00Z") });
    try {
      const { agent } = await local.signUp();
      await call(agent, expensesContract.create).send(expense("2026-01-31"));
      expect((await call(agent, expensesContract.count)).body).toEqual({ count: 1 });
      const feb = await call(agent, expensesContract.create).send(expense("2026-03-01"));
      expect(feb.body.message).toBe("La data non può essere successiva al 28/02/2026");
    } finally {
      await local.close();
    }
  });
});
