import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, fixedClock, addExpense, saveBudget, simulatePac } from "../../test/harness";
import { pointsLedger, userBadges } from "../../db/schema";
import { alertsContract } from "@shared/contracts/alerts";
import { authContract } from "@shared/contracts/auth";
import { dashboardContract } from "@shared/contracts/dashboard";

const clock = fixedClock("2026-11-18T09:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

const badgesOf = async (userId: number) => (await ctx.db.select().from(userBadges).where(eq(userBadges.userId, userId))).map((b) => b.badgeType).sort();
const badgePoints = (userId: number) => ctx.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, "badge_earned")));

describe("badge", () => {
  it("investitore: alla prima simulazione PAC, una volta sola (+25 punti)", async () => {
    const { agent, user } = await ctx.signUp();
    expect(await badgesOf(user.id)).toEqual([]);
    await simulatePac(ctx, user.id);
    await simulatePac(ctx, user.id);
    await Promise.all([simulatePac(ctx, user.id), simulatePac(ctx, user.id)]);
    expect(await badgesOf(user.id)).toEqual(["investitore"]);
    expect(await badgePoints(user.id)).toHaveLength(1);
    expect((await call(agent, authContract.user)).body.points).toBe(25);
    const summary = (await call(agent, dashboardContract.summary)).body;
    expect(summary).toMatchObject({ points: 25, badgesCount: 1, recentBadges: [expect.objectContaining({ badgeType: "investitore" })] });
  });

  it("risparmiatore: nel mese le spese 'risparmi' raggiungono i risparmi del budget salvato", async () => {
    const { user } = await ctx.signUp();
    // Without a budget nothing can be reached.
    await addExpense(ctx, user.id, { amount: "500.00", category: "risparmi", date: "2026-11-02" });
    expect(await badgesOf(user.id)).toEqual([]);
    await saveBudget(ctx, user.id, "3000.00"); // savings 600: not yet
    expect(await badgesOf(user.id)).toEqual([]);
    await addExpense(ctx, user.id, { amount: "99.99", category: "risparmi", date: "2026-11-03" });
    expect(await badgesOf(user.id)).toEqual([]);
    await addExpense(ctx, user.id, { amount: "0.01", category: "risparmi", date: "2026-11-04" });
    expect(await badgesOf(user.id)).toEqual(["risparmiatore"]);
    await addExpense(ctx, user.id, { amount: "50.00", category: "risparmi", date: "2026-11-05" });
    await saveBudget(ctx, user.id, "2000.00");
    expect(await badgePoints(user.id)).toHaveLength(1);
  });

  it("risparmiatore: le spese di altre categorie non contano", async () => {
    const { user } = await ctx.signUp();
    await saveBudget(ctx, user.id, "1000.00");
    await addExpense(ctx, user.id, { amount: "900.00", category: "necessita", date: "2026-11-02" });
    expect(await badgesOf(user.id)).toEqual([]);
  });

  it("budget_master: un mese concluso con almeno 5 spese, necessità e desideri entro il budget", async () => {
    const { agent, user } = await ctx.signUp();
    await saveBudget(ctx, user.id, "2000.00"); // necessities 1000, wants 600
    for (const [amount, category] of [["400.00", "necessita"], ["600.00", "necessita"], ["300.00", "desideri"], ["300.00", "desideri"], ["2000.00", "risparmi"]]) {
      await addExpense(ctx, user.id, { amount, category, date: "2026-11-10" });
    }
    // The month is not over yet.
    await call(agent, alertsContract.list);
    expect(await badgesOf(user.id)).toEqual(["risparmiatore"]);
    clock.set("2026-11-30T23:00:00Z"); // 1 December 00:00 in Rome
    await call(agent, alertsContract.list);
    await call(agent, alertsContract.list);
    expect(await badgesOf(user.id)).toEqual(["budget_master", "risparmiatore"]);
    expect(await badgePoints(user.id)).toHaveLength(2);
    clock.set("2026-11-18T09:00:00Z");
  });

  it("budget_master: niente badge se una categoria ha superato il budget o le spese sono poche", async () => {
    const over = await ctx.signUp();
    await saveBudget(ctx, over.user.id, "2000.00");
    for (let i = 0; i < 5; i++) await addExpense(ctx, over.user.id, { amount: "120.01", category: "desideri", date: "2026-10-10" });
    const few = await ctx.signUp();
    await saveBudget(ctx, few.user.id, "2000.00");
    for (let i = 0; i < 4; i++) await addExpense(ctx, few.user.id, { amount: "10.00", category: "desideri", date: "2026-10-10" });
    await call(over.agent, alertsContract.list);
    await call(few.agent, alertsContract.list);
    expect(await badgesOf(over.user.id)).toEqual([]);
    expect(await badgesOf(few.user.id)).toEqual([]);
  });
});
