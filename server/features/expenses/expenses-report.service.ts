// The month report (docs/expenses.md, "Month report"): the Premium plan's "report dettagliati".
// Sums come from PostgreSQL's numeric (exact to the cent); differences are computed in cents.
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { EXPENSE_CATEGORIES, type ExpenseCategory } from "@shared/constants";
import { EXPENSE_SUBCATEGORIES, type ExpenseSubcategory } from "@shared/expense-subcategories";
import { addMonths, monthKey, monthRange, romeParts } from "@shared/calendar";
import { centsToString, toCents } from "@shared/money";
import { EXPENSE_MESSAGES } from "@shared/schemas/expenses";
import { REPORT_LARGEST, REPORT_TREND_MONTHS, type ExpenseReport } from "@shared/schemas/expense-report";
import { createBudgetReads } from "../calculators/calculators.public";
import * as repo from "./expenses.repo";
import { toExpense } from "./expenses.service";
import { keptJson } from "../../perf/kept-json";

type Actor = { id: number; isPremium: boolean };

/** Which share of the saved budget each bucket is measured against. */
const BUDGET_SHARE = { necessita: "necessities", desideri: "wants", risparmi: "savings" } as const;

export function createExpenseReportService(deps: Pick<AppDeps, "db" | "clock" | "userReads">) {
  const budgets = createBudgetReads(deps.db);

  /** The report as JSON text, kept per user, plan and day (docs/scale-out.md, "Letture della storia in cache"). */
  const reportJson = (user: Actor, q: { month?: number; year?: number }): Promise<Buffer> =>
    keptJson(deps, user.id, "report", [user.isPremium, q.year, q.month], () => report(user, q));
  return { reportJson };

  async function report(user: Actor, q: { month?: number; year?: number }): Promise<ExpenseReport> {
    const now = romeParts(deps.clock.now());
    const ym = { year: q.year ?? now.year, month: q.month ?? now.month };
    const isCurrent = ym.year === now.year && ym.month === now.month;
    // Free users: the current month's bucket totals, and a preview of the rest on the page.
    if (!user.isPremium && !isCurrent) throw new AppError("premium_required", EXPENSE_MESSAGES.reportPremium);

    // The month's buckets and (Premium) the trend's months in one read of the totals the database
    // keeps (docs/expenses.md, "Totali per categoria e mese"): no scan of the history.
    const key = monthKey(ym);
    const first = user.isPremium ? addMonths(ym, -(REPORT_TREND_MONTHS - 1)) : ym;
    const [totals, budget] = await Promise.all([
      repo.memberMonthTotals(deps.db, user.id, monthRange(first.year, first.month).from, monthRange(ym.year, ym.month).from),
      budgets.latestBudget(user.id),
    ]);
    const bucketRows = totals.filter((r) => r.month === key);
    const byBucket = EXPENSE_CATEGORIES.map((bucket: ExpenseCategory) => {
      const row = bucketRows.find((r) => r.category === bucket);
      return { bucket, total: row?.total ?? "0.00", count: row?.count ?? 0, budget: budget ? centsToString(toCents(budget[BUDGET_SHARE[bucket]])) : null };
    });
    // Every stored row counts in the total, even a bucket outside the three (none is expected).
    const totalCents = bucketRows.reduce((sum, r) => sum + toCents(r.total), 0);
    const count = bucketRows.reduce((sum, r) => sum + r.count, 0);
    const base = { month: key, total: centsToString(totalCents), count, byBucket };
    if (!user.isPremium) return { ...base, locked: true, bySubcategory: null, trend: null, largest: null, previous: null };

    const [subRows, largest] = await Promise.all([
      repo.subcategoryTotalsInMonth(deps.db, user.id, ym.year, ym.month),
      repo.largestInMonth(deps.db, user.id, ym.year, ym.month, REPORT_LARGEST),
    ]);
    const bySubcategory = subRows
      .map((r) => ({ subcategory: (EXPENSE_SUBCATEGORIES as readonly string[]).includes(r.key) ? (r.key as ExpenseSubcategory) : "altro", total: r.total, count: r.count }))
      .sort((a, b) => toCents(b.total) - toCents(a.total) || a.subcategory.localeCompare(b.subcategory));
    const trend = Array.from({ length: REPORT_TREND_MONTHS }, (_, i) => {
      const month = monthKey(addMonths(first, i));
      return { month, total: centsToString(totals.filter((r) => r.month === month).reduce((sum, r) => sum + toCents(r.total), 0)) };
    });
    const prevTotal = toCents(trend[trend.length - 2]!.total);
    const change = totalCents - prevTotal;
    return {
      ...base,
      locked: false,
      bySubcategory,
      trend,
      largest: largest.map(toExpense),
      previous: {
        month: trend[trend.length - 2]!.month,
        total: centsToString(prevTotal),
        change: centsToString(change),
        // Percent with one decimal; none when last month had nothing to compare with.
        changePercent: prevTotal === 0 ? null : Math.round((change / prevTotal) * 1000) / 10,
      },
    };
  }
}
