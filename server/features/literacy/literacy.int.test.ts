import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { LITERACY_ITEMS } from "@shared/literacy/items";
import { call, createTestContext, fixedClock, rightAnswers, type TestContext } from "../../test/harness";
import { courses, lessons, literacyChecks } from "../../db/schema";
import { accountContract } from "@shared/contracts/account";
import { coursesContract } from "@shared/contracts/courses";
import { literacyContract } from "@shared/contracts/literacy";

const clock = fixedClock("2026-11-18T09:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { LITERACY_MIN_GROUP: "5" } });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<TestContext["signUp"]>>["agent"];
const HOUR = 3_600_000;

/** Answers worth `points` on every item: the best option, or the worst ("Non lo so" for knowledge). */
function answers(best: boolean, overrides: Record<string, number> = {}): Record<string, number> {
  const pick = (options: ReadonlyArray<{ points: number }>) => {
    const pts = options.map((o) => o.points);
    const target = best ? Math.max(...pts) : Math.min(...pts);
    return best ? pts.indexOf(target) : pts.lastIndexOf(target);
  };
  return { ...Object.fromEntries(LITERACY_ITEMS.map((i) => [i.id, pick(i.options)])), ...overrides };
}

async function completeFirstCourse(agent: Agent) {
  const [course] = await ctx.db.select({ id: courses.id }).from(courses).orderBy(asc(courses.order)).limit(1);
  const ids = await ctx.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, course.id)).orderBy(asc(lessons.order));
  for (const { id } of ids) {
    const res = await call(agent, coursesContract.submitQuiz).send({ lessonId: id, answers: await rightAnswers(ctx.db, id) });
    expect(res.status).toBe(200);
    expect(res.body.passed).toBe(true);
  }
  return course.id;
}

