// The administrator overview (docs/accounts.md). Every figure is computed from stored data;
// null means "not available" and is shown as '—', never replaced by an invented number.

/** Change versus last month in percent (one decimal), or null when last month has no base. */
export type Growth = number | null;

export type AdminOverview = {
  users: { total: number; premium: number; free: number; totalGrowth: Growth; newThisMonth: number; newLastMonth: number };
  premium: { count: number; growth: Growth };
  revenue: { monthlyEuro: string; growth: Growth };
  conversions: { thisMonth: number; lastMonth: number; growth: Growth; ratePercent: number | null };
  email: { sent: number; opened: number; clicked: number; openRate: number | null; clickRate: number | null; pending: number };
  /** The language model's day (docs/security.md): configured, budget, tokens used, spent. */
  ai: { configured: boolean; dailyTokenBudget: number; usedToday: number; spent: boolean };
  performance: {
    /** average page views per day over the last 30 days */
    dailyVisits: number;
    averageSessionSeconds: number | null;
    bounceRate: number | null;
    pagesPerSession: number | null;
    sessions: number;
  };
};
