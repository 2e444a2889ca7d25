import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { users } from "../../db/schema";
import { RECENT_BADGES_SHOWN } from "@shared/constants";
import { levelFromPoints, levelLabelFromPoints, nextLevelOf, type DashboardSummary } from "@shared/schemas/gamification";
import { latestBudgetSql } from "../calculators/calculators.public";
import { CATALOGUE_LESSON_COUNT, completedLessonsSql } from "../courses/courses.public";
import { monthRange, romeDateString, romeMonth } from "@shared/calendar";
import { visibleMonthCountSql } from "../expenses/expenses.public";
import { activityDaysSql, badgesSql, computeStreak, userPointsSql } from "../gamification/gamification.public";

/**
 * The dashboard's numbers (docs/gamification.md) in one call: one prepared statement made of each
 * feature's public reads as subqueries (one round trip instead of six, the streak's active days included; the dashboard is the
 * page a signed-in user opens most).
 */
export function createDashboardService(deps: Pick<AppDeps, "db" | "clock" | "userReads">) {
  // The user id as a parameter in each subquery (not a reference to the outer users row, which
  // drizzle would print unqualified and PostgreSQL would read as the inner table's own id).
  const userId = sql`${sql.placeholder("userId")}::int`;
  const points = userPointsSql(userId, sql`${sql.placeholder("monthStart")}::timestamptz`);
  const badges = badgesSql(userId, RECENT_BADGES_SHOWN);
  const query = deps.db
    .select({
      points: points.total,
      monthlyPoints: points.monthly,
      completedLessons: completedLessonsSql(userId),
      badgesCount: badges.count,
      recentBadges: badges.recent,
      // The month's expenses the member sees (docs/household.md, "Totali della famiglia").
      monthExpenseCount: visibleMonthCountSql(userId, sql`${sql.placeholder("monthFrom")}::date`),
      budget: latestBudgetSql(userId),
      activityDays: activityDaysSql(userId),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("dashboard_summary");

  async function summary(user: { id: number; firstName: string | null }): Promise<DashboardSummary> {
    const now = deps.clock.now();
    const today = romeDateString(now);
    // The figures of the user's day, kept briefly per process and dropped on any change to the
    // rows they come from (docs/scale-out.md, "Letture dell'utente in cache"); the name comes
    // from the session's user, kept fresh by the session cache.
    const figures = await deps.userReads.get(user.id, `dashboard:${today}`, () => read(user.id, now, today));
    return { firstName: user.firstName, ...figures };
  }

  async function read(userId: number, now: Date, today: string): Promise<Omit<DashboardSummary, "firstName">> {
    const month = romeMonth(now);
    const { from } = monthRange(month.year, month.month);
    // The streak's days come in the same statement (a second query in parallel held a second
    // pool connection per request and halved the endpoint's throughput under load).
    const [row] = await query.execute({ userId, monthStart: month.startsAt.toISOString(), monthFrom: from });
    const streak = computeStreak(row?.activityDays ?? [], today);
    const total = Number(row?.points ?? 0);
    return {
      points: total,
      monthlyPoints: Number(row?.monthlyPoints ?? 0),
      level: levelFromPoints(total),
      levelLabel: levelLabelFromPoints(total),
      completedLessons: Number(row?.completedLessons ?? 0),
      totalLessons: CATALOGUE_LESSON_COUNT,
      badgesCount: Number(row?.badgesCount ?? 0),
      recentBadges: (row?.recentBadges ?? []).map((b) => ({ badgeType: b.badgeType, earnedAt: new Date(b.earnedAt).toISOString() })),
      monthExpenseCount: Number(row?.monthExpenseCount ?? 0),
      budget: row?.budget ?? null,
      streak,
      nextLevel: nextLevelOf(total),
    };
  }
  return { summary };
}
