import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { call, createTestContext, fixedClock, lessonIdBySlug, rightAnswers, type TestContext } from "../../test/harness";
import { pointsLedger, quizQuestions } from "../../db/schema";
import { coursesContract } from "@shared/contracts/courses";

const DAY = 86_400_000;
const clock = fixedClock("2026-11-16T10:00:00Z");
let ctx: TestContext;
let lessonId: number;
let firstQuestion: number;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  lessonId = await lessonIdBySlug(ctx.db, "budget-familiare-basi");
  [{ id: firstQuestion }] = await ctx.db.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.lessonId, lessonId)).orderBy(asc(quizQuestions.position)).limit(1);
});
afterAll(() => ctx.close());

const reviewPoints = async (userId: number) =>
  (await ctx.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, "review")))).reduce((s, r) => s + r.amount, 0);

describe("ripasso degli errori", () => {
  it("una domanda sbagliata torna dopo un giorno; la risposta giusta la sposta a 3 giorni e vale punti una volta", async () => {
    clock.set("2026-11-16T10:00:00Z");
    const { agent, user } = await ctx.signUp();
    const right = await rightAnswers(ctx.db, lessonId);
    const wrongFirst = [(right[0] + 1) % 4, ...right.slice(1)];
    expect((await call(agent, coursesContract.submitQuiz).send({ lessonId, answers: wrongFirst })).status).toBe(200);

    // Not the same day.
    expect((await call(agent, coursesContract.reviewDue)).body).toEqual([]);
    expect((await call(agent, coursesContract.reviewAnswer, { params: { id: firstQuestion } }).send({ answer: right[0] })).status).toBe(409);

    clock.advance(DAY);
    const due = (await call(agent, coursesContract.reviewDue)).body;
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ questionId: firstQuestion, lessonId, step: 0 });
    expect(due[0].options).toHaveLength(4);
    expect(JSON.stringify(due[0])).not.toMatch(/correctAnswer|explanation/);

    // Two answers at once: one award only (once per question per day).
    const [a, b] = await Promise.all([1, 2].map(() => call(agent, coursesContract.reviewAnswer, { params: { id: firstQuestion } }).send({ answer: right[0] })));
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok[0].body).toMatchObject({ correct: true, nextDueOn: "2026-11-20" });
    expect(await reviewPoints(user.id)).toBe(2);
    expect((await call(agent, coursesContract.reviewDue)).body).toEqual([]);

    // Three days later it is due again; a wrong answer brings it back tomorrow, no points.
    clock.advance(3 * DAY);
    expect((await call(agent, coursesContract.reviewDue)).body).toHaveLength(1);
    const wrong = await call(agent, coursesContract.reviewAnswer, { params: { id: firstQuestion } }).send({ answer: (right[0] + 1) % 4 });
    expect(wrong.body).toMatchObject({ correct: false, nextDueOn: "2026-11-21", pointsAwarded: 0 });
    expect(await reviewPoints(user.id)).toBe(2);

    // Right on day 1, 3 and 7 after: learnt, no longer due.
    clock.advance(DAY);
    expect((await call(agent, coursesContract.reviewAnswer, { params: { id: firstQuestion } }).send({ answer: right[0] })).body.nextDueOn).toBe("2026-11-24");
    clock.advance(3 * DAY);
    expect((await call(agent, coursesContract.reviewAnswer, { params: { id: firstQuestion } }).send({ answer: right[0] })).body.nextDueOn).toBe("2026-12-01");
    clock.advance(7 * DAY);
    const last = await call(agent, coursesContract.reviewAnswer, { params: { id: firstQuestion } }).send({ answer: right[0] });
    expect(last.body).toMatchObject({ correct: true, nextDueOn: null, pointsAwarded: 2 });
    expect(await reviewPoints(user.id)).toBe(8);
    clock.advance(8 * DAY);
    expect((await call(agent, coursesContract.reviewDue)).body).toEqual([]);
  });

  it("solo le proprie domande: un altro utente riceve 404, un visitatore 401, risposta fuori scala 400", async () => {
    clock.set("2026-11-16T10:00:00Z");
    const { agent } = await ctx.signUp();
    const right = await rightAnswers(ctx.db, lessonId);
    await call(agent, coursesContract.submitQuiz).send({ lessonId, answers: [(right[0] + 1) % 4, ...right.slice(1)] });
    clock.advance(DAY);
    const other = await ctx.signUp();
    expect((await call(other.agent, coursesContract.reviewDue)).body).toEqual([]);
    const res = await call(other.agent, coursesContract.reviewAnswer, { params: { id: firstQuestion } }).send({ answer: 0 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Domanda non trovata");
    expect((await call(ctx.visitor(), coursesContract.reviewDue)).status).toBe(401);
    expect((await call(agent, coursesContract.reviewAnswer, { params: { id: firstQuestion } }).send({ answer: 7 })).status).toBe(400);
  });
});
