import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, fixedClock, joinHousehold, type TestContext } from "../../test/harness";
import { dashboardContract } from "@shared/contracts/dashboard";
import { expensesContract as api } from "@shared/contracts/expenses";
import { subcategoryTotalsBetweenMany } from "../expenses/expenses.public";

// What a member's own figures count (docs/household.md, "Totali della famiglia"): the household's
// shared expenses and their own private ones, never a partner's private one; read from the totals
// the database keeps (docs/expenses.md, "Totali per categoria e mese").
const clock = fixedClock("2026-11-22T10:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { HOUSEHOLD_INVITATIONS_PER_DAY: "1000" } });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const expense = (description: string, amount: string, category: string, date: string, visibility: "shared" | "private" = "shared") => ({
  description,
  amount,
  category,
  subcategory: "altro",
  date,
  visibility,
});
const report = async (agent: Agent) => {
  const res = await call(agent, api.report, { query: { month: 11, year: 2026 } });
  expect(res.status).toBe(200);
  return res.body;
};
const bucket = (r: Awaited<ReturnType<typeof report>>, name: string) => r.byBucket.find((b: { bucket: string }) => b.bucket === name);

describe("totali della famiglia", () => {
  it("report, andamento, conteggio e dashboard del partner contano le spese condivise del titolare, non la sua privata", async () => {
    const owner = await ctx.signUpPremium();
    const partner = await joinHousehold(ctx, owner, "editor");
    await call(owner.agent, api.create).send(expense("Spesa comune", "20,00", "necessita", "2026-11-10")).expect(201);
    await call(owner.agent, api.create).send(expense("Cena di ottobre", "30,50", "desideri", "2026-10-05")).expect(201);
    await call(owner.agent, api.create).send(expense("Regalo segreto", "99,00", "desideri", "2026-11-11", "private")).expect(201);
    await call(owner.agent, api.create).send(expense("Segreto di ottobre", "7,00", "desideri", "2026-10-06", "private")).expect(201);
    await call(partner.agent, api.create).send(expense("Libri del partner", "5,25", "desideri", "2026-11-12")).expect(201);
    await call(partner.agent, api.create).send(expense("Privata del partner", "1,10", "risparmi", "2026-11-13", "private")).expect(201);

    // The partner: the household's shared expenses (both members') and their own private one.
    const seen = await report(partner.agent);
    expect(seen).toMatchObject({ month: "2026-11", total: "26.35", count: 3 });
    expect(bucket(seen, "necessita")).toMatchObject({ total: "20.00", count: 1 });
    expect(bucket(seen, "desideri")).toMatchObject({ total: "5.25", count: 1 });
    expect(bucket(seen, "risparmi")).toMatchObject({ total: "1.10", count: 1 });
    expect(seen.trend!.slice(-2)).toEqual([
      { month: "2026-10", total: "30.50" },
      { month: "2026-11", total: "26.35" },
    ]);
    expect(seen.previous).toMatchObject({ month: "2026-10", total: "30.50" });
    expect((await call(partner.agent, api.count, { query: { month: 11, year: 2026 } })).body.count).toBe(3);
    expect((await call(partner.agent, dashboardContract.summary)).body.monthExpenseCount).toBe(3);

    // The owner: the shared ones and their own private ones, not the partner's private one.
    const own = await report(owner.agent);
    expect(own).toMatchObject({ total: "124.25", count: 3 });
    expect(bucket(own, "desideri")).toMatchObject({ total: "104.25", count: 2 });
    expect(bucket(own, "risparmi")).toMatchObject({ total: "0.00", count: 0 });
    expect(own.trend!.slice(-2)).toEqual([
      { month: "2026-10", total: "37.50" },
      { month: "2026-11", total: "124.25" },
    ]);
    expect((await call(owner.agent, api.count, { query: { month: 11, year: 2026 } })).body.count).toBe(3);
    expect((await call(owner.agent, dashboardContract.summary)).body.monthExpenseCount).toBe(3);
  });
});

describe("spesa per sottocategoria dei budget per categoria", () => {
  it("conta le spese condivise di tutta la famiglia e le private di chi legge", async () => {
    const owner = await ctx.signUpPremium();
    const partner = await joinHousehold(ctx, owner, "editor");
    const food = (amount: string, visibility: "shared" | "private" = "shared") => ({ description: "Spesa", amount, category: "necessita", subcategory: "spesa_alimentare", date: "2026-11-10", visibility });
    await call(owner.agent, api.create).send(food("40,00")).expect(201);
    await call(owner.agent, api.create).send(food("9,99", "private")).expect(201);
    await call(partner.agent, api.create).send(food("2,50")).expect(201);
    // Both members in one read (the budget-pace rule's batch): each sees their own private rows only.
    const both = await subcategoryTotalsBetweenMany(ctx.db, [partner.user.id, owner.user.id], "2026-11-01", "2026-12-01");
    expect(both.get(partner.user.id)).toEqual({ spesa_alimentare: "42.50" });
    expect(both.get(owner.user.id)).toEqual({ spesa_alimentare: "52.49" });
  });
});
