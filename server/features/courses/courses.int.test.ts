import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, inArray } from "drizzle-orm";
import { call, createTestContext, type TestContext, lessonIdBySlug, premiumFixture, rightAnswers, seedPremiumFixture } from "../../test/harness";
import { courses, lessons, quizQuestions, userBadges, userProgress } from "../../db/schema";
import { COURSE_CONTENT } from "./content/index";
import { upsertContent } from "./seed.repo";
import { readingMinutes } from "@shared/reading-time";
import { coursesContract } from "@shared/contracts/courses";

const LOCKED = "Questa lezione è disponibile solo per gli utenti Premium. Passa a Premium per accedere a tutti i contenuti avanzati.";

let ctx: TestContext;
let freeLesson: number;
let premiumLesson: number;
let budgetLesson1: number;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedPremiumFixture(ctx.db);
  freeLesson = await lessonIdBySlug(ctx.db, "test-lezione-libera");
  premiumLesson = await lessonIdBySlug(ctx.db, "test-lezione-premium");
  budgetLesson1 = await lessonIdBySlug(ctx.db, "budget-familiare-basi");
});
afterAll(() => ctx.close());

describe("catalogo dei corsi", () => {
  it("un visitatore vede i corsi con le lezioni, senza contenuti, con i valori di visualizzazione della specifica", async () => {
    const res = await call(ctx.visitor(), coursesContract.list);
    expect(res.status).toBe(200);
    const first = res.body[0];
    expect(first).toMatchObject({ slug: "budget-familiare", isPremium: false, order: 1 });
    expect(first).not.toHaveProperty("rating"); // no user rated a course
    expect(first.lessons).toHaveLength(7);
    // Each lesson's minutes are its reading time from its words, the course's their sum
    // (docs/courses.md, "Tempo di lettura").
    const seeded = COURSE_CONTENT.find((c) => c.slug === "budget-familiare")!.lessons;
    expect(first.lessons.map((l: { minutes: number }) => l.minutes)).toEqual(seeded.map((l) => readingMinutes(l.content)));
    expect(first.durationMinutes).toBe(seeded.reduce((sum, l) => sum + readingMinutes(l.content), 0));
    expect(first.lessons[0]).not.toHaveProperty("content");
    expect(first.lessons.every((l: { locked: boolean }) => !l.locked)).toBe(true);
    const premium = res.body.find((c: { slug: string }) => c.slug === "test-corso-premium");
    // Title and minutes of a premium lesson stay visible; it is marked locked.
    expect(premium.lessons[1]).toMatchObject({ title: "Lezione di prova Premium", minutes: readingMinutes(premiumFixture.lessons[1]!.content), isPremium: true, locked: true });
    expect(res.headers["cache-control"]).toContain("no-store");
  });

  it("per un utente Premium nessuna lezione è bloccata", async () => {
    const { agent } = await ctx.signUpPremium();
    const res = await call(agent, coursesContract.list);
    expect(res.body.flatMap((c: { lessons: { locked: boolean }[] }) => c.lessons).some((l: { locked: boolean }) => l.locked)).toBe(false);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    // Each kind of viewer keeps its own list: a visitor after the Premium user still sees the locks.
    const again = await call(ctx.visitor(), coursesContract.list);
    expect(again.body.flatMap((c: { lessons: { locked: boolean }[] }) => c.lessons).some((l: { locked: boolean }) => l.locked)).toBe(true);
  });

  it("corso e lezioni di un corso; un corso inesistente è 404 con il messaggio della specifica", async () => {
    const list = await call(ctx.visitor(), coursesContract.list);
    const id = list.body[0].id;
    const one = await call(ctx.visitor(), coursesContract.course, { params: { id } });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id, title: list.body[0].title, resumeLessonId: null });
    const ls = await call(ctx.visitor(), coursesContract.courseLessons, { params: { id } });
    expect(ls.body.map((l: { id: number }) => l.id)).toEqual(one.body.lessons.map((l: { id: number }) => l.id));
    for (const [contract, id] of [
      [coursesContract.course, 999999],
      [coursesContract.course, "abc"],
      [coursesContract.course, 0],
      [coursesContract.courseLessons, 999999],
    ] as const) {
      const res = await call(ctx.visitor(), contract, { params: { id } });
      expect(res.status, `${contract.path} ${id}`).toBe(404);
      expect(res.body).toEqual({ code: "not_found", message: "Il corso richiesto non esiste." });
    }
  });
});

