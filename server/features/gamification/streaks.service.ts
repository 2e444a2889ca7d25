import type { AppDeps } from "../../deps";
import { romeDateString } from "@shared/calendar";
import { createBadgesService } from "./badges.service";
import { computeStreak, type Streak } from "./streaks";
import { insertActivityDay, listActivityDays } from "./streaks.repo";

/** Streak badges: a run of this many days earns the badge once (docs/gamification.md). */
const STREAK_BADGES = [
  { days: 7, badge: "serie_7" },
  { days: 30, badge: "serie_30" },
] as const;

export function createStreaksService(deps: Pick<AppDeps, "db" | "clock">) {
  const { db, clock } = deps;
  const badges = createBadgesService(deps);

  async function streak(userId: number): Promise<Streak> {
    return computeStreak(await listActivityDays(db, userId), romeDateString(clock.now()));
  }

  /** Today (in Rome) counts for the user's streak; a run reaching 7 or 30 days earns its badge. */
  async function recordActivity(userId: number): Promise<void> {
    await insertActivityDay(db, userId, romeDateString(clock.now()));
    const { current } = await streak(userId);
    for (const b of STREAK_BADGES) if (current >= b.days) await badges.award(userId, b.badge);
  }

  return { streak, recordActivity };
}
