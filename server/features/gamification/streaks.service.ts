import type { AppDeps } from "../../deps";
import { romeDateString } from "@shared/calendar";
import type { BadgesService } from "./badges.service";
import { computeStreak, type Streak } from "./streaks";
import { insertActivityDay, listActivityDays } from "./streaks.repo";

/** Streak badges: a run of this many days earns the badge once (docs/gamification.md). */
const STREAK_BADGES = [
  { days: 7, badge: "serie_7" },
  { days: 30, badge: "serie_30" },
] as const;

/** Most users whose recorded day a process remembers (the memory is emptied past it). */
const RECORDED_MAX = 50_000;

export type StreaksService = ReturnType<typeof createStreaksService>;

/** badges: the app's one badges service (gamification.module). */
export function createStreaksService(deps: Pick<AppDeps, "db" | "clock">, badges: Pick<BadgesService, "award">) {
  const { db, clock } = deps;

  async function streak(userId: number): Promise<Streak> {
    return computeStreak(await listActivityDays(db, userId), romeDateString(clock.now()));
  }

  // The users whose day this process has already recorded, badges included (user id -> Rome
  // day). The streak only changes with a new day, so a second action of the day has nothing to
  // do: two statements saved on every expense after the first (docs/events.md). Set only once
  // the whole reaction succeeded, so a crash or a failure leaves the day to be recorded again.
  const recorded = new Map<number, string>();

  /** Today (in Rome) counts for the user's streak; a run reaching 7 or 30 days earns its badge. */
  async function recordActivity(userId: number): Promise<void> {
    const today = romeDateString(clock.now());
    if (recorded.get(userId) === today) return;
    await insertActivityDay(db, userId, today);
    const { current } = await streak(userId);
    for (const b of STREAK_BADGES) if (current >= b.days) await badges.award(userId, b.badge);
    if (recorded.size >= RECORDED_MAX) recorded.clear();
    recorded.set(userId, today);
  }

  return { streak, recordActivity };
}
