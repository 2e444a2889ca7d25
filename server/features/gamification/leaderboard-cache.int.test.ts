import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext, fixedClock } from "../../test/harness";
import { awardPoints } from "./points";
import type { LeaderboardEntry } from "@shared/schemas/gamification";
import { gamificationContract } from "@shared/contracts/gamification";

// The ranking is kept per process for LEADERBOARD_CACHE_TTL_MS (here 5 s on a fixed clock).
const clock = fixedClock("2026-11-18T09:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock, config: { LEADERBOARD_CACHE_TTL_MS: "5000" } as NodeJS.ProcessEnv });
});
afterAll(() => ctx.close());

describe("classifica tenuta per qualche secondo", () => {
  it("ognuno si vede segnato come utente corrente anche sulla classifica tenuta; i nuovi punti contano dopo il TTL e un aggiornamento in sottofondo", async () => {
    const anna = await ctx.signUp();
    const bruno = await ctx.signUp();
    await awardPoints(ctx.db, { userId: anna.user.id, amount: 30, reason: "quiz_passed", refId: "1", at: clock.now() });
    await awardPoints(ctx.db, { userId: bruno.user.id, amount: 20, reason: "quiz_passed", refId: "1", at: clock.now() });
    await call(anna.agent, gamificationContract.saveLeaderboardProfile).send({ displayName: "Anna", hidden: false }).expect(200);
    await call(bruno.agent, gamificationContract.saveLeaderboardProfile).send({ displayName: "Bruno", hidden: false }).expect(200);
    const board = async (agent: typeof anna.agent) => (await call(agent, gamificationContract.leaderboard, { query: { timeframe: "monthly" } })).body as LeaderboardEntry[];

    const seenByAnna = await board(anna.agent);
    const seenByBruno = await board(bruno.agent);
    expect(seenByAnna.map((e) => [e.displayName, e.totalPoints, e.isCurrentUser])).toEqual([
      ["Anna", 30, true],
      ["Bruno", 20, false],
    ]);
    expect(seenByBruno.map((e) => [e.displayName, e.isCurrentUser])).toEqual([
      ["Anna", false],
      ["Bruno", true],
    ]);

    await awardPoints(ctx.db, { userId: bruno.user.id, amount: 50, reason: "quiz_passed", refId: "2", at: clock.now() });
    expect((await board(bruno.agent)).map((e) => e.displayName)).toEqual(["Anna", "Bruno"]);
    clock.advance(5_001);
    // Expired: the kept ranking answers once more while it is refreshed in the background, then the new one.
    expect((await board(bruno.agent)).map((e) => e.displayName)).toEqual(["Anna", "Bruno"]);
    let after = await board(bruno.agent);
    for (let i = 0; i < 100 && after[0]?.displayName !== "Bruno"; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await board(bruno.agent);
    }
    expect(after.map((e) => [e.displayName, e.monthlyPoints, e.rank, e.isCurrentUser])).toEqual([
      ["Bruno", 70, 1, true],
      ["Anna", 30, 2, false],
    ]);
  });
});
