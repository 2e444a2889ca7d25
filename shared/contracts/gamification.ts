import { leaderboardProfileSchema, leaderboardQuerySchema, startChallengeSchema, type LeaderboardProfile, type Challenge, type LeaderboardEntry, type UserChallenge } from "../schemas/gamification";
import { endpoint, typeOnly } from "./define";

export const gamificationContract = {
  // The week's challenges are the same for everyone: open to visitors too.
  activeChallenges: endpoint({ method: "GET", path: "/api/challenges/active", access: "public", output: typeOnly<Challenge[]>() }),
  userChallenges: endpoint({ method: "GET", path: "/api/user/challenges", access: "user", output: typeOnly<UserChallenge[]>() }),
  startChallenge: endpoint({ method: "POST", path: "/api/user/challenges", access: "user", body: startChallengeSchema, output: typeOnly<UserChallenge>() }),
  // The user's own name on the board and the opt-out (docs/security.md).
  leaderboardProfile: endpoint({ method: "GET", path: "/api/user/leaderboard-profile", access: "user", output: typeOnly<LeaderboardProfile>() }),
  saveLeaderboardProfile: endpoint({ method: "PUT", path: "/api/user/leaderboard-profile", access: "user", body: leaderboardProfileSchema, output: typeOnly<LeaderboardProfile>() }),
  leaderboard: endpoint({ method: "GET", path: "/api/leaderboard", access: "user", query: leaderboardQuerySchema, output: typeOnly<LeaderboardEntry[]>() }),
};
