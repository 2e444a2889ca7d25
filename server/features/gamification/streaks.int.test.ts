import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sum } from "drizzle-orm";
import { call, addExpense, createTestContext, fixedClock, rightAnswers, type TestContext } from "../../test/harness";
import { lessons, pointsLedger, quizQuestions, userBadges } from "../../db/schema";
import { nextLevelText } from "@shared/schemas/gamification";
import { calculatorsContract } from "@shared/contracts/calculators";
import { coursesContract } from "@shared/contracts/courses";
import { dashboardContract } from "@shared/contracts/dashboard";

const DAY = 86_400_000;
const clock = fixedClock("2026-11-16T10:00:00Z");
let ctx: TestContext;
let lessonIds: number[];
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  lessonIds = (await ctx.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.isPremium, false)).orderBy(asc(lessons.id))).map((r) => r.id);
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const completeLesson = async (agent: Agent, id: number) => {
  const res = await call(agent, coursesContract.submitQuiz).send({ lessonId: id, answers: await rightAnswers(ctx.db, id) });
  expect(res.body.passed).toBe(true);
};

describe("serie di giorni (streak) e barra del livello", () => {
  it("tre giorni di fila fanno 3, un giorno saltato riparte da 1; la barra segue il registro dei punti", async () => {
    clock.set("2026-11-16T10:00:00Z");
    const { agent, user } = await ctx.signUp();
    for (let d = 0; d < 3; d++) {
      await completeLesson(agent, lessonIds[d]);
      const s = (await call(agent, dashboardContract.summary)).body;
      expect(s.streak).toEqual({ current: d + 1, best: d + 1 });
      clock.advance(DAY);
    }
    // 19 November: nothing yet, the run is still alive today.
    expect((await call(agent, dashboardContract.summary)).body.streak).toEqual({ current: 3, best: 3 });
    clock.advance(DAY); // 20 November: the 19th was missed.
    expect((await call(agent, dashboardContract.summary)).body.streak).toEqual({ current: 0, best: 3 });
    await completeLesson(agent, lessonIds[3]);
    const s = (await call(agent, dashboardContract.summary)).body;
    expect(s.streak).toEqual({ current: 1, best: 3 });

    // 4 lessons × 10 points = 40 in the ledger: level 1, 10 points to level 2.
    const [ledger] = await ctx.db.select({ total: sum(pointsLedger.amount) }).from(pointsLedger).where(eq(pointsLedger.userId, user.id));
    expect(Number(ledger.total)).toBe(40);
    expect(s.points).toBe(40);
    expect(s.nextLevel).toEqual({ level: 2, pointsNeeded: 10 });
    expect(nextLevelText(s.nextLevel)).toBe("ancora 10 punti per il livello 2");
  });

  it("una spesa registrata conta come giorno; Roma decide il giorno (23:30 UTC è già domani)", async () => {
    clock.set("2026-11-16T22:30:00Z"); // 23:30 in Rome, 16 November
    const { agent, user } = await ctx.signUp();
    await addExpense(ctx, user.id, { amount: "5.00", category: "necessita", date: "2026-11-16" });
    clock.set("2026-11-16T23:30:00Z"); // 00:30 in Rome, 17 November
    await addExpense(ctx, user.id, { amount: "5.00", category: "necessita", date: "2026-11-17" });
    expect((await call(agent, dashboardContract.summary)).body.streak).toEqual({ current: 2, best: 2 });
  });

  it("un ripasso e un budget salvato contano come giorni di studio e di calcolo", async () => {
    clock.set("2026-11-16T10:00:00Z");
    const { agent } = await ctx.signUp();
    const lessonId = lessonIds[0];
    const right = await rightAnswers(ctx.db, lessonId);
    // 16 November: a quiz with the first answer wrong (the question comes back tomorrow).
    expect((await call(agent, coursesContract.submitQuiz).send({ lessonId, answers: [(right[0] + 1) % 4, ...right.slice(1)] })).status).toBe(200);
    clock.advance(DAY); // 17 November: only the review.
    const [{ id: questionId }] = await ctx.db.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.lessonId, lessonId)).orderBy(asc(quizQuestions.position)).limit(1);
    expect((await call(agent, coursesContract.reviewAnswer, { params: { id: questionId } }).send({ answer: right[0] })).status).toBe(200);
    expect((await call(agent, dashboardContract.summary)).body.streak).toEqual({ current: 2, best: 2 });
    clock.advance(DAY); // 18 November: only a saved budget.
    expect((await call(agent, calculatorsContract.saveBudget).send({ monthlyIncome: "1500" })).status).toBe(201);
    expect((await call(agent, dashboardContract.summary)).body.streak).toEqual({ current: 3, best: 3 });
  });

  it("7 giorni di fila: il badge «7 giorni di fila», una volta sola", async () => {
    clock.set("2026-11-01T09:00:00Z");
    const { agent, user } = await ctx.signUp();
    for (let d = 0; d < 8; d++) {
      await addExpense(ctx, user.id, { amount: "1.00", category: "necessita", date: "2026-11-01" });
      clock.advance(DAY);
    }
    const badges = await ctx.db.select().from(userBadges).where(eq(userBadges.userId, user.id));
    expect(badges.map((b) => b.badgeType)).toEqual(["serie_7"]);
    expect((await call(agent, dashboardContract.summary)).body.streak).toEqual({ current: 8, best: 8 });
  });
});