describe("check-up di alfabetizzazione finanziaria", () => {
  it("GET /api/literacy/questions: 7 domande di conoscenza, comportamenti, atteggiamenti e le medie pubblicate", async () => {
    const res = await call(ctx.visitor(), literacyContract.questions);
    expect(res.status).toBe(200);
    const dims = res.body.questions.map((q: { dimension: string }) => q.dimension);
    expect(dims.filter((d: string) => d === "knowledge")).toHaveLength(7);
    expect(dims.filter((d: string) => d === "behaviour")).toHaveLength(9);
    expect(dims.filter((d: string) => d === "attitude").length).toBeGreaterThanOrEqual(1);
    // The right answers never leave the server.
    expect(JSON.stringify(res.body)).not.toMatch(/points/);
    expect(res.body.benchmarks.map((b: { text: string }) => b.text)).toEqual(["11,2", "13", "12,7"]);
  });

  it("due check-up, prima e dopo un corso: punteggi nei limiti, cosa studiare, variazione dal primo", async () => {
    const { agent, user } = await ctx.signUp();
    const first = await call(agent, literacyContract.submit).send({ answers: answers(false) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ knowledge: 0, behaviour: 0, attitude: 1, total: 1, changeSinceFirst: null });
    // Every missed concept links to the lessons that teach it: the seven of knowledge, then the
    // missing habits that name lessons (no savings, borrowing to make ends meet).
    expect(first.body.studyNext).toHaveLength(9);
    expect(first.body.studyNext.slice(7).map((s: { concept: string }) => s.concept)).toEqual(["Una riserva per quando lo stipendio si ferma", "Rate e debiti quando il reddito non basta"]);
    const inflation = first.body.studyNext.find((s: { concept: string }) => s.concept === "Inflazione e potere d'acquisto");
    expect(inflation.lessons).toEqual([expect.objectContaining({ title: "Inflazione e potere d'acquisto" })]);
    const [lesson] = await ctx.db.select().from(lessons).where(eq(lessons.id, inflation.lessons[0].lessonId));
    expect(lesson.courseId).toBe(inflation.lessons[0].courseId);

    clock.advance(HOUR);
    await completeFirstCourse(agent);
    clock.advance(HOUR);
    // One knowledge answer still wrong: knowledge 6 of 7.
    const second = await call(agent, literacyContract.submit).send({ answers: answers(true, { "k-inflazione": 0 }) });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ knowledge: 6, behaviour: 9, attitude: 5, total: 20 });
    expect(second.body.changeSinceFirst).toEqual({ knowledge: 6, behaviour: 9, attitude: 4, total: 19 });
    expect(second.body.studyNext.map((s: { concept: string }) => s.concept)).toEqual(["Inflazione e potere d'acquisto"]);

    const history = await call(agent, literacyContract.history);
    expect(history.status).toBe(200);
    expect(history.body.checks.map((c: { total: number }) => c.total)).toEqual([1, 20]);
    expect(history.body.latest.changeSinceFirst.total).toBe(19);
    const stored = await ctx.db.select().from(literacyChecks).where(eq(literacyChecks.userId, user.id));
    expect(stored).toHaveLength(2);
    for (const c of stored) {
      expect(c.knowledge).toBeGreaterThanOrEqual(0);
      expect(c.knowledge).toBeLessThanOrEqual(7);
      expect(c.behaviour).toBeLessThanOrEqual(9);
      expect(c.attitude).toBeGreaterThanOrEqual(1);
      expect(c.attitude).toBeLessThanOrEqual(5);
    }
    // Another user sees only their own history.
    const other = await ctx.signUp();
    expect((await call(other.agent, literacyContract.history)).body).toEqual({ checks: [], latest: null });
  });

  it("famiglia con un solo reddito: il check-up porta ai corsi «Se l'unico reddito si ferma» e «Proteggere chi non ha un reddito» (issue 42)", async () => {
    const { agent } = await ctx.signUp();
    const courseOf = async (slug: string) => (await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0].id;
    const stopped = await courseOf("se-l-unico-reddito-si-ferma");
    const protect = await courseOf("proteggere-chi-non-ha-un-reddito");
    type Study = Array<{ concept: string; lessons: Array<{ courseId: number; title: string }> }>;
    // No savings in the last year, the household not told: the emergency fund only.
    const res = await call(agent, literacyContract.submit).send({ answers: answers(true, { "b-risparmio": 1 }) });
    expect(res.status).toBe(201);
    const first = res.body.studyNext as Study;
    expect(first.map((s) => s.concept)).toEqual(["Una riserva per quando lo stipendio si ferma"]);
    expect(first[0].lessons.map((l) => l.courseId)).toContain(stopped);

    // The household says one income comes in: the result now points to the two courses too.
    expect((await call(agent, accountContract.saveProfile).send({ singleIncome: true })).status).toBe(200);
    const study = (await call(agent, literacyContract.history)).body.latest.studyNext as Study;
    const byConcept = Object.fromEntries(study.map((s) => [s.concept, s.lessons]));
    expect(Object.keys(byConcept)).toEqual(["Una riserva per quando lo stipendio si ferma", "Se l'unico reddito si ferma", "Proteggere chi non ha un reddito"]);
    expect(byConcept["Se l'unico reddito si ferma"]).toEqual([
      expect.objectContaining({ courseId: stopped, title: "Un solo reddito: il piano prima del problema" }),
      expect.objectContaining({ courseId: stopped, title: "Perdere il lavoro: NASpI e DIS-COLL" }),
    ]);
    expect(byConcept["Proteggere chi non ha un reddito"]).toHaveLength(2);
    expect(byConcept["Proteggere chi non ha un reddito"].every((l) => l.courseId === protect)).toBe(true);
  });

  it("risposte mancanti, sconosciute o fuori scala: 400 in italiano, niente salvato", async () => {
    const { agent, user } = await ctx.signUp();
    const missing = answers(true);
    delete missing["b-budget"];
    const cases = [missing, { ...answers(true), "x-ignota": 1 }, answers(true, { "k-divisione": 4 }), answers(true, { "a-domani": -1 }), answers(true, { "k-divisione": 1.5 })];
    for (const a of cases) {
      const res = await call(agent, literacyContract.submit).send({ answers: a });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Rispondi a tutte le domande|Risposta non valida|Domanda del check-up sconosciuta/);
    }
    expect(await ctx.db.select().from(literacyChecks).where(eq(literacyChecks.userId, user.id))).toHaveLength(0);
    expect((await call(ctx.visitor(), literacyContract.submit).send({ answers: answers(true) })).status).toBe(401);
  });

  it("GET /api/admin/literacy: solo aggregati, il gruppo appare da 5 persone con due check-up, 403 ai non amministratori", async () => {
    const { agent: admin } = await ctx.signInAdmin();
    const before = (await call(admin, literacyContract.admin)).body;
    const baseline = before.usersWithTwoChecks as number;
    expect(baseline).toBe(1); // the user of the test above

    // Three more pairs: 4 in all, under the minimum of 5.
    const gains = [2, 4, 6, 8];
    for (const g of gains.slice(0, 3)) {
      const { agent } = await ctx.signUp();
      await call(agent, literacyContract.submit).send({ answers: answers(false) });
      clock.advance(HOUR);
      await completeFirstCourse(agent);
      clock.advance(HOUR);
      // g behaviour points more than the first check (knowledge and attitude as before).
      const more = Object.fromEntries(LITERACY_ITEMS.filter((i) => i.dimension === "behaviour").slice(0, g).map((i) => [i.id, i.options.findIndex((o) => o.points === 1)]));
      await call(agent, literacyContract.submit).send({ answers: answers(false, more) });
    }
    const four = (await call(admin, literacyContract.admin)).body;
    expect(four.usersWithTwoChecks).toBe(4);
    const all4 = four.groups.find((g: { courseId: number | null }) => g.courseId === null);
    expect(all4).toMatchObject({ label: "Tutti", users: 4, hidden: true, first: null, latest: null, gain: null });

    const { agent } = await ctx.signUp();
    await call(agent, literacyContract.submit).send({ answers: answers(false) });
    clock.advance(HOUR);
    await completeFirstCourse(agent);
    clock.advance(HOUR);
    const eight = Object.fromEntries(LITERACY_ITEMS.filter((i) => i.dimension === "behaviour").slice(0, 8).map((i) => [i.id, i.options.findIndex((o) => o.points === 1)]));
    await call(agent, literacyContract.submit).send({ answers: answers(false, eight) });

    const res = await call(admin, literacyContract.admin);
    expect(res.status).toBe(200);
    const all = res.body.groups.find((g: { courseId: number | null }) => g.courseId === null);
    // Gains 19, 2, 4, 6, 8: mean 7.8; sd √(176.8/4) = 6.648; t(4) = 2.7764 → ±8.25.
    expect(all).toMatchObject({ users: 5, hidden: false });
    expect(all.gain.mean).toBe(7.8);
    expect(all.gain.low).toBeCloseTo(-0.45, 1);
    expect(all.gain.high).toBeCloseTo(16.05, 1);
    expect(all.first.total).toBe(1);
    expect(all.latest.total).toBe(8.8);
    // Every one of them completed the first course between the two checks.
    const course = res.body.groups.find((g: { courseId: number | null }) => g.courseId !== null);
    expect(course).toMatchObject({ users: 5, hidden: false });
    // No individual leaves the endpoint.
    expect(JSON.stringify(res.body)).not.toMatch(/userId|email|answers/);

    const free = await ctx.signUp();
    expect((await call(free.agent, literacyContract.admin)).status).toBe(403);
    const premium = await ctx.signUpPremium();
    expect((await call(premium.agent, literacyContract.admin)).status).toBe(403);
    expect((await call(ctx.visitor(), literacyContract.admin)).status).toBe(401);
  });
});
