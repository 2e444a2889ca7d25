import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { romeDateString } from "@shared/calendar";
import type { Challenge } from "@shared/schemas/gamification";
import { call, createTestContext, fixedClock, type TestContext } from "../../test/harness";
import { pointsLedger } from "../../db/schema";
import { expensesContract } from "@shared/contracts/expenses";
import { gamificationContract } from "@shared/contracts/gamification";

// Honest challenges (docs/gamification.md): every qualifying action of the period counts, also
// those done before joining; a monthly challenge ends at the month's end.
const clock = fixedClock("2026-11-24T09:00:00Z"); // Tuesday 24 November
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

type Agent = ReturnType<TestContext["agent"]>;
const active = async (agent: Agent): Promise<Challenge[]> => (await call(agent, gamificationContract.activeChallenges)).body;
const recordExpense = async (agent: Agent) =>
  expect((await call(agent, expensesContract.create).send({ description: "Spesa", amount: "12,50", category: "necessita", date: romeDateString(clock.now()) })).status).toBe(201);

describe("sfide oneste", () => {
  it("due spese registrate e poi la sfida della settimana: contano entrambe; quelle della settimana prima no", async () => {
    clock.set("2026-11-20T09:00:00Z"); // the week before
    const { agent, user } = await ctx.signUp();
    await recordExpense(agent);
    clock.set("2026-11-24T09:00:00Z");
    await recordExpense(agent);
    clock.advance(60_000);
    await recordExpense(agent);
    clock.advance(60_000);
    const weekly = (await active(agent)).find((c) => c.code === "registra-5-spese")!;
    const res = await call(agent, gamificationContract.startChallenge).send({ challengeId: weekly.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentProgress: 2, completed: false });
    // Later actions keep counting from there.
    for (let i = 0; i < 3; i++) await recordExpense(agent);
    const mine = (await call(agent, gamificationContract.userChallenges)).body.find((c: { challengeId: number }) => c.challengeId === weekly.id);
    expect(mine).toMatchObject({ currentProgress: 5, completed: true });
    const paid = await ctx.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.reason, "challenge_completed")));
    expect(paid.map((p) => p.refId)).toContain(String(weekly.id));
  });

  it("una sfida già raggiunta prima di iscriversi è completata e pagata all'iscrizione, una volta", async () => {
    clock.set("2026-11-24T10:00:00Z");
    const { agent, user } = await ctx.signUp();
    await recordExpense(agent);
    const daily = (await active(agent)).find((c) => c.code === "spesa-del-giorno")!;
    const first = await call(agent, gamificationContract.startChallenge).send({ challengeId: daily.id });
    expect(first.body).toMatchObject({ currentProgress: 1, completed: true });
    await call(agent, gamificationContract.startChallenge).send({ challengeId: daily.id });
    const paid = await ctx.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.refId, String(daily.id))));
    expect(paid).toHaveLength(1);
  });

  it("la sfida mensile iniziata il 24 finisce l'ultimo giorno del mese", async () => {
    clock.set("2026-11-24T09:00:00Z");
    const { agent } = await ctx.signUp();
    const monthly = (await active(agent)).find((c) => c.challengeType === "monthly")!;
    expect(monthly).toMatchObject({ startsAt: "2026-10-31T23:00:00.000Z", endsAt: "2026-11-30T23:00:00.000Z" });
    // Still running on Monday 30 November (a new week), over on 1 December.
    clock.set("2026-11-30T20:00:00Z");
    expect((await active(agent)).find((c) => c.challengeType === "monthly")?.id).toBe(monthly.id);
    clock.set("2026-12-01T08:00:00Z");
    const december = (await active(agent)).find((c) => c.challengeType === "monthly")!;
    expect(december.id).not.toBe(monthly.id);
    expect(december.endsAt).toBe("2026-12-31T23:00:00.000Z");
  });
});