describe("accesso alle lezioni", () => {
  it("una lezione gratuita è aperta a tutti, con il contenuto; le domande non rivelano la risposta", async () => {
    const res = await call(ctx.visitor(), coursesContract.lesson, { params: { id: budgetLesson1 } });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe("Il budget familiare: da dove partire");
    expect(res.body.content.split("\n").length).toBeGreaterThan(5);
    const quiz = await call(ctx.visitor(), coursesContract.quiz, { params: { id: budgetLesson1 } });
    expect(quiz.status).toBe(200);
    expect(quiz.body.length).toBeGreaterThanOrEqual(3);
    expect(quiz.body[0].options).toHaveLength(4);
    expect(quiz.body[0]).not.toHaveProperty("correctAnswer");
    expect(quiz.body[0]).not.toHaveProperty("explanation");
  });

  it("contenuto e quiz di una lezione Premium: 403 al visitatore e all'utente gratuito, aperti al Premium", async () => {
    const { agent: free } = await ctx.signUp();
    for (const client of [ctx.visitor(), free]) {
      for (const contract of [coursesContract.lesson, coursesContract.quiz]) {
        const res = await call(client, contract, { params: { id: premiumLesson } });
        expect(res.status, contract.path).toBe(403);
        expect(res.body).toEqual({ code: "premium_required", message: LOCKED });
        expect(JSON.stringify(res.body)).not.toContain("premium1");
      }
    }
    const { agent: premium } = await ctx.signUpPremium();
    const lesson = await call(premium, coursesContract.lesson, { params: { id: premiumLesson } });
    expect(lesson.status).toBe(200);
    expect(lesson.body.content).toContain("premium1");
    expect((await call(premium, coursesContract.quiz, { params: { id: premiumLesson } })).body).toHaveLength(3);
  });

  it("anteprima: la prima lezione di un corso Premium è aperta a tutti, la seconda resta 403", async () => {
    const first = await lessonIdBySlug(ctx.db, "cf-mutuo-tassi");
    const second = await lessonIdBySlug(ctx.db, "cf-ammortamento-francese");
    const visitor = ctx.visitor();
    const res = await call(visitor, coursesContract.lesson, { params: { id: first } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isPremium: true, preview: true });
    expect(res.body.content.length).toBeGreaterThan(500);
    expect((await call(visitor, coursesContract.quiz, { params: { id: first } })).status).toBe(200);
    const locked = await call(visitor, coursesContract.lesson, { params: { id: second } });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(LOCKED);
    const { agent } = await ctx.signUp();
    expect((await call(agent, coursesContract.lesson, { params: { id: second } })).status).toBe(403);
    expect((await call(agent, coursesContract.quiz, { params: { id: second } })).status).toBe(403);
    // The lists mark the preview and keep the rest locked.
    const course = (await call(agent, coursesContract.course, { params: { id: res.body.courseId } })).body;
    expect(course.lessons.map((l: { preview: boolean; locked: boolean }) => [l.preview, l.locked]).slice(0, 2)).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it("un Premium scaduto torna bloccato", async () => {
    const { agent } = await ctx.signUpPremium(new Date(Date.now() - 60_000));
    expect((await call(agent, coursesContract.lesson, { params: { id: premiumLesson } })).status).toBe(403);
  });

  it("lezione inesistente: 404", async () => {
    for (const [contract, id] of [
      [coursesContract.lesson, 999999],
      [coursesContract.lesson, "x1"],
      [coursesContract.quiz, 999999],
    ] as const) {
      const res = await call(ctx.visitor(), contract, { params: { id } });
      expect(res.status, `${contract.path} ${id}`).toBe(404);
      expect(res.body).toEqual({ code: "not_found", message: "Lezione non trovata" });
    }
  });

  it("la verifica di una risposta dice se è giusta e spiega; bloccata per le lezioni Premium", async () => {
    const quiz = await call(ctx.visitor(), coursesContract.quiz, { params: { id: freeLesson } });
    const q = quiz.body[1];
    const right = await call(ctx.visitor(), coursesContract.checkAnswer, { params: { id: q.id } }).send({ answer: 1 });
    expect(right.body).toEqual({ questionId: q.id, answer: 1, correct: true, correctAnswer: 1, explanation: "Perché b." });
    const wrong = await call(ctx.visitor(), coursesContract.checkAnswer, { params: { id: q.id } }).send({ answer: 3 });
    expect(wrong.body).toMatchObject({ correct: false, correctAnswer: 1 });
    const bad = await call(ctx.visitor(), coursesContract.checkAnswer, { params: { id: q.id } }).send({ answer: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Risposta non valida");
    const { agent: premium } = await ctx.signUpPremium();
    const pq = (await call(premium, coursesContract.quiz, { params: { id: premiumLesson } })).body[0];
    const locked = await call(ctx.visitor(), coursesContract.checkAnswer, { params: { id: pq.id } }).send({ answer: 0 });
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ code: "premium_required", message: LOCKED });
    expect((await call(ctx.visitor(), coursesContract.checkAnswer, { params: { id: 999999 } }).send({ answer: 0 })).status).toBe(404);
  });
});

describe("posizione di lettura e badge", () => {
  it("riaprendo il corso si riparte dall'ultima lezione aperta", async () => {
    const { agent } = await ctx.signUp();
    const course = (await call(agent, coursesContract.list)).body[0];
    expect((await call(agent, coursesContract.course, { params: { id: course.id } })).body.resumeLessonId).toBeNull();
    await call(agent, coursesContract.lesson, { params: { id: course.lessons[2].id } });
    expect((await call(agent, coursesContract.course, { params: { id: course.id } })).body.resumeLessonId).toBe(course.lessons[2].id);
    // Another user's position is their own.
    const other = await ctx.signUp();
    expect((await call(other.agent, coursesContract.course, { params: { id: course.id } })).body.resumeLessonId).toBeNull();
  });

  it("i badge: 401 al visitatore, solo i propri all'utente", async () => {
    expect((await call(ctx.visitor(), coursesContract.badges)).status).toBe(401);
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    await ctx.db.insert(userBadges).values({ userId: b.user.id, badgeType: "risparmiatore" });
    expect((await call(a.agent, coursesContract.badges)).body).toEqual([]);
    const mine = await call(b.agent, coursesContract.badges);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ badgeType: "risparmiatore" });
    expect(Object.keys(mine.body[0]).sort()).toEqual(["badgeType", "earnedAt", "id"]);
  });
});

