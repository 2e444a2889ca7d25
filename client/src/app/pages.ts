import { lazy } from "react";

// Every screen is its own chunk, loaded when its route is visited.
export const pages = {
  Landing: lazy(() => import("@/features/auth/pages/landing-page")),
  Login: lazy(() => import("@/features/auth/pages/login-page")),
  AdminLogin: lazy(() => import("@/features/auth/pages/admin-login-page")),
  Dashboard: lazy(() => import("@/features/dashboard/pages/dashboard-page")),
  Alerts: lazy(() => import("@/features/alerts/pages/alerts-page")),
  Analytics: lazy(() => import("@/features/analytics/pages/analytics-page")),
  ConversionDashboard: lazy(() => import("@/features/analytics/pages/conversion-dashboard-page")),
  BudgetCalculator: lazy(() => import("@/features/calculators/pages/budget-calculator-page")),
  PacSimulator: lazy(() => import("@/features/calculators/pages/pac-simulator-page")),
  MortgageCalculator: lazy(() => import("@/features/calculators/pages/mortgage-calculator-page")),
  CalculatorsHub: lazy(() => import("@/features/calculators/pages/calculators-hub-page")),
  SavingTips: lazy(() => import("@/features/calculators/pages/saving-tips-page")),
  Courses: lazy(() => import("@/features/courses/pages/courses-page")),
  CourseDetail: lazy(() => import("@/features/courses/pages/course-detail-page")),
  Expenses: lazy(() => import("@/features/expenses/pages/expenses-page")),
  Subscribe: lazy(() => import("@/features/billing/pages/subscribe-page")),
  Feedback: lazy(() => import("@/features/feedback/pages/feedback-page")),
  Admin: lazy(() => import("@/features/admin/pages/admin-page")),
  Blog: lazy(() => import("@/features/blog/pages/blog-page")),
  BlogArticle: lazy(() => import("@/features/blog/pages/blog-article-page")),
  Guide: lazy(() => import("@/features/guide/pages/guide-page")),
  ContentMarketing: lazy(() => import("@/features/marketing/pages/content-marketing-page")),
  EmailAutomation: lazy(() => import("@/features/marketing/pages/email-automation-page")),
  NotFound: lazy(() => import("./not-found")),
};
