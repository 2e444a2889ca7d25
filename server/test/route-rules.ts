import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { courses, lessons, quizQuestions } from "../db/schema";
import { LITERACY_ITEMS } from "@shared/literacy/items";

/**
 * WHO MAY CALL EACH ENDPOINT — one entry per route of the server, read by the security suite
 * (server/security/authorization-matrix.int.test.ts and fuzz.slow.int.test.ts, see docs/security.md).
 *
 * The matrix lists the routes of createApp() itself, so a new endpoint without an entry here
 * fails the suite (and so does an entry whose route no longer exists).
 *
 * HOW TO ADD A RULE for a new endpoint: declare it in shared/contracts/<feature>.ts, then add one
 * line here with its method and path pattern and the same access (route-list.test.ts checks both
 * lists match), e.g.
 *
 *   "GET /api/content/ideas": { access: "admin" },
 *   "POST /api/email/sequences/:id/send": { access: "admin" },
 *
 * access:
 *   "public"  — everyone (visitor, free, premium, admin) gets past the guard;
 *   "user"    — visitor 401 "Non autenticato"; free, premium, admin pass;
 *   "premium" — visitor 401; free 403 (the feature's premium message); premium passes; the
 *               test administrator has no plan, so 403 too;
 *   "admin"   — visitor 401 "Non autenticato"; free and premium 403
 *               "Accesso riservato agli amministratori"; admin passes.
 * "Passes" means any status but 401/403 and never 5xx: the matrix sends a harmless request
 * (path parameters filled with 1, an empty JSON body), so 200, 201, 204, 302, 400, 404 are all fine.
 *
 * Optional fields:
 *   cases       — extra checks on a concrete request when the answer depends on data (a
 *                 premium lesson): the expected outcome per role.
 *   changesSession — the call may sign the caller in or out or change their plan (login,
 *                 logout, subscribe): the suite gives it a throwaway session.
 *   unavailableWithoutKeys — answers 503 (with its Italian message) when the service it needs
 *                 is not configured, as in the tests (Stripe in demo mode).
 *   example     — a valid body or query the fuzz mutates one field at a time, so it reaches the
 *                 code past validation (optional: random bodies and queries are sent anyway).
 *   fuzz        — false to keep the fuzz away (say why in `note`); by default every route is
 *                 fuzzed on its body (writes), query string and path parameters.
 *   note        — why the rule is what it is, when it is not obvious.
 */

export type Role = "visitor" | "free" | "premium" | "admin";
export type Access = "public" | "user" | "premium" | "admin";
/** "allowed": past the guard (not 401/403, not 5xx). A number: that exact refusal status. */
export type Outcome = "allowed" | 401 | 403;

export type RouteCase = {
  name: string;
  /** A concrete request, found in the seeded database (e.g. on a premium lesson); the body
   * must be valid when the guard sits behind validation. */
  request: (db: Db) => Promise<{ url: string; body?: Record<string, unknown> }>;
  expect: Record<Role, Outcome>;
};

export type RouteRule = {
  access: Access;
  cases?: RouteCase[];
  changesSession?: boolean;
  unavailableWithoutKeys?: boolean;
  fuzz?: boolean;
  /** A valid request the fuzz starts from (it also sends random ones): a JSON body, a query. */
  example?: { body?: Record<string, unknown>; query?: Record<string, string> };
  note?: string;
};

export const ROLES: readonly Role[] = ["visitor", "free", "premium", "admin"];

/** The outcome an access level gives each role (the special cases are in `cases`). */
export function expectedOutcome(access: Access, role: Role): Outcome {
  if (access === "public") return "allowed";
  if (role === "visitor") return 401;
  if (access === "user") return "allowed";
  if (access === "admin") return role === "admin" ? "allowed" : 403;
  return role === "premium" ? "allowed" : 403;
}

/**
 * A free lesson, or a premium one that is NOT its course's free preview (the first lesson of a
 * premium course opens to everyone, docs/courses.md): the premium-only sample must stay premium-only.
 */
