import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestContext, type TestContext } from "../../test/harness";
import { awardPoints } from "./points";
import { gamificationContract } from "@shared/contracts/gamification";

// The board shows rank, points and a chosen name or a neutral pseudonym: no user id, nothing
// from the e-mail, and a way to stay off it (docs/security.md).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("classifica e riservatezza", () => {
  it("nessun id né nome preso dall'email; il nome scelto o uno pseudonimo neutro; chi vuole resta fuori", async () => {
    const mario = await ctx.signUp("mario.rossi@esempio.it");
    const lucia = await ctx.signUp("lucia.bianchi@esempio.it");
    const viewer = await ctx.signUp();
    await awardPoints(ctx.db, { userId: mario.user.id, amount: 50, reason: "quiz_passed", refId: "1", at: new Date() });
    await awardPoints(ctx.db, { userId: lucia.user.id, amount: 30, reason: "quiz_passed", refId: "1", at: new Date() });

    const board = async () => (await call(viewer.agent, gamificationContract.leaderboard, { query: { timeframe: "allTime" } })).body as Array<Record<string, unknown>>;
    const first = await board();
    expect(first.map((e) => [e.rank, e.displayName, e.totalPoints])).toEqual([
      [1, "Partecipante 1", 50],
      [2, "Partecipante 2", 30],
    ]);
    const text = JSON.stringify(first);
    for (const leak of ["Mario", "mario", "Lucia", "lucia", "@", `"id"`, `"firstName"`]) expect(text).not.toContain(leak);
    for (const e of first) expect(Object.keys(e).sort()).toEqual(["currentLevel", "displayName", "isCurrentUser", "levelLabel", "monthlyPoints", "rank", "totalPoints"]);

    // A name chosen in /account; hostile or too short names are refused.
    expect((await call(mario.agent, gamificationContract.leaderboardProfile)).body).toEqual({ displayName: null, hidden: false });
    for (const bad of ["x", "mario@rossi.it", "a".repeat(31), "<b>Mario</b>"]) {
      const res = await call(mario.agent, gamificationContract.saveLeaderboardProfile).send({ displayName: bad, hidden: false });
      expect([res.status, res.body.message]).toEqual([400, "Il nome in classifica deve avere da 2 a 30 caratteri, senza @"]);
    }
    expect((await call(mario.agent, gamificationContract.saveLeaderboardProfile).send({ displayName: "  Risparmiatore Veneto ", hidden: false })).body).toEqual({
      displayName: "Risparmiatore Veneto",
      hidden: false,
    });
    expect((await board()).map((e) => e.displayName)).toEqual(["Risparmiatore Veneto", "Partecipante 2"]);

    // Staying off the board.
    await call(lucia.agent, gamificationContract.saveLeaderboardProfile).send({ displayName: null, hidden: true }).expect(200);
    expect((await board()).map((e) => e.displayName)).toEqual(["Risparmiatore Veneto"]);
    expect((await call(lucia.agent, gamificationContract.leaderboard, { query: { timeframe: "allTime" } })).body.some((e: { isCurrentUser: boolean }) => e.isCurrentUser)).toBe(false);
    // A visitor cannot set anyone's preferences.
    expect((await call(ctx.visitor(), gamificationContract.saveLeaderboardProfile).send({ displayName: "Intruso", hidden: false })).status).toBe(401);
  });
});
