import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, fixedClock, addExpense, saveBudget, simulatePac } from "../../test/harness";
import { pointsLedger } from "../../db/schema";
import type { Challenge } from "@shared/schemas/gamification";
import { authContract } from "@shared/contracts/auth";
import { gamificationContract } from "@shared/contracts/gamification";

// Wednesday 18 November 2026, 10:00 in Rome: the week runs Mon 16 to Mon 23 November.
const clock = fixedClock("2026-11-18T09:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

async function active(): Promise<Challenge[]> {
  const res = await call(ctx.visitor(), gamificationContract.activeChallenges);
  expect(res.status).toBe(200);
  return res.body;
}
const byCode = (list: Challenge[], code: string) => list.find((c) => c.code === code)!;
const ledger = (userId: number) => ctx.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, "challenge_completed")));
const points = async (agent: TestContext["agent"] extends () => infer A ? A : never) => (await call(agent, authContract.user)).body.points as number;

describe("sfide della settimana", () => {
  it("genera il catalogo una volta per settimana ISO (lunedì 00:00 Europe/Rome)", async () => {
    const first = await active();
    expect(first.map((c) => c.title)).toEqual(["Registra 5 spese", "Completa 2 lezioni", "Salva il tuo budget", "Registra una spesa oggi", "Simula un PAC"]);
    expect(new Set(first.map((c) => c.challengeType))).toEqual(new Set(["daily", "weekly", "monthly", "milestone"]));
    expect(first[0]).toMatchObject({ targetValue: 5, pointsReward: 30, startsAt: "2026-11-15T23:00:00.000Z", endsAt: "2026-11-22T23:00:00.000Z" });
    const again = await Promise.all([active(), active(), active()]);
    for (const list of again) expect(list.map((c) => c.id)).toEqual(first.map((c) => c.id));
  });

  it("iniziare due volte non cambia nulla; input non validi → 400/404 in italiano", async () => {
    const { agent } = await ctx.signUp();
    const c = byCode(await active(), "registra-5-spese");
    const a = await call(agent, gamificationContract.startChallenge).send({ challengeId: c.id });
    const b = await call(agent, gamificationContract.startChallenge).send({ challengeId: c.id });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body).toMatchObject({ challengeId: c.id, currentProgress: 0, completed: false });
    expect((await call(agent, gamificationContract.userChallenges)).body).toHaveLength(1);

    expect((await call(agent, gamificationContract.startChallenge).send({ challengeId: 999999 })).body.message).toBe("Sfida non trovata");
    for (const body of [{}, { challengeId: "abc" }, { challengeId: -1 }, { challengeId: 1.5 }]) {
      const res = await call(agent, gamificationContract.startChallenge).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Sfida non valida");
    }
    expect((await call(ctx.visitor(), gamificationContract.startChallenge).send({ challengeId: c.id })).status).toBe(401);
    expect((await call(ctx.visitor(), gamificationContract.userChallenges)).status).toBe(401);
  });

  it("le spese registrate muovono la sfida iniziata; al traguardo il premio è pagato una volta", async () => {
    const { agent, user } = await ctx.signUp();
    const list = await active();
    // An expense before starting does not count.
    await addExpense(ctx, user.id, { amount: "10.00", category: "necessita", date: "2026-11-18" });
    await call(agent, gamificationContract.startChallenge).send({ challengeId: byCode(list, "registra-5-spese").id });
    for (let i = 0; i < 4; i++) await addExpense(ctx, user.id, { amount: "10.00", category: "necessita", date: "2026-11-18" });
    let mine = (await call(agent, gamificationContract.userChallenges)).body;
    expect(mine).toEqual([expect.objectContaining({ currentProgress: 4, completed: false })]);
    expect(await points(agent)).toBe(0);

    await addExpense(ctx, user.id, { amount: "10.00", category: "desideri", date: "2026-11-18" });
    await addExpense(ctx, user.id, { amount: "10.00", category: "desideri", date: "2026-11-18" });
    mine = (await call(agent, gamificationContract.userChallenges)).body;
    expect(mine).toEqual([expect.objectContaining({ currentProgress: 5, completed: true })]);
    expect(await points(agent)).toBe(30);
    expect(await ledger(user.id)).toHaveLength(1);
    // The other challenges were not started, so they did not move.
    expect(mine).toHaveLength(1);
  });

  it("lezioni, budget e PAC muovono le loro sfide", async () => {
    const { agent, user } = await ctx.signUp();
    const list = await active();
    for (const code of ["completa-2-lezioni", "salva-budget", "simula-pac"]) await call(agent, gamificationContract.startChallenge).send({ challengeId: byCode(list, code).id });
    await ctx.publish("lesson.completed", { userId: user.id, lessonId: 901, courseId: 1 });
    // The same lesson again (a retaken quiz) is not a second lesson.
    await ctx.publish("lesson.completed", { userId: user.id, lessonId: 901, courseId: 1 });
    await saveBudget(ctx, user.id, "2000.00");
    await simulatePac(ctx, user.id);
    const mine = (await call(agent, gamificationContract.userChallenges)).body as Array<{ challengeId: number; currentProgress: number; completed: boolean }>;
    const state = (code: string) => mine.find((m) => m.challengeId === byCode(list, code).id);
    expect(state("completa-2-lezioni")).toMatchObject({ currentProgress: 1, completed: false });
    expect(state("salva-budget")).toMatchObject({ currentProgress: 1, completed: true });
    expect(state("simula-pac")).toMatchObject({ currentProgress: 1, completed: true });
    await ctx.publish("lesson.completed", { userId: user.id, lessonId: 902, courseId: 1 });
    // 10 + 10 (quizzes) + 40 + 20 + 25 (challenges) + 25 (badge investitore).
    expect(await points(agent)).toBe(130);
  });

  it("eventi in parallelo: progresso esatto e premio pagato una sola volta", async () => {
    const { agent, user } = await ctx.signUp();
    const list = await active();
    await call(agent, gamificationContract.startChallenge).send({ challengeId: byCode(list, "registra-5-spese").id });
    await call(agent, gamificationContract.startChallenge).send({ challengeId: byCode(list, "spesa-del-giorno").id });
    await Promise.all(Array.from({ length: 12 }, () => addExpense(ctx, user.id, { amount: "5.00", category: "necessita", date: "2026-11-18" })));
    const mine = (await call(agent, gamificationContract.userChallenges)).body;
    expect(mine).toEqual([
      expect.objectContaining({ currentProgress: 5, completed: true }),
      expect.objectContaining({ currentProgress: 1, completed: true }),
    ]);
    expect(await ledger(user.id)).toHaveLength(2);
    expect(await points(agent)).toBe(35);
  });
});