async function lessonId(db: Db, premium: boolean): Promise<number> {
  const rows = await db.select({ id: lessons.id, courseId: lessons.courseId, order: lessons.order, coursePremium: courses.isPremium }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(eq(lessons.isPremium, premium)).orderBy(lessons.id);
  const preview = await previewLessonIds(db);
  const row = rows.find((r) => !preview.has(r.id));
  if (!row) throw new Error(`nessuna lezione ${premium ? "premium" : "gratuita"} nel seed`);
  return row.id;
}

/** The first lesson of each premium course. */
async function previewLessonIds(db: Db): Promise<Set<number>> {
  const rows = await db.select({ id: lessons.id, courseId: lessons.courseId }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(eq(courses.isPremium, true)).orderBy(lessons.courseId, lessons.order, lessons.id);
  const first = new Map<number, number>();
  for (const r of rows) if (!first.has(r.courseId)) first.set(r.courseId, r.id);
  return new Set(first.values());
}

async function previewLessonId(db: Db): Promise<number> {
  const [id] = [...(await previewLessonIds(db))];
  if (id === undefined) throw new Error("nessun corso premium nel seed");
  return id;
}

async function questionOf(db: Db, premium: boolean): Promise<number> {
  const [row] = await db.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.lessonId, await lessonId(db, premium))).limit(1);
  if (!row) throw new Error("nessuna domanda nel seed");
  return row.id;
}

// A premium lesson opens to premium users only: the test administrator has no plan.
const PREMIUM_ONLY: Record<Role, Outcome> = { visitor: 403, free: 403, premium: "allowed", admin: 403 };
const EVERYONE: Record<Role, Outcome> = { visitor: "allowed", free: "allowed", premium: "allowed", admin: "allowed" };
const lessonCases = (path: (id: number) => string): RouteCase[] => [
  { name: "lezione premium", request: async (db) => ({ url: path(await lessonId(db, true)) }), expect: PREMIUM_ONLY },
  { name: "lezione gratuita", request: async (db) => ({ url: path(await lessonId(db, false)) }), expect: EVERYONE },
  { name: "anteprima gratuita di un corso premium", request: async (db) => ({ url: path(await previewLessonId(db)) }), expect: EVERYONE },
];

