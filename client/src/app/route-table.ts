import type { pages } from "./pages";

/**
 * The client's route table as data (docs/client.md, "Route table"): AppRoutes renders it and the
 * e2e journeys (routes, accessibility, narrow screen) read their list of paths from it. Only a
 * type comes from ./pages, so reading the table loads no page module.
 */
type PageKey = keyof typeof pages;

/** Who the path exists for: everyone, or only while signed in / signed out. */
type Audience = "everyone" | "signedIn" | "signedOut";

export type RouteEntry = {
  path: string;
  /** The lazy page shown; `redirect` sends the browser elsewhere instead. */
  page?: PageKey;
  redirect?: string;
  who: Audience;
  /**
   * The guard (docs/client.md, "Route table"): "always" wraps the page in it; "visitors" puts the
   * guard on the path for visitors only (the page itself exists for signed-in users).
   */
  guarded?: "always" | "visitors";
  /** An administrator page, or a page reached from a link sent by e-mail. */
  kind?: "admin" | "link";
  /** The path also matches everything below it (the guide's chapters). */
  nest?: boolean;
};

export const ROUTES: readonly RouteEntry[] = [
  // For everyone.
  { path: "/blog", page: "Blog", who: "everyone" },
  { path: "/blog/:slug", page: "BlogArticle", who: "everyone" },
  { path: "/guida-principianti", page: "Guide", who: "everyone", nest: true },
  { path: "/feedback", page: "Feedback", who: "everyone" },
  { path: "/admin", page: "Admin", who: "everyone", kind: "admin" },
  { path: "/admin-login", page: "AdminLogin", who: "everyone", kind: "admin" },
  { path: "/conversion-dashboard", page: "ConversionDashboard", who: "everyone", kind: "admin" },
  // /calcolatori and /calcolatori/budget are shortcuts the dashboard and the guide link to.
  { path: "/calcolatori", page: "CalculatorsHub", who: "everyone" },
  { path: "/calcolatori/budget", page: "BudgetCalculator", who: "everyone" },
  { path: "/calcolatori/tfr", page: "TfrVsFund", who: "everyone" },
  { path: "/benefits", page: "Benefits", who: "everyone" },
  { path: "/mortgage-calculator", page: "MortgageCalculator", who: "everyone" },
  { path: "/debts", page: "Debts", who: "everyone" },
  { path: "/content-marketing", page: "ContentMarketing", who: "everyone", kind: "admin" },
  { path: "/disiscrizione", page: "Unsubscribe", who: "everyone", kind: "link" },
  { path: "/newsletter/conferma", page: "ConfirmSubscription", who: "everyone", kind: "link" },
  { path: "/reset-password", page: "ResetPassword", who: "everyone", kind: "link" },
  { path: "/verifica-email", page: "VerifyEmail", who: "everyone", kind: "link" },
  { path: "/account/conferma-email", page: "ConfirmEmailChange", who: "everyone", kind: "link" },
  { path: "/account/annulla-cambio-email", page: "CancelEmailChange", who: "everyone", kind: "link" },
  // The invitation link: a visitor is asked to sign in first, then comes back (docs/household.md).
  { path: "/household/join", page: "JoinHousehold", who: "everyone", kind: "link" },
  { path: "/privacy", page: "Privacy", who: "everyone" },
  { path: "/termini", page: "Terms", who: "everyone" },
  // Signed in.
  { path: "/", page: "Dashboard", who: "signedIn" },
  { path: "/analytics", page: "Analytics", who: "signedIn", kind: "admin" },
  { path: "/account", page: "Account", who: "signedIn", guarded: "visitors" },
  { path: "/budget-calculator", page: "BudgetCalculator", who: "signedIn" },
  { path: "/pac-simulator", page: "PacSimulator", who: "signedIn" },
  { path: "/courses", page: "Courses", who: "signedIn" },
  { path: "/courses/:id", page: "CourseDetail", who: "signedIn", guarded: "always" },
  { path: "/expenses", page: "Expenses", who: "signedIn", guarded: "always" },
  { path: "/plan", page: "Plan", who: "signedIn", guarded: "always" },
  { path: "/tax", page: "Tax", who: "signedIn", guarded: "always" },
  { path: "/household", page: "Household", who: "signedIn", guarded: "always" },
  { path: "/subscribe", page: "Subscribe", who: "signedIn", guarded: "always" },
  { path: "/alerts", page: "Alerts", who: "signedIn", guarded: "always" },
  { path: "/come-risparmiare-soldi", page: "SavingTips", who: "signedIn" },
  { path: "/email-automation", page: "EmailAutomation", who: "signedIn", kind: "admin" },
  // Signed in, /login (where registration lives too) leads to the dashboard (docs/accounts.md).
  { path: "/login", redirect: "/", who: "signedIn" },
  { path: "/onboarding", page: "Onboarding", who: "signedIn", guarded: "visitors" },
  { path: "/check-up", page: "CheckUp", who: "signedIn", guarded: "visitors" },
  // Signed out.
  { path: "/", page: "Landing", who: "signedOut" },
  { path: "/login", page: "Login", who: "signedOut" },
  { path: "/budget-calculator", page: "BudgetCalculator", who: "signedOut" },
  { path: "/pac-simulator", page: "PacSimulator", who: "signedOut" },
  { path: "/expenses", page: "Expenses", who: "signedOut" },
  { path: "/courses", page: "Courses", who: "signedOut" },
  // A visitor reads free lessons and each premium course's preview (docs/courses.md).
  { path: "/courses/:id", page: "CourseDetail", who: "signedOut" },
  { path: "/come-risparmiare-soldi", page: "SavingTips", who: "signedOut" },
];

/**
 * The routes one session sees, in matching order: those for everyone first, then its own set, then
 * the guard on the signed-in pages a visitor may not open. The first match wins.
 */
export function routesFor(signedIn: boolean): RouteEntry[] {
  const own = ROUTES.filter((r) => r.who === (signedIn ? "signedIn" : "signedOut"));
  const taken = new Set(own.map((r) => r.path));
  const visitorGuards = signedIn
    ? []
    : ROUTES.filter((r) => r.who === "signedIn" && r.guarded && !taken.has(r.path)).map(
        (r): RouteEntry => ({ path: r.path, who: "signedOut", guarded: "always" }),
      );
  return [...ROUTES.filter((r) => r.who === "everyone"), ...own, ...visitorGuards];
}