describe("seed idempotente", () => {
  it("rieseguire il seed non duplica righe e non perde i progressi", async () => {
    const { agent, user } = await ctx.signUp();
    await call(agent, coursesContract.submitQuiz).send({ lessonId: budgetLesson1, answers: await rightAnswers(ctx.db, budgetLesson1) });
    const counts = async () => ({
      courses: (await ctx.db.select({ n: count() }).from(courses))[0].n,
      lessons: (await ctx.db.select({ n: count() }).from(lessons))[0].n,
      questions: (await ctx.db.select({ n: count() }).from(quizQuestions))[0].n,
    });
    const before = await counts();
    await upsertContent(ctx.db, COURSE_CONTENT);
    await upsertContent(ctx.db, COURSE_CONTENT);
    expect(await counts()).toEqual(before);
    expect(await lessonIdBySlug(ctx.db, "budget-familiare-basi")).toBe(budgetLesson1);
    const progress = await ctx.db.select().from(userProgress).where(eq(userProgress.userId, user.id));
    expect(progress).toMatchObject([{ lessonId: budgetLesson1, completed: true }]);
  });

  it("un database seminato prima dei corsi 5 e 6 li riceve al seed successivo, gratuiti e leggibili, senza perdere i progressi (issue 42)", async () => {
    const { agent, user } = await ctx.signUp();
    await call(agent, coursesContract.submitQuiz).send({ lessonId: budgetLesson1, answers: await rightAnswers(ctx.db, budgetLesson1) });
    const slugs = ["se-l-unico-reddito-si-ferma", "proteggere-chi-non-ha-un-reddito"];
    // The database as it was before issue 42: the two courses are not there.
    const old = await ctx.db.select({ id: courses.id }).from(courses).where(inArray(courses.slug, slugs));
    const oldLessons = await ctx.db.select({ id: lessons.id }).from(lessons).where(inArray(lessons.courseId, old.map((c) => c.id)));
    if (oldLessons.length > 0) {
      await ctx.db.delete(quizQuestions).where(inArray(quizQuestions.lessonId, oldLessons.map((l) => l.id)));
      await ctx.db.delete(lessons).where(inArray(lessons.id, oldLessons.map((l) => l.id)));
    }
    if (old.length > 0) await ctx.db.delete(courses).where(inArray(courses.id, old.map((c) => c.id)));
    expect(await ctx.db.select({ id: courses.id }).from(courses).where(inArray(courses.slug, slugs))).toEqual([]);

    // Start: the seed runs, then the app is built (server/server.ts); a new app on the same database.
    await upsertContent(ctx.db, COURSE_CONTENT);
    const started = await createTestContext({ database: ctx.database });

    const list = (await call(started.visitor(), coursesContract.list)).body as Array<{ id: number; slug: string; isPremium: boolean; lessons: Array<{ id: number; locked: boolean }> }>;
    for (const slug of slugs) {
      const course = list.find((c) => c.slug === slug)!;
      expect(course, slug).toBeDefined();
      expect(course.isPremium).toBe(false);
      expect(course.lessons).toHaveLength(5);
      expect(course.lessons.every((l) => !l.locked)).toBe(true);
      // A visitor reads a lesson with its figures written from the registry, and its five questions.
      const lesson = await call(started.visitor(), coursesContract.lesson, { params: { id: course.lessons[1].id } });
      expect(lesson.status).toBe(200);
      expect(lesson.body.content).not.toContain("{{fatto:");
      expect(lesson.body.content.split(/\s+/).length).toBeGreaterThanOrEqual(500);
      const quiz = await call(started.visitor(), coursesContract.quiz, { params: { id: course.lessons[1].id } });
      expect(quiz.body).toHaveLength(5);
      expect(JSON.stringify(quiz.body)).not.toContain("{{fatto:");
    }
    const progress = await ctx.db.select().from(userProgress).where(eq(userProgress.userId, user.id));
    expect(progress).toMatchObject([{ lessonId: budgetLesson1, completed: true }]);
  });
});
