import { z } from "zod";
import { levelLabel } from "../labels";

// Points, levels, challenges and leaderboard: the rules are documented in docs/gamification.md.

export const GAMIFICATION_MESSAGES = {
  invalidChallenge: "Sfida non valida",
  challengeNotFound: "Sfida non trovata",
  challengeExpired: "Questa sfida è scaduta",
  challengeNotStarted: "Questa sfida non è ancora iniziata",
  invalidTimeframe: "Periodo della classifica non valido",
  invalidLimit: "Numero di voci non valido",
  startError: "Impossibile iniziare la sfida",
  startedTitle: "Sfida Iniziata!",
  startedBody: "Hai iniziato una nuova sfida. Buona fortuna!",
} as const;

/** Points per level: level 1 from 0 points, one more level every 50 points. */
export const POINTS_PER_LEVEL = 50;
export const levelFromPoints = (points: number) => Math.floor(Math.max(0, points) / POINTS_PER_LEVEL) + 1;
export const levelLabelFromPoints = (points: number) => levelLabel(levelFromPoints(points));

/** Points of a badge, on top of the badge itself (ledger reason "badge_earned"). */
export const BADGE_POINTS = 25;

export const startChallengeSchema = z.object({
  challengeId: z
    .number({ error: GAMIFICATION_MESSAGES.invalidChallenge })
    .int(GAMIFICATION_MESSAGES.invalidChallenge)
    .positive(GAMIFICATION_MESSAGES.invalidChallenge)
    .max(2_147_483_647, GAMIFICATION_MESSAGES.invalidChallenge),
});

export const LEADERBOARD_TIMEFRAMES = ["monthly", "allTime"] as const;
export type LeaderboardTimeframe = (typeof LEADERBOARD_TIMEFRAMES)[number];

export const leaderboardQuerySchema = z.object({
  timeframe: z.enum(LEADERBOARD_TIMEFRAMES, { error: GAMIFICATION_MESSAGES.invalidTimeframe }).default("monthly"),
  limit: z.coerce
    .number({ error: GAMIFICATION_MESSAGES.invalidLimit })
    .int(GAMIFICATION_MESSAGES.invalidLimit)
    .min(1, GAMIFICATION_MESSAGES.invalidLimit)
    .max(50, GAMIFICATION_MESSAGES.invalidLimit)
    .default(10),
});

export const LEADERBOARD_PROFILE_MESSAGES = {
  name: "Il nome in classifica deve avere da 2 a 30 caratteri, senza @",
  hidden: "Indica se vuoi restare fuori dalla classifica",
  saved: "Preferenze della classifica salvate",
} as const;

/** PUT /api/user/leaderboard-profile: the name shown on the board (empty: a pseudonym) and whether to stay off it. */
export const leaderboardProfileSchema = z.object({
  displayName: z
    .string({ error: LEADERBOARD_PROFILE_MESSAGES.name })
    .nullable()
    .optional()
    .transform((v) => (v ?? "").trim() || null)
    .refine((v) => v === null || (v.length >= 2 && v.length <= 30 && !/[@\u0000-\u001F\u007F<>]/.test(v)), LEADERBOARD_PROFILE_MESSAGES.name),
  hidden: z.boolean({ error: LEADERBOARD_PROFILE_MESSAGES.hidden }),
});
export type LeaderboardProfile = { displayName: string | null; hidden: boolean };

export type Challenge = {
  id: number;
  code: string;
  title: string;
  description: string;
  challengeType: "daily" | "weekly" | "monthly" | "milestone";
  targetValue: number;
  pointsReward: number;
  startsAt: string;
  endsAt: string;
};

export type UserChallenge = {
  challengeId: number;
  currentProgress: number;
  completed: boolean;
  startedAt: string;
  completedAt: string | null;
};

/**
 * One row of the board: no user id and nothing taken from the e-mail, only the name the user
 * chose in /account or a neutral pseudonym (docs/security.md).
 */
export type LeaderboardEntry = {
  rank: number;
  displayName: string;
  currentLevel: number;
  levelLabel: string;
  monthlyPoints: number;
  totalPoints: number;
  isCurrentUser: boolean;
};

export type BadgeSummary = { badgeType: string; earnedAt: string };

/** GET /api/dashboard/summary: the dashboard's own numbers in one call. */
export type DashboardSummary = {
  firstName: string | null;
  points: number;
  monthlyPoints: number;
  level: number;
  levelLabel: string;
  completedLessons: number;
  /** Lessons in the catalogue, the N of "x/N" (docs/courses.md, "Conteggi"). */
  totalLessons: number;
  badgesCount: number;
  recentBadges: BadgeSummary[];
  monthExpenseCount: number;
  budget: { monthlyIncome: string; necessities: string; wants: string; savings: string } | null;
  /** Consecutive Rome days with study, an expense or a saved calculation (docs/gamification.md). */
  streak: { current: number; best: number };
  /** Points still needed for the next level, from the same ledger total as `points`. */
  nextLevel: { level: number; pointsNeeded: number };
};

/** "ancora 40 punti per il livello 3": the level bar's figure from the ledger total. */
export function nextLevelOf(points: number): { level: number; pointsNeeded: number } {
  const level = levelFromPoints(points) + 1;
  return { level, pointsNeeded: (level - 1) * POINTS_PER_LEVEL - Math.max(0, points) };
}

export const nextLevelText = (n: { level: number; pointsNeeded: number }) =>
  `ancora ${n.pointsNeeded} ${n.pointsNeeded === 1 ? "punto" : "punti"} per il livello ${n.level}`;

/** Challenge progress in percent: current / target, capped at 100 (docs/gamification.md). */
export function challengePercent(current: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.round((current / target) * 100));
}

/**
 * Time left of a challenge (docs/gamification.md): past the end 'Scaduta'; more than one day, whole
 * days; otherwise whole hours; under one hour 'Ultima ora!'.
 */
export function challengeTimeLeft(endsAt: Date | string, now: Date = new Date()): string {
  const ms = new Date(endsAt).getTime() - now.getTime();
  if (ms <= 0) return "Scaduta";
  const hours = ms / 3_600_000;
  if (hours > 24) {
    const days = Math.floor(hours / 24);
    return days === 1 ? "1 giorno rimasto" : `${days} giorni rimasti`;
  }
  if (hours < 1) return "Ultima ora!";
  const h = Math.floor(hours);
  return h === 1 ? "1 ora rimasta" : `${h} ore rimaste`;
}
