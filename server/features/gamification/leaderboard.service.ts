import type { AppDeps } from "../../deps";
import { ttlCache } from "../../lib/ttl-cache";
import { levelFromPoints, levelLabelFromPoints, type LeaderboardEntry, type LeaderboardTimeframe } from "@shared/schemas/gamification";
import { findLeaderboardProfile, rankUsers, saveLeaderboardProfile } from "./leaderboard.repo";
import { AppError } from "../../http/errors";
import { MESSAGES } from "@shared/labels";
import { romeMonth } from "@shared/calendar";

/** A neutral pseudonym for a user who chose no name: from the rank, never the e-mail or the id. */
export const pseudonym = (rank: number) => `Partecipante ${rank}`;

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;

type Ranking = Awaited<ReturnType<typeof rankUsers>>;

/**
 * A ranking's entries as JSON text, built once per loaded ranking: each entry as it reads for
 * everyone and as it reads for its own user (isCurrentUser), so an answer is a join of strings
 * (docs/scale-out.md, "Where the shared state lives").
 */
function serialised(rows: Ranking): { ids: number[]; others: string[]; own: string[] } {
  const entries = rows.map((r, i) => ({
    rank: i + 1,
    displayName: r.displayName?.trim() || pseudonym(i + 1),
    // The level follows the user's total points, whatever the timeframe.
    currentLevel: levelFromPoints(Number(r.totalPoints)),
    levelLabel: levelLabelFromPoints(Number(r.totalPoints)),
    monthlyPoints: Number(r.monthlyPoints),
    totalPoints: Number(r.totalPoints),
  }));
  return {
    ids: rows.map((r) => r.id),
    others: entries.map((e) => JSON.stringify({ ...e, isCurrentUser: false } satisfies LeaderboardEntry)),
    own: entries.map((e) => JSON.stringify({ ...e, isCurrentUser: true } satisfies LeaderboardEntry)),
  };
}

export function createLeaderboardService(deps: Pick<AppDeps, "db" | "clock" | "config">) {
  // The ranking is the same for every viewer (only isCurrentUser differs) and sums the whole
  // ledger: each process keeps it for LEADERBOARD_CACHE_TTL_MS per timeframe, size and month, then
  // refreshes it in the background while the expired one answers (docs/scale-out.md, "Where the
  // shared state lives").
  const rankings = new Map<string, ReturnType<typeof ttlCache<ReturnType<typeof serialised>>>>();
  function ranking(timeframe: LeaderboardTimeframe, limit: number) {
    const month = romeMonth(deps.clock.now());
    const key = `${timeframe}:${limit}:${month.key}`;
    let cache = rankings.get(key);
    if (!cache) {
      if (rankings.size > 100) rankings.clear();
      cache = ttlCache(deps.config.LEADERBOARD_CACHE_TTL_MS, async () => serialised(await rankUsers(deps.db, { timeframe, monthStart: month.startsAt, limit })), () => deps.clock.now().getTime(), {
        staleWhileRevalidate: true,
      });
      rankings.set(key, cache);
    }
    return cache.get();
  }

  /** The board as the viewer reads it, as JSON text (LeaderboardEntry[]). */
  async function leaderboardJson(viewerId: number, timeframe: LeaderboardTimeframe, limit: number): Promise<string> {
    const { ids, others, own } = await ranking(timeframe, limit);
    const mine = ids.indexOf(viewerId);
    if (mine < 0) return `[${others.join(",")}]`;
    return `[${[...others.slice(0, mine), own[mine], ...others.slice(mine + 1)].join(",")}]`;
  }
  async function profile(userId: number) {
    const row = await findLeaderboardProfile(deps.db, userId);
    if (!row) throw new AppError("not_found", MESSAGES.notFound);
    return row;
  }

  async function saveProfile(userId: number, v: { displayName: string | null; hidden: boolean }) {
    const row = await saveLeaderboardProfile(deps.db, userId, v);
    if (!row) throw new AppError("not_found", MESSAGES.notFound);
    // The board is cached per process: a user who leaves it must not stay there for a while.
    rankings.clear();
    return row;
  }
  return { leaderboardJson, profile, saveProfile };
}
