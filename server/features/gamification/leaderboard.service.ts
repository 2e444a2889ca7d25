import type { AppDeps } from "../../deps";
import { levelFromPoints, levelLabelFromPoints, type LeaderboardEntry, type LeaderboardTimeframe } from "@shared/schemas/gamification";
import { rankUsers } from "./leaderboard.repo";
import { romeMonth } from "./rome-time";

/** Shown instead of a missing first name: never the email. */
export const ANONYMOUS_NAME = "Utente";

export function createLeaderboardService(deps: Pick<AppDeps, "db" | "clock">) {
  async function leaderboard(viewerId: number, timeframe: LeaderboardTimeframe, limit: number): Promise<LeaderboardEntry[]> {
    const rows = await rankUsers(deps.db, { timeframe, monthStart: romeMonth(deps.clock.now()).startsAt, limit });
    return rows.map((r, i) => ({
      id: r.id,
      rank: i + 1,
      firstName: r.firstName?.trim() || ANONYMOUS_NAME,
      // The level follows the user's total points, whatever the timeframe.
      currentLevel: levelFromPoints(Number(r.totalPoints)),
      levelLabel: levelLabelFromPoints(Number(r.totalPoints)),
      monthlyPoints: Number(r.monthlyPoints),
      totalPoints: Number(r.totalPoints),
      isCurrentUser: r.id === viewerId,
    }));
  }
  return { leaderboard };
}
