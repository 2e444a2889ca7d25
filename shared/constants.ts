// Business constants (prices, limits, thresholds), each stated in the docs/ page of its feature.
// One place, imported by client and server alike.

export const PASSWORD_MIN_LENGTH = 6;

export const PREMIUM_PRICE_EUR = "9.90";
export const PREMIUM_PRICE_CENTS = 990;
export const PREMIUM_TRIAL_DAYS = 7;
export const REFUND_GUARANTEE_DAYS = 30;
export const FREE_EXPENSE_LIMIT = 10;
/** Goals a free user may keep; Premium and the demo trial have no limit (docs/plan.md, "Piani"). */
export const FREE_GOAL_LIMIT = 2;
/** Debts a free user may store for the payoff planner; Premium and the demo trial have no limit (docs/calculators.md, "Piano di rientro dai debiti"). */
export const FREE_DEBT_LIMIT = 2;

export const QUIZ_PASS_MARK = 70;
export const QUIZ_PASS_POINTS = 10;
export const RECENT_BADGES_SHOWN = 3;
export const FREE_LESSONS_PREVIEW = 4;
export const PAC_HISTORY_SHOWN = 6;
export const BULK_KEYWORDS_MAX = 10;

export const TIMINGS = {
  notFoundRedirectMs: 3000,
  postLoginReloadMs: 1000,
  guardRedirectMs: 500,
  authCheckDelayMs: 100,
  conversionRefreshMs: 30_000,
  currentUserStaleMs: 600_000,
} as const;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  removeDelayMs: 1_000_000,
} as const;

export const WIDGET_DEFAULTS = {
  alerts: 5,
  challenges: 3,
  leaderboard: 10,
} as const;

export const DASHBOARD_WIDGETS = {
  alerts: 3,
  challenges: 3,
  leaderboard: 5,
} as const;

export const ACTIVE_SESSION_WINDOW_MIN = 30;
export const ANALYTICS_PERIODS = [7, 14, 30] as const;
export const TOP_PAGES = 10;

export const BUDGET_SPLIT = { necessities: 50, wants: 30, savings: 20 } as const;

export const TIME_ZONE = "Europe/Rome";
export const LOCALE = "it-IT";
export const CONTACT_EMAIL = "info@finanzafamiliare.it";
export const APP_NAME = "Finanza Familiare";

export const EXPENSE_CATEGORIES = ["necessita", "desideri", "risparmi"] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const FEEDBACK_TYPES = ["suggestion", "bug", "feature", "content", "praise"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ["new", "reviewed", "in_progress", "completed", "rejected"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const ALERT_PRIORITIES = ["high", "medium", "low"] as const;
export type AlertPriority = (typeof ALERT_PRIORITIES)[number];

export const BADGE_TYPES = ["risparmiatore", "investitore", "budget_master", "serie_7", "serie_30"] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export const CHALLENGE_TYPES = ["daily", "weekly", "monthly", "milestone"] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];
