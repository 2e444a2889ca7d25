import { describe, expect, it } from "vitest";
import type { Challenge, UserChallenge } from "@shared/schemas/gamification";
import { orderChallenges } from "./challenges-widget";

const c = (id: number) => ({ id, code: `c${id}`, title: `Sfida ${id}` }) as Challenge;
const s = (challengeId: number, completed: boolean) => ({ challengeId, currentProgress: 1, completed, startedAt: "", completedAt: null }) as UserChallenge;

describe("ordine delle sfide nel widget", () => {
  it("prima quelle in corso, poi le completate, poi quelle da iniziare; a parità l'ordine del catalogo", () => {
    const states = new Map([
      [2, s(2, true)],
      [4, s(4, false)],
      [5, s(5, true)],
    ]);
    expect(orderChallenges([c(1), c(2), c(3), c(4), c(5)], states).map((x) => x.id)).toEqual([4, 2, 5, 1, 3]);
    expect(orderChallenges([c(1), c(2), c(3)], new Map()).map((x) => x.id)).toEqual([1, 2, 3]);
  });
});
