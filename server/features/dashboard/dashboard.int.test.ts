import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext, fixedClock, addExpense, saveBudget, setFirstName, simulatePac } from "../../test/harness";
import { budgets, lessons, pointsLedger, userBadges, userProgress } from "../../db/schema";
import { COURSE_CONTENT } from "../courses/courses.public";
import { dashboardContract } from "@shared/contracts/dashboard";

const clock = fixedClock("2026-11-18T09:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

describe("GET /api/dashboard/summary", () => {
  it("un nuovo utente: tutto a zero, nessun budget", async () => {
    const { agent } = await ctx.signUp();
    const res = await call(agent, dashboardContract.summary);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      points: 0,
      monthlyPoints: 0,
      level: 1,
      levelLabel: "Principiante",
      completedLessons: 0,
      totalLessons: COURSE_CONTENT.flatMap((c) => c.lessons).length,
      badgesCount: 0,
      recentBadges: [],
      monthExpenseCount: 0,
      budget: null,
    });
  });

  it("conta le spese del mese di Roma, le lezioni completate, i badge e il budget dell'utente", async () => {
    const { agent, user } = await ctx.signUp();
    await setFirstName(ctx, user.id, "Giulia");
    await saveBudget(ctx, user.id, "2000.00");
    await addExpense(ctx, user.id, { amount: "10.00", category: "necessita", date: "2026-10-31" }); // last month
    await addExpense(ctx, user.id, { amount: "10.00", category: "necessita", date: "2026-11-01" });
    await addExpense(ctx, user.id, { amount: "400.00", category: "risparmi", date: "2026-11-18" }); // risparmiatore
    await simulatePac(ctx, user.id); // investitore
    const lesson = (await ctx.db.select({ id: lessons.id }).from(lessons).limit(1))[0];
    if (lesson) {
      await ctx.db.insert(userProgress).values({ userId: user.id, lessonId: lesson.id, completed: true, completedAt: clock.now() });
      await ctx.publish("lesson.completed", { userId: user.id, lessonId: lesson.id, courseId: 1 });
    }
    const body = (await call(agent, dashboardContract.summary)).body;
    expect(body).toMatchObject({
      firstName: "Giulia",
      completedLessons: lesson ? 1 : 0,
      badgesCount: 2,
      monthExpenseCount: 2,
      budget: { monthlyIncome: "2000.00", necessities: "1000.00", wants: "600.00", savings: "400.00" },
    });
    expect(body.points).toBe(50 + (lesson ? 10 : 0));
    expect(body.recentBadges.map((b: { badgeType: string }) => b.badgeType).sort()).toEqual(["investitore", "risparmiatore"]);
    // Another user sees only their own numbers.
    const other = await ctx.signUp();
    expect((await call(other.agent, dashboardContract.summary)).body).toMatchObject({ points: 0, badgesCount: 0, monthExpenseCount: 0, budget: null });
  });

  it("punti del mese dal 1° del mese a Roma, i 3 badge più recenti per primi, il budget salvato per ultimo", async () => {
    const { agent, user } = await ctx.signUp();
    // 2026-11-01 00:00 in Rome is 2026-10-31 23:00 UTC.
    await ctx.db.insert(pointsLedger).values([
      { userId: user.id, amount: 7, reason: "prova", refId: "ottobre", createdAt: new Date("2026-10-31T22:59:59Z") },
      { userId: user.id, amount: 5, reason: "prova", refId: "novembre", createdAt: new Date("2026-10-31T23:00:00Z") },
    ]);
    await ctx.db.insert(userBadges).values([
      { userId: user.id, badgeType: "primo_budget", earnedAt: new Date("2026-11-01T10:00:00Z") },
      { userId: user.id, badgeType: "investitore", earnedAt: new Date("2026-11-03T10:00:00Z") },
      { userId: user.id, badgeType: "risparmiatore", earnedAt: new Date("2026-11-02T10:00:00Z") },
      { userId: user.id, badgeType: "studente", earnedAt: new Date("2026-11-04T10:00:00.123Z") },
    ]);
    await ctx.db.insert(budgets).values([
      { userId: user.id, monthlyIncome: "3000.00", necessities: "1500.00", wants: "900.00", savings: "600.00", createdAt: new Date("2026-11-10T10:00:00Z") },
      { userId: user.id, monthlyIncome: "1000.50", necessities: "500.25", wants: "300.15", savings: "200.10", createdAt: new Date("2026-11-12T10:00:00Z") },
    ]);
    const body = (await call(agent, dashboardContract.summary)).body;
    expect(body).toMatchObject({ points: 12, monthlyPoints: 5, badgesCount: 4 });
    expect(body.recentBadges).toEqual([
      { badgeType: "studente", earnedAt: "2026-11-04T10:00:00.123Z" },
      { badgeType: "investitore", earnedAt: "2026-11-03T10:00:00.000Z" },
      { badgeType: "risparmiatore", earnedAt: "2026-11-02T10:00:00.000Z" },
    ]);
    expect(body.budget).toEqual({ monthlyIncome: "1000.50", necessities: "500.25", wants: "300.15", savings: "200.10" });
  });

  it("i visitatori ricevono 401", async () => {
    const res = await call(ctx.visitor(), dashboardContract.summary);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Non autenticato");
  });
});
