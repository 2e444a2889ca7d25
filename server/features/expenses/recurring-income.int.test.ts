import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { expenses, incomeEntries } from "../../db/schema";
import { recurringExpensesContract as api } from "@shared/contracts/expenses";
import { incomeContract } from "@shared/contracts/income";

// docs/expenses.md, "Recurring income" (issue 39). Tuesday 10 November 2026 in Rome.
const clock = fixedClock("2026-11-10T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { RECURRING_JOB_INTERVAL_MS: "0", RECURRING_CATCH_UP_MONTHS: "1", RECURRING_REMINDER_DAYS: "3" } });
});
afterAll(() => ctx.close());

const rows = async (table: typeof expenses | typeof incomeEntries, userId: number) => Number((await ctx.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n);

describe("entrate ricorrenti", () => {
  it("uno stipendio ricorrente crea un'entrata nel suo giorno, non una spesa; il saldo del mese la conta", async () => {
    const { agent, user } = await ctx.signUp();
    const created = await call(agent, api.create).send({ description: "Stipendio", amount: "1.800,50", dayOfMonth: 1, startDate: "2026-10-01", incomeKind: "salary" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ description: "Stipendio", amount: "1800.50", incomeKind: "salary", nextDue: "2026-12-01" });
    // October (one month of catch-up) and November: one income entry each, on the 1st; no expense.
    expect(await rows(expenses, user.id)).toBe(0);
    const nov = (await call(agent, incomeContract.list, { query: { month: 11, year: 2026 } }).expect(200)).body;
    expect(nov).toEqual([{ id: nov[0].id, kind: "salary", amount: "1800.50", date: "2026-11-01", note: "Stipendio" }]);
    expect((await call(agent, incomeContract.list, { query: { month: 10, year: 2026 } }).expect(200)).body).toMatchObject([{ kind: "salary", date: "2026-10-01" }]);
    const balance = (await call(agent, incomeContract.monthBalance, { query: { month: 11, year: 2026 } }).expect(200)).body;
    expect(balance).toMatchObject({ income: "1800.50", spending: "0.00", balance: "1800.50", available: { source: "income", amount: "1800.50" } });
    // Listing again (the job runs on each request) creates nothing twice.
    await call(agent, api.list).expect(200);
    expect(await rows(incomeEntries, user.id)).toBe(2);
  });

  it("l'Assegno Unico ricorrente è un'entrata, una bolletta resta una spesa: il saldo le conta entrambe", async () => {
    const { agent, user } = await ctx.signUp();
    await call(agent, api.create).send({ description: "Assegno Unico", amount: "175,20", dayOfMonth: 5, startDate: "2026-11-01", incomeKind: "assegno_unico" }).expect(201);
    await call(agent, api.create).send({ description: "Gas", amount: "80,50", category: "necessita", subcategory: "bollette", dayOfMonth: 5, startDate: "2026-11-01" }).expect(201);
    expect(await rows(incomeEntries, user.id)).toBe(1);
    expect(await rows(expenses, user.id)).toBe(1);
    const balance = (await call(agent, incomeContract.monthBalance, { query: { month: 11, year: 2026 } }).expect(200)).body;
    expect(balance).toMatchObject({ income: "175.20", spending: "80.50", balance: "94.70" });
  });

  it("un tipo di entrata sconosciuto è un 400 in italiano; una spesa senza categoria resta un 400; nulla è salvato", async () => {
    const { agent, user } = await ctx.signUp();
    const bad = await call(agent, api.create).send({ description: "Bonus", amount: "100", dayOfMonth: 1, startDate: "2026-11-01", incomeKind: "bonus" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "validation", fieldErrors: { incomeKind: "Scegli il tipo di entrata: stipendio, Assegno Unico o altro" } });
    const noCategory = await call(agent, api.create).send({ description: "Gas", amount: "80", dayOfMonth: 1, startDate: "2026-11-01" });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.fieldErrors?.category).toBeTruthy();
    expect((await call(agent, api.list).expect(200)).body).toEqual([]);
    expect(await rows(incomeEntries, user.id)).toBe(0);
  });
});
