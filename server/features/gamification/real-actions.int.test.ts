import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { romeDateString } from "@shared/calendar";
import type { Challenge } from "@shared/schemas/gamification";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { pointsLedger, userBadges } from "../../db/schema";
import { alertsContract } from "@shared/contracts/alerts";
import { authContract } from "@shared/contracts/auth";
import { calculatorsContract } from "@shared/contracts/calculators";
import { dashboardContract } from "@shared/contracts/dashboard";
import { expensesContract } from "@shared/contracts/expenses";
import { gamificationContract } from "@shared/contracts/gamification";

// The same rules driven by the real endpoints of calculators and expenses (their events).
let ctx: TestContext;
beforeAll(async () => {
  // Real time here: the PAC reminder of the month's first days is allowed on any day.
  ctx = await createTestContext({ config: { PAC_REMINDER_DAYS: "31" } });
});
afterAll(() => ctx.close());

const today = () => romeDateString(ctx.deps.clock.now());
async function startChallenges(agent: ReturnType<TestContext["agent"]>, codes: string[]) {
  const list: Challenge[] = (await call(agent, gamificationContract.activeChallenges)).body;
  for (const code of codes) expect((await call(agent, gamificationContract.startChallenge).send({ challengeId: list.find((c) => c.code === code)!.id })).status).toBe(200);
  return list;
}

describe("azioni reali", () => {
  it("spese registrate in parallelo: progresso esatto, premio pagato una volta", async () => {
    const { agent, user } = await ctx.signUpPremium();
    await startChallenges(agent, ["registra-5-spese", "spesa-del-giorno"]);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(agent, expensesContract.create).send({ description: `Spesa ${i}`, amount: "12.50", category: "necessita", date: today() })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const mine = (await call(agent, gamificationContract.userChallenges)).body;
    expect(mine).toEqual([expect.objectContaining({ currentProgress: 5, completed: true }), expect.objectContaining({ currentProgress: 1, completed: true })]);
    const rows = await ctx.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.reason, "challenge_completed")));
    expect(rows.map((r) => r.amount).sort()).toEqual([30, 5]);
    expect((await call(agent, authContract.user)).body.points).toBe(35);
  });

  it("budget salvato e spese oltre la quota: sfida completata e alert budget_exceeded", async () => {
    const { agent } = await ctx.signUp();
    await startChallenges(agent, ["salva-budget"]);
    expect((await call(agent, calculatorsContract.saveBudget).send({ monthlyIncome: "1500" })).status).toBe(201); // wants 450
    expect((await call(agent, gamificationContract.userChallenges)).body).toEqual([expect.objectContaining({ currentProgress: 1, completed: true })]);
    await call(agent, expensesContract.create).send({ description: "Concerto", amount: "300", category: "desideri", date: today() });
    expect((await call(agent, alertsContract.list)).body).toEqual([]);
    await call(agent, expensesContract.create).send({ description: "Weekend", amount: "200", category: "desideri", date: today() });
    const alerts = (await call(agent, alertsContract.list, { query: { unread: "true" } })).body;
    expect(alerts).toEqual([expect.objectContaining({ alertType: "budget_exceeded", title: "Budget superato: Desideri" })]);
    const summary = (await call(agent, dashboardContract.summary)).body;
    expect(summary).toMatchObject({ points: 20, monthExpenseCount: 2, budget: { monthlyIncome: "1500.00", wants: "450.00" } });
  });

  it("simulazione PAC salvata: badge investitore e promemoria PAC del mese", async () => {
    const { agent, user } = await ctx.signUp();
    const res = await call(agent, calculatorsContract.savePacSimulation).send({ monthlyAmount: 100, years: 10, expectedReturn: 5 });
    expect(res.status).toBe(201);
    const badges = await ctx.db.select().from(userBadges).where(eq(userBadges.userId, user.id));
    expect(badges.map((b) => b.badgeType)).toEqual(["investitore"]);
    const alerts = (await call(agent, alertsContract.list)).body;
    expect(alerts.map((a: { alertType: string }) => a.alertType)).toEqual(["pac_reminder"]);
  });
});
