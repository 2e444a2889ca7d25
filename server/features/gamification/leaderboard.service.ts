import type { AppDeps } from "../../deps";
import { ttlCache } from "../../lib/ttl-cache";
import { levelFromPoints, levelLabelFromPoints, type LeaderboardEntry, type LeaderboardTimeframe } from "@shared/schemas/gamification";
import { rankUsers } from "./leaderboard.repo";
import { romeMonth } from "@shared/calendar";

/** Shown instead of a missing first name: never the email. */
export const ANONYMOUS_NAME = "Utente";

export function createLeaderboardService(deps: Pick<AppDeps, "db" | "clock" | "config">) {
  // The ranking is the same for every viewer (only isCurrentUser differs) and sums the whole
  // ledger: each process keeps it for PUBLIC_CACHE_TTL_MS per timeframe, size and month.
  const rankings = new Map<string, ReturnType<typeof ttlCache<Awaited<ReturnType<typeof rankUsers>>>>>();
  function ranking(timeframe: LeaderboardTimeframe, limit: number) {
    const month = romeMonth(deps.clock.now());
    const key = `${timeframe}:${limit}:${month.key}`;
    let cache = rankings.get(key);
    if (!cache) {
      if (rankings.size > 100) rankings.clear();
      cache = ttlCache(deps.config.PUBLIC_CACHE_TTL_MS, () => rankUsers(deps.db, { timeframe, monthStart: month.startsAt, limit }), () => deps.clock.now().getTime());
      rankings.set(key, cache);
    }
    return cache.get();
  }

  async function leaderboard(viewerId: number, timeframe: LeaderboardTimeframe, limit: number): Promise<LeaderboardEntry[]> {
    const rows = await ranking(timeframe, limit);
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