export const ROUTE_RULES: Record<string, RouteRule> = {
  // Health and auth (server/app.ts, server/features/auth)
  "GET /api/health": { access: "public" },
  "POST /api/auth/register": { access: "public", changesSession: true, example: { body: { email: "nuovo@esempio.it", password: "password123" } } },
  "POST /api/auth/login": { access: "public", changesSession: true, example: { body: { email: "nuovo@esempio.it", password: "password123" } } },
  "POST /api/admin/login": {
    access: "public",
    changesSession: true,
    example: { body: { email: "admin@esempio.it", password: "password123" } },
    note: "the administrator check happens on the credentials",
  },
  "GET /api/auth/user": { access: "user" },
  "POST /api/auth/logout": { access: "public", changesSession: true },
  "GET /api/login": { access: "public" },
  "GET /api/logout": { access: "public", changesSession: true },
  "POST /api/logout": { access: "public", changesSession: true, note: "the \"Vuoi uscire?\" form: only from this site (Sec-Fetch-Site / Origin), else 403" },

  // Billing
  "POST /api/stripe/webhook": { access: "public", unavailableWithoutKeys: true, note: "Stripe's signature is the guard" },
  "GET /api/billing/config": { access: "public" },
  "POST /api/create-subscription": { access: "user", changesSession: true, note: "demo mode makes the caller premium: throwaway session" },
  "POST /api/billing/portal": { access: "user", unavailableWithoutKeys: true },
  "POST /api/admin/users/:id/premium": { access: "admin", example: { body: { action: "grant", until: null } } },

  // Calculators
  "GET /api/user/budget": { access: "user" },
  "POST /api/user/budget": { access: "user", example: { body: { monthlyIncome: 2500 } } },
  "GET /api/user/pac-simulations": { access: "user" },
  "POST /api/user/pac-simulations": { access: "user", example: { body: { monthlyAmount: 200, years: 10, expectedReturn: 5.8 } } },

  // Courses: the lessons are public, premium lessons gated by plan (data-dependent).
  "GET /api/courses": { access: "public" },
  "GET /api/courses/:id": { access: "public" },
  "GET /api/courses/:id/lessons": { access: "public" },
  "GET /api/lessons/:id": {
    access: "public",
    cases: lessonCases((id) => `/api/lessons/${id}`),
  },
  "GET /api/lessons/:id/quizzes": { access: "public", cases: lessonCases((id) => `/api/lessons/${id}/quizzes`) },
  "POST /api/quizzes/:id/check": {
    access: "public",
    example: { body: { answer: 0 } },
    cases: [
      { name: "domanda di una lezione premium", request: async (db) => ({ url: `/api/quizzes/${await questionOf(db, true)}/check`, body: { answer: 0 } }), expect: PREMIUM_ONLY },
      { name: "domanda di una lezione gratuita", request: async (db) => ({ url: `/api/quizzes/${await questionOf(db, false)}/check`, body: { answer: 0 } }), expect: EVERYONE },
    ],
  },
  "GET /api/user/progress": { access: "user" },
  "POST /api/user/progress": {
    access: "user",
    example: { body: { lessonId: 1, answers: [0, 1, 2] } },
    // One answer for a lesson with more questions: refused past the premium gate, nothing saved.
    cases: [
      {
        name: "quiz di una lezione premium",
        request: async (db) => ({ url: "/api/user/progress", body: { lessonId: await lessonId(db, true), answers: [0] } }),
        expect: { ...PREMIUM_ONLY, visitor: 401 },
      },
    ],
  },
  "GET /api/user/badges": { access: "user" },
  "GET /api/user/review": { access: "user", note: "own review questions only (docs/courses.md, Ripasso)" },
  "POST /api/user/review/:id": { access: "user", example: { body: { answer: 0 } }, note: "only a question the caller got wrong and is due; else 404/409" },

  // Expenses
  "GET /api/user/expenses": { access: "user", example: { query: { month: "11", year: "2026", limit: "10" } } },
  "GET /api/user/expenses/count": { access: "user", example: { query: { month: "11", year: "2026" } } },
  "GET /api/user/expenses/export": { access: "premium", example: { query: { month: "11", year: "2026" } }, note: "CSV export is a premium feature" },
  "POST /api/user/expenses": { access: "user", example: { body: { description: "Spesa", amount: "12.50", category: "necessita", date: new Date().toISOString().slice(0, 10) } } },
  "DELETE /api/user/expenses/:id": { access: "user" },

  // Gamification
  "GET /api/challenges/active": { access: "public" },
  "GET /api/user/challenges": { access: "user" },
  "POST /api/user/challenges": { access: "user", example: { body: { challengeId: 1 } } },
  "GET /api/leaderboard": { access: "user", example: { query: { timeframe: "monthly", limit: "10" } } },
  "GET /api/user/leaderboard-profile": { access: "user", note: "own leaderboard name and opt-out only (docs/security.md)" },
  "PUT /api/user/leaderboard-profile": { access: "user", example: { body: { displayName: "Risparmiatore", hidden: false } }, note: "own leaderboard name and opt-out only" },

  // Alerts, dashboard
  "GET /api/user/alerts": { access: "user", example: { query: { unread: "true", limit: "10" } } },
  "PATCH /api/user/alerts/:id/read": { access: "user" },
  "GET /api/dashboard/summary": { access: "user" },

  // Chat (visitors may ask; limits per user or IP)
  "POST /api/chat/message": { access: "public", example: { body: { message: "Come posso risparmiare?", sessionId: "sessione-1" } } },

  // Feedback
  "POST /api/feedback": { access: "public", example: { body: { type: "content", message: "Bella guida", rating: 5 } } },
  "GET /api/feedback/community": { access: "public" },
  "GET /api/admin/feedback": { access: "admin" },
  "PATCH /api/admin/feedback/:id": { access: "admin", example: { body: { status: "reviewed", adminNotes: "Vista" } } },

  // Analytics
  "POST /api/analytics/track": { access: "public", example: { body: { page: "/blog", referrer: "https://esempio.it/", utm_source: "newsletter" } } },
  "POST /api/analytics/event": { access: "public", example: { body: { type: "exit_intent_shown" } } },
  "GET /api/analytics/overview": { access: "admin", example: { query: { days: "7" } } },
  "GET /api/analytics/conversion-funnel": { access: "admin", example: { query: { days: "30" } } },
  "GET /api/analytics/real": { access: "admin", example: { query: { days: "30" } } },
  "GET /api/analytics/conversion-metrics": { access: "admin" },

  // Admin
  "GET /api/admin/overview": { access: "admin" },
  "GET /api/admin/users": { access: "admin", example: { query: { q: "esempio", page: "1" } }, note: "e-mail, name, plan; never password hashes, chats or expenses" },
  "GET /api/admin/users/:id": { access: "admin" },
  "PUT /api/admin/users/:id/sign-in": {
    access: "admin",
    example: { body: { enabled: true } },
    fuzz: false,
    note: "a random `enabled: false` would end the sessions the fuzz's shared roles reuse; its input rules are tested in server/features/admin/admin-ops.int.test.ts",
  },
  "PUT /api/admin/users/:id/admin": { access: "admin", example: { body: { isAdmin: false, currentPassword: "password123" } }, note: "the acting admin's password again; never the last admin" },
  "POST /api/admin/users/:id/verification": { access: "admin", note: "a new verification link to the user's own address; 409 when already verified; audited" },
  "GET /api/admin/audit": { access: "admin", example: { query: { page: "1" } }, note: "append-only: no endpoint edits or deletes an entry" },
  "GET /api/admin/health": { access: "admin" },
  "GET /api/admin/settings": { access: "admin", note: "read-only: names the variables, never a key or password" },

  // Blog and newsletter
  "GET /api/blog/articles": { access: "public", example: { query: { category: "risparmio" } } },
  "GET /api/blog/article/:slug": { access: "public" },
  "GET /api/blog/related/:slug": { access: "public" },
  "POST /api/email/subscribe": { access: "public", example: { body: { email: "lettore@esempio.it", source: "blog" } } },
  "POST /api/email/unsubscribe": { access: "public", example: { body: { token: "0123456789abcdef0123456789abcdef" } } },
  "POST /api/email/confirm": { access: "public", example: { body: { token: "0123456789abcdef0123456789abcdef0123456789abcdef" } }, note: "double opt-in link of the newsletter (docs/security.md)" },

  // Email automation (/api/email/*), content hub (/api/content/*), Prompt Master (/api/admin/*):
  // add their rules here.

  // Email automation (server/features/marketing/email-automation.*): schedules and reads mail of
  // the whole site, administrators only (the subscribe above stays public).
  "POST /api/email/automation/trigger": { access: "admin", example: { body: { triggerType: "blog_signup", metadata: { email: "lettore@esempio.it" } } } },
  "GET /api/email/automation/overview": { access: "admin" },
  "GET /api/email/automation/sequences": { access: "admin" },
  "PATCH /api/email/automation/sequences/:code": { access: "admin", example: { body: { status: "paused" } } },
  "GET /api/email/automation/outbox": { access: "admin", example: { query: { limit: "20" } } },
  "POST /api/email/automation/outbox/:id/reveal": { access: "admin" },

  // Content Marketing Hub (server/features/marketing/content-hub.*): site-wide data, administrators only.
  "GET /api/content/ideas": { access: "admin" },
  "PATCH /api/content/ideas/:id": { access: "admin", example: { body: { status: "in_progress" } } },
  "GET /api/content/lead-magnets": { access: "admin" },
  "GET /api/content/analytics": { access: "admin" },
  "POST /api/content/generate-ideas": { access: "admin", example: { body: { topic: "bollette della luce" } } },

  // Prompt Master (server/features/ai-content/): the AI article writer, administrators only.
  // Without a model (as in the tests) generation answers 503 "Generazione disattivata...".
  "GET /api/content/ai-status": { access: "admin" },
  "POST /api/content/generate-ai": {
    access: "admin",
    unavailableWithoutKeys: true,
    example: { body: { keyword: "fondo emergenza", searchVolume: 1000, difficulty: 40, intent: "informational" } },
  },
  "POST /api/content/bulk-generate": { access: "admin", unavailableWithoutKeys: true, example: { body: { keywords: ["fondo emergenza", "pac etf"] } } },
  "GET /api/content/ai-drafts": { access: "admin" },
  "DELETE /api/content/ai-drafts/:id": { access: "admin" },
  "GET /api/content/ai-stats": { access: "admin" },
  // Expense tracker: edit, undo, report, recurring (docs/expenses.md)
  "PATCH /api/user/expenses/:id": { access: "user", example: { body: { description: "Spesa", amount: "1.250,00", subcategory: "bollette", date: new Date().toISOString().slice(0, 10) } } },
  "POST /api/user/expenses/:id/restore": { access: "user" },
  "GET /api/user/expenses/report": { access: "user", example: { query: { month: "11", year: "2026" } }, note: "free users get the current month's bucket totals; other months are premium (403)" },
  "GET /api/user/recurring-expenses": { access: "user" },
  "POST /api/user/recurring-expenses": {
    access: "user",
    example: { body: { description: "Bolletta gas", amount: "80,00", category: "necessita", subcategory: "bollette", dayOfMonth: 5, startDate: new Date().toISOString().slice(0, 10), endDate: null, remind: true } },
  },
  "PATCH /api/user/recurring-expenses/:id": { access: "user", example: { body: { amount: "90,00", dayOfMonth: 10 } } },
  "DELETE /api/user/recurring-expenses/:id": { access: "user" },
  "POST /api/user/recurring-expenses/:id/skip": { access: "user", example: { body: { month: "2026-12" } } },

  // Blog editor (server/features/blog/editor.*, docs/blog.md "Editor"): administrators only; cover
  // images are public.
  "GET /api/admin/articles": { access: "admin", example: { query: { status: "draft", q: "mutuo" } } },
  "POST /api/admin/articles": {
    access: "admin",
    example: { body: { title: "Come risparmiare sulla spesa", excerpt: "Dieci idee concrete.", category: "risparmio", body: "## Idee\n\nTesto.", status: "draft" } },
  },
  "POST /api/admin/articles/preview": { access: "admin", example: { body: { title: "Prova", body: "## Titolo\n\nTesto **forte**.", tags: ["spesa"] } } },
  "GET /api/admin/articles/:id": { access: "admin" },
  "PATCH /api/admin/articles/:id": { access: "admin", example: { body: { excerpt: "Un riassunto nuovo." } } },
  "DELETE /api/admin/articles/:id": { access: "admin", note: "the matrix's administrator deletes article 1 of its own database" },
  "GET /api/blog/images/:id": { access: "public" },

  // Account, household profile, password reset, e-mail verification (server/features/account,
  // server/features/auth; docs/accounts.md). Every /api/user one acts on the caller's own account.
  "GET /api/user/profile": { access: "user" },
  "PUT /api/user/profile": { access: "user", example: { body: { monthlyIncome: "1.800", householdSize: 3, children: 1, singleIncome: false, goal: "home" } } },
  "GET /api/user/account": { access: "user" },
  "PATCH /api/user/account": { access: "user", example: { body: { firstName: "Maria", lastName: "Rossi", displayName: "Risparmiatrice" } } },
  "PUT /api/user/email-preferences": { access: "user", example: { body: { automations: false, reminders: true } } },
  "POST /api/user/email-change": { access: "user", example: { body: { newEmail: "nuovo.indirizzo@esempio.it", currentPassword: "password123" } } },
  "POST /api/user/email-change/confirm": { access: "public", example: { body: { token: "token-inesistente-0123456789abcdef" } }, note: "the token of the link sent to the new address is the guard" },
  "POST /api/user/email-change/cancel": { access: "public", example: { body: { token: "token-inesistente-0123456789abcdef" } }, note: "the token of the link sent to the current address is the guard" },
  "POST /api/user/password": { access: "user", changesSession: true, example: { body: { currentPassword: "password123", newPassword: "nuova-password-1" } }, note: "ends the caller's other sessions" },
  "GET /api/user/sessions": { access: "user" },
  "DELETE /api/user/sessions/others": { access: "user", changesSession: true, note: "ends the caller's other sessions" },
  "DELETE /api/user/sessions/:id": { access: "user", note: "one of the caller's own other sessions, by the listing's id; anyone else's id is 404 and ends nothing" },
  "POST /api/auth/password-reset": {
    access: "public",
    example: { body: { email: "nessun.account@esempio.it" } },
    note: "202 with the same body for every address (no enumeration); the mail of a known address is queued after the answer, so the example names no account (the fuzz's checksum would see that later write)",
  },
  "POST /api/auth/password-reset/confirm": { access: "public", changesSession: true, example: { body: { token: "token-inesistente-0123456789abcdef", password: "nuova-password-1" } } },
  "POST /api/auth/verify-email": { access: "public", example: { body: { token: "token-inesistente-0123456789abcdef" } } },
  "POST /api/auth/verify-email/resend": { access: "user" },

  // Data rights (server/features/account-data/, docs/privacy.md): free for every user, each on
  // their own data only. The deletion's example carries a wrong password, so the fuzz never
  // deletes the account it runs as.
  "GET /api/user/export": { access: "user" },
  "GET /api/user/export/expenses.csv": { access: "user" },
  "DELETE /api/user/account": {
    access: "user",
    changesSession: true,
    example: { body: { password: "non-la-password", confirmation: "ELIMINA" } },
    note: "needs the current password and the word ELIMINA; ends the session",
  },

  // Plan (server/features/billing/plan-control.service.ts, docs/billing.md): demo trial and
  // activation without Stripe keys, cancel and resume for Stripe and demo plans.
  "GET /api/billing/plan": { access: "user" },
  "POST /api/billing/demo-trial": { access: "user", changesSession: true },
  "POST /api/billing/demo-activate": { access: "user", changesSession: true },
  "POST /api/billing/cancel": { access: "user", changesSession: true },
  "POST /api/billing/resume": { access: "user", changesSession: true },
  "POST /api/user/expenses/import": {
    access: "user",
    example: { body: { filename: "estratto.csv", contentBase64: Buffer.from("Data;Descrizione;Importo\n03/11/2026;Spesa Conad;-12,50\n").toString("base64"), commit: false } },
    note: "bank CSV import; the only route whose body may reach IMPORT_BODY_LIMIT_BYTES (docs/expenses.md)",
  },
  // Chat answers streamed as server-sent events (issue 20)
  "POST /api/chat/stream": { access: "public", example: { body: { message: "Come posso risparmiare?", sessionId: "sessione-1" } } },

  // Financial-literacy check (server/features/literacy, docs/literacy.md): questions public, results
  // the caller's own, learning gains aggregates for administrators only.
  "GET /api/literacy/questions": { access: "public" },
  "POST /api/user/literacy": { access: "user", example: { body: { answers: Object.fromEntries(LITERACY_ITEMS.map((i) => [i.id, 0])) } }, note: "own checks only; every item must be answered" },
  "GET /api/user/literacy": { access: "user", note: "own checks only" },
  "GET /api/admin/literacy": { access: "admin", note: "aggregates only, groups under LITERACY_MIN_GROUP hidden" },

  // Domain events (docs/events.md): the count of the caller's own events not yet applied.
  "GET /api/user/events/pending": { access: "user", note: "own events only" },
};
