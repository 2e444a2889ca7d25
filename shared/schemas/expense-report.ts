import type { ExpenseCategory } from "../constants";
import type { ExpenseSubcategory } from "../expense-subcategories";
import type { Expense } from "./expenses";

// GET /api/user/expenses/report (docs/expenses.md, "Month report"). Amounts are strings with two
// decimals ("1234.50"), summed exactly by PostgreSQL's numeric.

/** How many months the trend shows, the asked one included. */
export const REPORT_TREND_MONTHS = 6;
/** How many of the month's largest expenses the report lists. */
export const REPORT_LARGEST = 5;

export type BucketLine = { bucket: ExpenseCategory; total: string; count: number; budget: string | null };
export type SubcategoryLine = { subcategory: ExpenseSubcategory; total: string; count: number };
export type TrendPoint = { month: string; total: string };

export type ExpenseReport = {
  /** "YYYY-MM" of the report. */
  month: string;
  total: string;
  count: number;
  /** The three buckets, each against its share of the saved 50/30/20 budget (null: no budget saved). */
  byBucket: BucketLine[];
  /**
   * Free users get only the current month's bucket totals: the rest is null and `locked` is true
   * (the page shows a preview of what Premium adds).
   */
  locked: boolean;
  bySubcategory: SubcategoryLine[] | null;
  /** Oldest first, the asked month last. */
  trend: TrendPoint[] | null;
  largest: Expense[] | null;
  previous: { month: string; total: string; change: string; changePercent: number | null } | null;
};
