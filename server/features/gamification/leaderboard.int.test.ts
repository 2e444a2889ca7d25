import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext, fixedClock } from "../../test/harness";
import { awardPoints } from "./points";
import type { LeaderboardEntry } from "@shared/schemas/gamification";
import { gamificationContract } from "@shared/contracts/gamification";

// 18 November 2026 in Rome: "monthly" counts from 1 November 00:00 Rome (31 Oct 23:00 UTC).
const clock = fixedClock("2026-11-18T09:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

const OCTOBER = new Date("2026-10-31T22:59:59Z"); // 31 Oct 23:59:59 in Rome
const NOVEMBER = new Date("2026-10-31T23:00:00Z"); // 1 Nov 00:00 in Rome

describe("classifica", () => {
  it("ordina per punti del mese o totali, con parità deterministiche; chi non ha punti non compare", async () => {
    const anna = await ctx.signUp();
    const bruno = await ctx.signUp();
    const carla = await ctx.signUp();
    const dario = await ctx.signUp(); // never earns points
    const elena = await ctx.signUp();
    await call(anna.agent, gamificationContract.saveLeaderboardProfile).send({ displayName: "Anna", hidden: false }).expect(200);
    await call(bruno.agent, gamificationContract.saveLeaderboardProfile).send({ displayName: "Bruno", hidden: false }).expect(200);
    await call(carla.agent, gamificationContract.saveLeaderboardProfile).send({ displayName: "Carla", hidden: false }).expect(200);
    await call(dario.agent, gamificationContract.saveLeaderboardProfile).send({ displayName: "Dario", hidden: false }).expect(200);
    // elena chose no name: a neutral pseudonym from her rank
    const give = (userId: number, amount: number, at: Date, ref: string) => awardPoints(ctx.db, { userId, amount, reason: "quiz_passed", refId: ref, at });
    await give(anna.user.id, 500, OCTOBER, "1"); // all time 510, month 10
    await give(anna.user.id, 10, NOVEMBER, "2");
    await give(bruno.user.id, 40, NOVEMBER, "1"); // all time 40, month 40
    await give(carla.user.id, 40, NOVEMBER, "1"); // tie with bruno: registered later
    await give(elena.user.id, 200, OCTOBER, "1"); // nothing this month

    const monthly = (await call(anna.agent, gamificationContract.leaderboard, { query: { timeframe: "monthly" } })).body;
    // Only this test's users have points yet: the board is theirs.
    const mine = (list: LeaderboardEntry[]) => list;
    expect(mine(monthly).map((e) => [e.displayName, e.monthlyPoints])).toEqual([
      ["Bruno", 40],
      ["Carla", 40],
      ["Anna", 10],
    ]);
    expect(monthly[0]).toMatchObject({ rank: 1, displayName: "Bruno", currentLevel: 1, levelLabel: "Principiante", totalPoints: 40, isCurrentUser: false });
    expect(monthly.map((e: { rank: number }) => e.rank)).toEqual(monthly.map((_: unknown, i: number) => i + 1));

    const allTime = mine((await call(anna.agent, gamificationContract.leaderboard, { query: { timeframe: "allTime" } })).body);
    expect(allTime.map((e) => [e.displayName, e.totalPoints, e.currentLevel, e.levelLabel])).toEqual([
      ["Anna", 510, 11, "Master"],
      ["Partecipante 2", 200, 5, "Esperto"],
      ["Bruno", 40, 1, "Principiante"],
      ["Carla", 40, 1, "Principiante"],
    ]);
    expect(allTime[0].isCurrentUser).toBe(true);
    // Default is monthly; the answer never carries an email.
    const byDefault = await call(anna.agent, gamificationContract.leaderboard);
    expect(byDefault.body).toEqual(monthly);
    expect(JSON.stringify(byDefault.body)).not.toContain("@");
    expect((await call(anna.agent, gamificationContract.leaderboard, { query: { limit: 1 } })).body).toHaveLength(1);
  });

  it("rifiuta periodi non validi e i visitatori", async () => {
    const { agent } = await ctx.signUp();
    const bad = await call(agent, gamificationContract.leaderboard, { query: { timeframe: "weekly" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Periodo della classifica non valido");
    expect((await call(agent, gamificationContract.leaderboard, { query: { limit: 0 } })).status).toBe(400);
    expect((await call(ctx.visitor(), gamificationContract.leaderboard)).status).toBe(401);
  });
});
