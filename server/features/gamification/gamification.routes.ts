import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/guards";
import { parse } from "../../http/validate";
import { leaderboardProfileSchema, leaderboardQuerySchema, startChallengeSchema } from "@shared/schemas/gamification";
import { createChallengesService } from "./challenges.service";
import { createLeaderboardService } from "./leaderboard.service";

export function gamificationRoutes(deps: AppDeps): Router {
  const router = Router();
  const challenges = createChallengesService(deps);
  const board = createLeaderboardService(deps);

  // The week's challenges are the same for everyone (no personal data): open to visitors too.
  router.get("/api/challenges/active", async (_req, res) => {
    res.json(await challenges.activeChallenges());
  });

  router.get("/api/user/challenges", requireUser, async (req, res) => {
    res.json(await challenges.userChallenges(currentUser(req).id));
  });

  router.post("/api/user/challenges", requireUser, async (req, res) => {
    const { challengeId } = parse(startChallengeSchema, req.body);
    res.json(await challenges.start(currentUser(req).id, challengeId));
  });

  router.get("/api/leaderboard", requireUser, async (req, res) => {
    const { timeframe, limit } = parse(leaderboardQuerySchema, req.query);
    res.json(await board.leaderboard(currentUser(req).id, timeframe, limit));
  });

  router.get("/api/user/leaderboard-profile", requireUser, async (req, res) => {
    res.json(await board.profile(currentUser(req).id));
  });

  router.put("/api/user/leaderboard-profile", requireUser, async (req, res) => {
    res.json(await board.saveProfile(currentUser(req).id, parse(leaderboardProfileSchema, req.body ?? {})));
  });

  return router;
}
