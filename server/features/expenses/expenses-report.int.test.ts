import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gte, lt } from "drizzle-orm";
import { call, createTestContext, type TestContext, fixedClock } from "../../test/harness";
import { expenses } from "../../db/schema";
import { toCents, centsToString } from "@shared/money";
import { calculatorsContract } from "@shared/contracts/calculators";
import { expensesContract } from "@shared/contracts/expenses";

// Sunday 22 November 2026 in Rome.
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const add = (agent: Agent, description: string, amount: string, category: string, subcategory: string, date: string) =>
  call(agent, expensesContract.create).send({ description, amount, category, subcategory, date }).expect(201);

/** The month's sums computed here from the stored rows, in cents. */
async function sumsFromRows(userId: number, key: "category" | "subcategory") {
  const rows = await ctx.db.select().from(expenses).where(and(eq(expenses.userId, userId), gte(expenses.date, "2026-11-01"), lt(expenses.date, "2026-12-01")));
  const sums: Record<string, string> = {};
  for (const r of rows) sums[r[key]] = centsToString(toCents(sums[r[key]] ?? "0") + toCents(r.amount));
  return { sums, total: centsToString(rows.reduce((s, r) => s + toCents(r.amount), 0)), count: rows.length };
}

describe("report del mese (GET /api/user/expenses/report)", () => {
  it("Premium: i totali per categoria e per bucket sono la somma delle spese del mese; trend, maggiori, variazione", async () => {
    const { agent, user } = await ctx.signUpPremium();
    await call(agent, calculatorsContract.saveBudget).send({ monthlyIncome: "2000", necessities: "1000", wants: "600", savings: "400" }).expect(201);
    await add(agent, "Affitto", "650", "necessita", "casa_affitto", "2026-11-01");
    await add(agent, "Supermercato", "0,10", "necessita", "spesa_alimentare", "2026-11-03");
    await add(agent, "Supermercato", "0,20", "necessita", "spesa_alimentare", "2026-11-10");
    await add(agent, "Mensa", "6,35", "necessita", "ristoranti", "2026-11-12");
    await add(agent, "Pizza", "28", "desideri", "ristoranti", "2026-11-14");
    await add(agent, "Fondo emergenze", "1.234,56", "risparmi", "risparmio_investimenti", "2026-11-30");
    await add(agent, "Ottobre", "500", "necessita", "bollette", "2026-10-05");
    await add(agent, "Giugno", "10", "desideri", "svago", "2026-06-05");
    await add(agent, "Maggio (fuori dai sei mesi)", "99", "desideri", "svago", "2026-05-31");
    await add(agent, "Dicembre", "7", "desideri", "svago", "2026-12-01");

    const res = await call(agent, expensesContract.report, { query: { month: 11, year: 2026 } });
    expect(res.status).toBe(200);
    const r = res.body;
    const buckets = await sumsFromRows(user.id, "category");
    const subs = await sumsFromRows(user.id, "subcategory");
    expect(r.month).toBe("2026-11");
    expect(r.locked).toBe(false);
    expect(r.total).toBe(buckets.total);
    expect(r.total).toBe("1919.21");
    expect(r.count).toBe(buckets.count);
    expect(r.byBucket).toEqual([
      { bucket: "necessita", total: buckets.sums.necessita, count: 4, budget: "1000.00" },
      { bucket: "desideri", total: buckets.sums.desideri, count: 1, budget: "600.00" },
      { bucket: "risparmi", total: buckets.sums.risparmi, count: 1, budget: "400.00" },
    ]);
    expect(Object.fromEntries(r.bySubcategory.map((l: { subcategory: string; total: string }) => [l.subcategory, l.total]))).toEqual(subs.sums);
    expect(r.bySubcategory.map((l: { subcategory: string }) => l.subcategory)).toEqual(["risparmio_investimenti", "casa_affitto", "ristoranti", "spesa_alimentare"]);
    expect(r.bySubcategory.find((l: { subcategory: string }) => l.subcategory === "ristoranti")).toEqual({ subcategory: "ristoranti", total: "34.35", count: 2 });
    expect(r.trend).toEqual([
      { month: "2026-06", total: "10.00" },
      { month: "2026-07", total: "0.00" },
      { month: "2026-08", total: "0.00" },
      { month: "2026-09", total: "0.00" },
      { month: "2026-10", total: "500.00" },
      { month: "2026-11", total: "1919.21" },
    ]);
    expect(r.largest.map((e: { description: string }) => e.description)).toEqual(["Fondo emergenze", "Affitto", "Pizza", "Mensa", "Supermercato"]);
    expect(r.previous).toEqual({ month: "2026-10", total: "500.00", change: "1419.21", changePercent: 283.8 });
  });

  it("senza budget salvato il confronto è null; un mese vuoto ha totali a zero", async () => {
    const { agent } = await ctx.signUpPremium();
    const r = (await call(agent, expensesContract.report, { query: { month: 9, year: 2026 } })).body;
    expect(r.total).toBe("0.00");
    expect(r.byBucket.map((b: { budget: string | null; total: string }) => [b.total, b.budget])).toEqual([["0.00", null], ["0.00", null], ["0.00", null]]);
    expect(r.bySubcategory).toEqual([]);
    expect(r.previous).toEqual({ month: "2026-08", total: "0.00", change: "0.00", changePercent: null });
  });

  it("utente gratuito: solo i totali per bucket del mese corrente; gli altri mesi sono Premium", async () => {
    const { agent, user } = await ctx.signUp();
    await add(agent, "Affitto", "650", "necessita", "casa_affitto", "2026-11-01");
    await add(agent, "Cinema", "9,90", "desideri", "svago", "2026-11-02");
    const r = (await call(agent, expensesContract.report)).body;
    const buckets = await sumsFromRows(user.id, "category");
    expect(r).toEqual({
      month: "2026-11",
      total: buckets.total,
      count: 2,
      byBucket: [
        { bucket: "necessita", total: "650.00", count: 1, budget: null },
        { bucket: "desideri", total: "9.90", count: 1, budget: null },
        { bucket: "risparmi", total: "0.00", count: 0, budget: null },
      ],
      locked: true,
      bySubcategory: null,
      trend: null,
      largest: null,
      previous: null,
    });
    const past = await call(agent, expensesContract.report, { query: { month: 10, year: 2026 } });
    expect(past.status).toBe(403);
    expect(past.body.message).toBe("Il report dei mesi passati è disponibile solo per gli utenti Premium.");
    expect((await call(ctx.visitor(), expensesContract.report)).status).toBe(401);
    expect((await call(agent, expensesContract.report, { query: { month: 13 } })).status).toBe(400);
  });

  it("il report di un utente non contiene le spese di un altro", async () => {
    const a = await ctx.signUpPremium();
    const b = await ctx.signUpPremium();
    await add(a.agent, "Di A", "100", "necessita", "altro", "2026-11-05");
    await add(b.agent, "Di B", "7", "necessita", "altro", "2026-11-05");
    const r = (await call(b.agent, expensesContract.report, { query: { month: 11, year: 2026 } })).body;
    expect(r.total).toBe("7.00");
    expect(r.largest.map((e: { description: string }) => e.description)).toEqual(["Di B"]);
  });
});
