import { leaderboardQuerySchema, startChallengeSchema, type Challenge, type LeaderboardEntry, type UserChallenge } from "../schemas/gamification";
import { endpoint, typeOnly } from "./define";

export const gamificationContract = {
  // The week's challenges are the same for everyone: open to visitors too.
  activeChallenges: endpoint({ method: "GET", path: "/api/challenges/active", access: "public", output: typeOnly<Challenge[]>() }),
  userChallenges: endpoint({ method: "GET", path: "/api/user/challenges", access: "user", output: typeOnly<UserChallenge[]>() }),
  startChallenge: endpoint({ method: "POST", path: "/api/user/challenges", access: "user", body: startChallengeSchema, output: typeOnly<UserChallenge>() }),
  leaderboard: endpoint({ method: "GET", path: "/api/leaderboard", access: "user", query: leaderboardQuerySchema, output: typeOnly<LeaderboardEntry[]>() }),
};
