import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestContext, isRealPostgres, type TestContext, lessonIdBySlug, rightAnswers, seedPremiumFixture, wrongAnswers } from "../../test/harness";
import { pointsLedger, userProgress } from "../../db/schema";
import { authContract } from "@shared/contracts/auth";
import { coursesContract } from "@shared/contracts/courses";

let ctx: TestContext;
let lesson1: number;
let lesson2: number;
let premiumLesson: number;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedPremiumFixture(ctx.db);
  lesson1 = await lessonIdBySlug(ctx.db, "budget-familiare-basi");
  lesson2 = await lessonIdBySlug(ctx.db, "regola-50-30-20");
  premiumLesson = await lessonIdBySlug(ctx.db, "test-lezione-premium");
});
afterAll(() => ctx.close());

const points = async (agent: ReturnType<TestContext["agent"]>) => (await call(agent, authContract.user)).body.points as number;
const ledgerRows = (userId: number) => ctx.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, "quiz_passed")));

describe("quiz: il server calcola il punteggio", () => {
  it("un visitatore non può inviare un quiz (401)", async () => {
    const res = await call(ctx.visitor(), coursesContract.submitQuiz).send({ lessonId: lesson1, answers: [0, 0, 0, 0] });
    expect(res.status).toBe(401);
  });

  it("bocciato: punteggio, correzione per domanda, nessun punto, nessuna lezione completata", async () => {
    const { agent } = await ctx.signUp();
    const right = await rightAnswers(ctx.db, lesson1);
    // One right out of four = 25%; the claimed quizScore is ignored.
    const answers = [right[0], ...wrongAnswers(right.slice(1))];
    const res = await call(agent, coursesContract.submitQuiz).send({ lessonId: lesson1, answers, completed: true, quizScore: 100 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lessonId: lesson1, score: 25, passed: false, correctCount: 1, total: 4, pointsAwarded: 0 });
    expect(res.body.results.map((r: { correct: boolean }) => r.correct)).toEqual([true, false, false, false]);
    expect(res.body.results[1]).toMatchObject({ answer: answers[1], correctAnswer: right[1] });
    expect(res.body.results[1].explanation.length).toBeGreaterThan(10);
    expect(res.body.progress).toMatchObject({ lessonId: lesson1, completed: false, quizScore: 25, attempts: 1 });
    expect(await points(agent)).toBe(0);
    expect((await call(agent, coursesContract.progress)).body).toEqual([]);
  });

  it("promosso al secondo tentativo: 10 punti una volta, progresso nella forma della specifica; ripetere non dà altro", async () => {
    const { agent, user } = await ctx.signUp();
    const right = await rightAnswers(ctx.db, lesson1);
    await call(agent, coursesContract.submitQuiz).send({ lessonId: lesson1, answers: wrongAnswers(right) });
    // Three right out of four = 75%: a pass.
    const pass = await call(agent, coursesContract.submitQuiz).send({ lessonId: lesson1, answers: [...right.slice(0, 3), (right[3] + 1) % 4] });
    expect(pass.body).toMatchObject({ score: 75, passed: true, pointsAwarded: 10 });
    expect(await points(agent)).toBe(10);
    const progress = await call(agent, coursesContract.progress);
    expect(progress.body).toHaveLength(1);
    expect(progress.body[0]).toMatchObject({ lessonId: lesson1, completed: true, quizScore: 75, bestScore: 75, attempts: 2 });

    const again = await call(agent, coursesContract.submitQuiz).send({ lessonId: lesson1, answers: right });
    expect(again.body).toMatchObject({ score: 100, passed: true, pointsAwarded: 0 });
    const worse = await call(agent, coursesContract.submitQuiz).send({ lessonId: lesson1, answers: wrongAnswers(right) });
    expect(worse.body).toMatchObject({ score: 0, passed: false, pointsAwarded: 0 });
    // A later failure never un-completes a lesson.
    expect(worse.body.progress).toMatchObject({ completed: true, bestScore: 100, attempts: 4 });
    expect(await points(agent)).toBe(10);
    expect(await ledgerRows(user.id)).toHaveLength(1);
  });

  it("ogni lezione superata vale 10 punti: due lezioni, 20 punti", async () => {
    const { agent } = await ctx.signUp();
    await call(agent, coursesContract.submitQuiz).send({ lessonId: lesson1, answers: await rightAnswers(ctx.db, lesson1) });
    await call(agent, coursesContract.submitQuiz).send({ lessonId: lesson2, answers: await rightAnswers(ctx.db, lesson2) });
    expect(await points(agent)).toBe(20);
    expect((await call(agent, coursesContract.progress)).body.map((p: { lessonId: number }) => p.lessonId)).toEqual([lesson1, lesson2]);
  });

  it.each([
    ["alla prima prova", false],
    ["dopo un tentativo fallito (la riga esiste: gli invii si contendono l'aggiornamento)", true],
  ])(`10 invii promossi in parallelo assegnano 10 punti una sola volta, %s (${isRealPostgres() ? "PostgreSQL" : "PGlite"})`, async (_label, failFirst) => {
    const { agent, user } = await ctx.signUp();
    const right = await rightAnswers(ctx.db, lesson1);
    if (failFirst) await call(agent, coursesContract.submitQuiz).send({ lessonId: lesson1, answers: wrongAnswers(right) });
    const results = await Promise.all(Array.from({ length: 10 }, () => call(agent, coursesContract.submitQuiz).send({ lessonId: lesson1, answers: right })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.body.pointsAwarded === 10)).toHaveLength(1);
    expect(await points(agent)).toBe(10);
    expect(await ledgerRows(user.id)).toHaveLength(1);
    const [row] = await ctx.db.select().from(userProgress).where(and(eq(userProgress.userId, user.id), eq(userProgress.lessonId, lesson1)));
    expect(row).toMatchObject({ completed: true, attempts: failFirst ? 11 : 10 });
  });

  it("input non valido: 400 in italiano e nulla cambia", async () => {
    const { agent, user } = await ctx.signUp();
    const cases: [unknown, string][] = [
      [{ lessonId: lesson1, answers: [0, 1] }, "Rispondi a tutte le domande del quiz"],
      [{ lessonId: lesson1 }, "Rispondi a tutte le domande del quiz"],
      [{ lessonId: lesson1, completed: true, quizScore: 100 }, "Rispondi a tutte le domande del quiz"],
      [{ lessonId: lesson1, answers: [0, 1, 2, 9] }, "Risposta non valida"],
      [{ lessonId: lesson1, answers: ["a", 1, 2, 3] }, "Risposta non valida"],
      [{ lessonId: "uno", answers: [0, 1, 2, 3] }, "Lezione non valida"],
    ];
    for (const [body, message] of cases) {
      const res = await call(agent, coursesContract.submitQuiz).send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await call(agent, coursesContract.submitQuiz).send({ lessonId: 999999, answers: [0, 0, 0] })).status).toBe(404);
    expect(await ctx.db.select().from(userProgress).where(eq(userProgress.userId, user.id))).toEqual([]);
  });

  it("quiz di una lezione Premium: 403 all'utente gratuito senza registrare nulla; il Premium guadagna i punti", async () => {
    const free = await ctx.signUp();
    const answers = await rightAnswers(ctx.db, premiumLesson);
    const res = await call(free.agent, coursesContract.submitQuiz).send({ lessonId: premiumLesson, answers });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain("Questa lezione è disponibile solo per gli utenti Premium.");
    expect(await ctx.db.select().from(userProgress).where(eq(userProgress.userId, free.user.id))).toEqual([]);
    expect(await points(free.agent)).toBe(0);
    const premium = await ctx.signUpPremium();
    const ok = await call(premium.agent, coursesContract.submitQuiz).send({ lessonId: premiumLesson, answers });
    expect(ok.body).toMatchObject({ passed: true, pointsAwarded: 10 });
    expect(await points(premium.agent)).toBe(10);
  });
});