describe("cambio di settimana", () => {
  it("lunedì 00:00 a Roma arrivano nuove sfide; le vecchie sono scadute e non si muovono più", async () => {
    const { agent, user } = await ctx.signUp();
    const old = byCode(await active(), "registra-5-spese");
    await call(agent, gamificationContract.startChallenge).send({ challengeId: old.id });
    await addExpense(ctx, user.id, { amount: "10.00", category: "necessita", date: "2026-11-18" });

    clock.set("2026-11-22T22:59:59Z"); // Sunday 23:59:59 in Rome: still the same week
    expect(byCode(await active(), "registra-5-spese").id).toBe(old.id);
    clock.set("2026-11-22T23:00:00Z"); // Monday 23 November 00:00 in Rome
    const fresh = await active();
    expect(byCode(fresh, "registra-5-spese").id).not.toBe(old.id);
    expect(byCode(fresh, "registra-5-spese")).toMatchObject({ startsAt: "2026-11-22T23:00:00.000Z", endsAt: "2026-11-29T23:00:00.000Z" });
    // The monthly challenge runs to the month's end: the same one across the change of week.
    expect(byCode(fresh, "salva-budget")).toMatchObject({ startsAt: "2026-10-31T23:00:00.000Z", endsAt: "2026-11-30T23:00:00.000Z" });

    const expired = await call(agent, gamificationContract.startChallenge).send({ challengeId: old.id });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("Questa sfida è scaduta");
    // The new week's list for the user starts empty: last week's progress stays with last week.
    expect((await call(agent, gamificationContract.userChallenges)).body).toEqual([]);
    for (let i = 0; i < 5; i++) await addExpense(ctx, user.id, { amount: "10.00", category: "necessita", date: "2026-11-23" });
    expect(await ledger(user.id)).toHaveLength(0);
    clock.set("2026-11-18T09:00:00Z");
  });
});
