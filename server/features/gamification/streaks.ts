import { addDays } from "@shared/calendar";

export type Streak = { current: number; best: number };

/**
 * Current and best run of consecutive active days (docs/gamification.md). The current run is
 * still alive on a day without activity yet (today can still count) and ends when a whole day
 * passes without any: a missed day resets it, nothing else is lost.
 */
export function computeStreak(days: readonly string[], today: string): Streak {
  let best = 0;
  let run = 0;
  let prev: string | null = null;
  for (const d of days) {
    if (d > today) break;
    run = prev !== null && addDays(prev, 1) === d ? run + 1 : 1;
    best = Math.max(best, run);
    prev = d;
  }
  const alive = prev === today || (prev !== null && addDays(prev, 1) === today);
  return { current: alive ? run : 0, best };
}
