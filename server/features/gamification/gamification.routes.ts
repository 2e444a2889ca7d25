import { Router } from "express";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { sendJsonText } from "../../http/json-text";
import { gamificationContract as api } from "@shared/contracts/gamification";
import type { ChallengesService } from "./challenges.service";
import type { LeaderboardService } from "./leaderboard.service";

/** The services come from the module, built once per app (docs/ARCHITECTURE.md, "Services built once"). */
export function gamificationRoutes(challenges: ChallengesService, board: LeaderboardService): Router {
  const router = Router();

  // The week's challenges are the same for everyone (no personal data): open to visitors too.
  route(router, api.activeChallenges, async (_req, res) => {
    res.json(await challenges.activeChallenges());
  });

  route(router, api.userChallenges, async (req, res) => {
    res.json(await challenges.userChallenges(currentUser(req).id));
  });

  route(router, api.startChallenge, async (req, res, { body: { challengeId } }) => {
    res.json(await challenges.start(currentUser(req).id, challengeId));
  });

  route(router, api.leaderboard, async (req, res, { query: { timeframe, limit } }) => {
    sendJsonText(res, await board.leaderboardJson(currentUser(req).id, timeframe, limit));
  });

  route(router, api.leaderboardProfile, async (req, res) => {
    res.json(await board.profile(currentUser(req).id));
  });

  route(router, api.saveLeaderboardProfile, async (req, res, { body }) => {
    res.json(await board.saveProfile(currentUser(req).id, body));
  });

  return router;
}
