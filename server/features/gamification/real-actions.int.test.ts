import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { romeDateString } from "@shared/calendar";
import type { Challenge } from "@shared/schemas/gamification";
import { createTestContext, type TestContext } from "../../test/harness";
import { pointsLedger, userBadges } from "../../db/schema";

// The same rules driven by the real endpoints of calculators and expenses (their events).
let ctx: TestContext;
beforeAll(async () => {
  // Real time here: the PAC reminder of the month's first days is allowed on any day.
  ctx = await createTestContext({ config: { PAC_REMINDER_DAYS: "31" } });
});
afterAll(() => ctx.close());

const today = () => romeDateString(ctx.deps.clock.now());
async function startChallenges(agent: ReturnType<TestContext["agent"]>, codes: string[]) {
  const list: Challenge[] = (await agent.get("/api/challenges/active")).body;
  for (const code of codes) expect((await agent.post("/api/user/challenges").send({ challengeId: list.find((c) => c.code === code)!.id })).status).toBe(200);
  return list;
}

describe("azioni reali", () => {
  it("spese registrate in parallelo: progresso esatto, premio pagato una volta", async () => {
    const { agent, user } = await ctx.signUpPremium();
    await startChallenges(agent, ["registra-5-spese", "spesa-del-giorno"]);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => agent.post("/api/user/expenses").send({ description: `Spesa ${i}`, amount: "12.50", category: "necessita", date: today() })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const mine = (await agent.get("/api/user/challenges")).body;
    expect(mine).toEqual([expect.objectContaining({ currentProgress: 5, completed: true }), expect.objectContaining({ currentProgress: 1, completed: true })]);
    const rows = await ctx.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.reason, "challenge_completed")));
    expect(rows.map((r) => r.amount).sort()).toEqual([30, 5]);
    expect((await agent.get("/api/auth/user")).body.points).toBe(35);
  });

  it("budget salvato e spese oltre la quota: sfida completata e alert budget_exceeded", async () => {
    const { agent } = await ctx.signUp();
    await startChallenges(agent, ["salva-budget"]);
    expect((await agent.post("/api/user/budget").send({ monthlyIncome: "1500" })).status).toBe(201); // wants 450
    expect((await agent.get("/api/user/challenges")).body).toEqual([expect.objectContaining({ currentProgress: 1, completed: true })]);
    await agent.post("/api/user/expenses").send({ description: "Concerto", amount: "300", category: "desideri", date: today() });
    expect((await agent.get("/api/user/alerts")).body).toEqual([]);
    await agent.post("/api/user/expenses").send({ description: "Weekend", amount: "200", category: "desideri", date: today() });
    const alerts = (await agent.get("/api/user/alerts?unread=true")).body;
    expect(alerts).toEqual([expect.objectContaining({ alertType: "budget_exceeded", title: "Budget superato: Desideri" })]);
    const summary = (await agent.get("/api/dashboard/summary")).body;
    expect(summary).toMatchObject({ points: 20, monthExpenseCount: 2, budget: { monthlyIncome: "1500.00", wants: "450.00" } });
  });

  it("simulazione PAC salvata: badge investitore e promemoria PAC del mese", async () => {
    const { agent, user } = await ctx.signUp();
    const res = await agent.post("/api/user/pac-simulations").send({ monthlyAmount: 100, years: 10, expectedReturn: 5 });
    expect(res.status).toBe(201);
    const badges = await ctx.db.select().from(userBadges).where(eq(userBadges.userId, user.id));
    expect(badges.map((b) => b.badgeType)).toEqual(["investitore"]);
    const alerts = (await agent.get("/api/user/alerts")).body;
    expect(alerts.map((a: { alertType: string }) => a.alertType)).toEqual(["pac_reminder"]);
  });
});
