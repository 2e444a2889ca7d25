import type { AppDeps } from "../../deps";
import { RECENT_BADGES_SHOWN } from "@shared/constants";
import { levelFromPoints, levelLabelFromPoints, type DashboardSummary } from "@shared/schemas/gamification";
import { getLatestBudget } from "../calculators/calculators.public";
import { countCompletedLessons } from "../courses/courses.public";
import { countExpensesInMonth } from "../expenses/expenses.public";
import { listBadges } from "../gamification/badges.repo";
import { userPoints } from "../gamification/leaderboard.repo";
import { romeMonth } from "../gamification/rome-time";

/** The dashboard's numbers (part 1 §2.6) in one call, from each feature's public reads. */
export function createDashboardService(deps: Pick<AppDeps, "db" | "clock">) {
  async function summary(user: { id: number; firstName: string | null }): Promise<DashboardSummary> {
    const { db } = deps;
    const month = romeMonth(deps.clock.now());
    const [points, completedLessons, badges, monthExpenseCount, budget] = await Promise.all([
      userPoints(db, user.id, month.startsAt),
      countCompletedLessons(db, user.id),
      listBadges(db, user.id),
      countExpensesInMonth(db, user.id, month.year, month.month),
      getLatestBudget(db, user.id),
    ]);
    return {
      firstName: user.firstName,
      points: points.total,
      monthlyPoints: points.monthly,
      level: levelFromPoints(points.total),
      levelLabel: levelLabelFromPoints(points.total),
      completedLessons,
      badgesCount: badges.length,
      recentBadges: badges.slice(0, RECENT_BADGES_SHOWN).map((b) => ({ badgeType: b.badgeType, earnedAt: b.earnedAt.toISOString() })),
      monthExpenseCount,
      budget,
    };
  }
  return { summary };
}
