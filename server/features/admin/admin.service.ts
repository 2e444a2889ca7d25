import type { AppDeps } from "../../deps";
import type { AdminOverview, Growth } from "@shared/schemas/admin";
import { PREMIUM_PRICE_CENTS } from "@shared/constants";
import { centsToString } from "@shared/money";
import { ratePercent } from "@shared/metrics";
import type { AnalyticsService } from "../analytics/analytics.public";
import * as repo from "./admin.repo";
import { createAiBudget } from "../chat/chat.public";

/** Performance figures cover the last 30 Rome days. */
export const PERFORMANCE_DAYS = 30;

/** Percentage change with one decimal; null when there is no base to compare with. */
export function growth(now: number, before: number): Growth {
  if (before <= 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

// Defined in shared/metrics.ts (numerator, denominator, period), shown beside each figure.
const rate = (part: number, whole: number) => ratePercent(part, whole);

/** analytics: the app's one analytics service (admin.module). */
export function createAdminService(deps: AppDeps, analytics: Pick<AnalyticsService, "performance" | "conversionMetrics">) {
  const aiBudget = createAiBudget(deps);
  return {
    async overview(): Promise<AdminOverview> {
      const now = deps.clock.now();
      const [users, premiumChanges, email, performance, metrics, ai] = await Promise.all([
        repo.userCounts(deps.db, now),
        repo.premiumChangesThisMonth(deps.db, now),
        repo.emailCounts(deps.db),
        analytics.performance(PERFORMANCE_DAYS),
        analytics.conversionMetrics(),
        aiBudget.status(),
      ]);
      // Premium users at the end of last month = now minus this month's starts plus its ends.
      const premiumBefore = users.premium - premiumChanges.started + premiumChanges.ended;
      const premiumGrowth = growth(users.premium, premiumBefore);
      return {
        users: {
          total: users.total,
          premium: users.premium,
          free: users.total - users.premium,
          totalGrowth: growth(users.total, users.before),
          newThisMonth: users.newThisMonth,
          newLastMonth: users.newLastMonth,
        },
        premium: { count: users.premium, growth: premiumGrowth },
        revenue: { monthlyEuro: centsToString(users.premium * PREMIUM_PRICE_CENTS), growth: premiumGrowth },
        conversions: {
          thisMonth: users.newThisMonth,
          lastMonth: users.newLastMonth,
          growth: growth(users.newThisMonth, users.newLastMonth),
          ratePercent: metrics.conversionRate,
        },
        email: { ...email, openRate: rate(email.opened, email.sent), clickRate: rate(email.clicked, email.sent) },
        ai: { configured: deps.ai !== null, ...ai },
        performance,
      };
    },
  };
}
