import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { courses, lessons, quizQuestions } from "../db/schema";
import { LITERACY_ITEMS } from "@shared/literacy/items";
import type { Access } from "@shared/contracts/define";

/**
 * WHAT A CONTRACT CANNOT SAY about an endpoint, for the security suite
 * (server/security/authorization-matrix.int.test.ts and fuzz.slow.int.test.ts, see docs/security.md).
 *
 * Who may call each endpoint is its contract's `access` (shared/contracts), checked against the
 * reviewed list in server/security/expected-access.ts; the matrix tests every endpoint of
 * createApp() × visitor, free, premium, admin from those. An endpoint needs a line here only for:
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
 * A key here must name a contract (route-list.test.ts).
 *
 * What each access level gives each role (expectedOutcome):
 *   "public"  — everyone (visitor, free, premium, admin) gets past the guard;
 *   "user"    — visitor 401 "Non autenticato"; free, premium, admin pass;
 *   "premium" — visitor 401; free 403 (the contract's premium message); premium passes; the
 *               test administrator has no plan, so 403 too;
 *   "admin"   — visitor 401 "Non autenticato"; free and premium 403
 *               "Accesso riservato agli amministratori"; admin passes.
 * "Passes" means any status but 401/403 and never 5xx: the matrix sends a harmless request
 * (path parameters filled with 1, an empty JSON body), so 200, 201, 204, 302, 400, 404 are all fine.
 */

export type Role = "visitor" | "free" | "premium" | "admin";
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
  cases?: RouteCase[];
  changesSession?: boolean;
  unavailableWithoutKeys?: boolean;
  fuzz?: boolean;
  /** A valid request the fuzz starts from (it also sends random ones): a JSON body, a query. */
  example?: { body?: Record<string, unknown>; query?: Record<string, string> };
  note?: string;
};

export const ROLES: readonly Role[] = ["visitor", "free", "premium", "admin"];

/** The outcome each access level gives each role: a new level (a household role) adds its row. */
const OUTCOMES: Record<Access, Record<Role, Outcome>> = {
  public: { visitor: "allowed", free: "allowed", premium: "allowed", admin: "allowed" },
  user: { visitor: 401, free: "allowed", premium: "allowed", admin: "allowed" },
  // The test administrator has no plan.
  premium: { visitor: 401, free: 403, premium: "allowed", admin: 403 },
  admin: { visitor: 401, free: 403, premium: 403, admin: "allowed" },
  // Each test user owns the household made at registration (docs/household.md): to them the
  // household roles are "user". Editors, viewers and other households are the household matrix's
  // (server/security/household-access.int.test.ts).
  "household:read": { visitor: 401, free: "allowed", premium: "allowed", admin: "allowed" },
  "household:write": { visitor: 401, free: "allowed", premium: "allowed", admin: "allowed" },
  "household:manage": { visitor: 401, free: "allowed", premium: "allowed", admin: "allowed" },
};

/** The outcome an access level gives a role (the special cases are in `cases`). */
export function expectedOutcome(level: Access, role: Role): Outcome {
  return OUTCOMES[level][role];
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
  "POST /api/auth/register": { changesSession: true, example: { body: { email: "nuovo@esempio.it", password: "password123" } } },
  "POST /api/auth/login": { changesSession: true, example: { body: { email: "nuovo@esempio.it", password: "password123" } } },
  "POST /api/admin/login": {
    changesSession: true,
    example: { body: { email: "admin@esempio.it", password: "password123" } },
    note: "the administrator check happens on the credentials",
  },
  "POST /api/auth/logout": { changesSession: true },
  "GET /api/logout": { changesSession: true },
  "POST /api/logout": { changesSession: true, note: "the \"Vuoi uscire?\" form: only from this site (Sec-Fetch-Site / Origin), else 403" },

  // Billing
  "POST /api/stripe/webhook": { unavailableWithoutKeys: true, note: "Stripe's signature is the guard" },
  "POST /api/create-subscription": { changesSession: true, note: "demo mode makes the caller premium: throwaway session" },
  "POST /api/billing/portal": { unavailableWithoutKeys: true },
  "POST /api/admin/users/:id/premium": { example: { body: { action: "grant", until: null } } },

  // Calculators
  "POST /api/user/budget": { example: { body: { monthlyIncome: 2500 } } },
  "POST /api/tools/isee": { example: { body: { members: [{ relation: "applicant", age: 40, employmentIncome: "28.000" }, { relation: "child", age: 6 }], rentPaid: "6.000", properties: [], deposits: "8.500,50", securities: 0, governmentBonds: 0 } } },
  "POST /api/tools/assegno-unico": { example: { body: { isee: "15.000", children: [{ age: 5 }, { age: 8 }], bothParentsWork: false } } },
  "POST /api/tools/tfr-vs-fund": { example: { body: { grossSalary: "30.000", years: 30, fundReturn: "4", inflation: "2" } } },
  "PUT /api/user/category-budgets": { example: { body: { budgets: [{ subcategory: "spesa_alimentare", amount: "400,00", carryOver: true }] } } },
  "GET /api/user/category-budgets/status": { example: { query: { month: "11", year: "2026" } } },
  "PUT /api/user/budget-split": { example: { body: { necessities: 60, wants: 25, savings: 15 } } },

  // Goals (docs/plan.md): the free limit and a withdrawal beyond what is saved are the service's 403 and 400.
  "POST /api/user/goals": { example: { body: { name: "Bollo auto", kind: "sinking", targetAmount: "300,00", dueMonth: 3 } } },
  "PATCH /api/user/goals/:id": { example: { body: { name: "Vacanze", targetAmount: "1.200,00", monthlyAmount: "100" } } },
  "POST /api/user/goals/:id/contributions": { example: { body: { amount: "150,00", date: new Date().toISOString().slice(0, 10), note: "Versamento" } } },
  "GET /api/user/emergency-fund": { example: { query: { months: "6" } } },
  // The extra months (docs/plan.md, "Mensilità aggiuntive"): a year before this one or beyond the next ten is the service's 400.
  "GET /api/user/extra-months": { example: { query: { year: String(new Date().getFullYear()) } }, note: "the household's profile and goals only" },

  // Debts (docs/calculators.md, "Piano di rientro dai debiti"): the planner is public; a minimum that
  // never beats the interest is the service's 400, the free limit of stored debts its 403.
  "POST /api/tools/debt-plan": {
    example: {
      body: {
        debts: [
          { name: "A", balance: "2.000,00", rate: 7.5, minPayment: "60" },
          { name: "B", balance: "5.000,00", rate: "19,9", minPayment: "150,00" },
        ],
        extra: "100",
        strategy: "avalanche",
      },
    },
  },
  "POST /api/user/debts": { example: { body: { name: "Carta di credito", balance: "1.800,50", rate: "21,35", minPayment: "50,00" } } },
  // Income (docs/plan.md, "Entrate e saldo del mese"): the date bounds follow today in Rome.
  "POST /api/user/income": { example: { body: { kind: "salary", amount: "1.800,50", date: new Date().toISOString().slice(0, 10), note: "Stipendio" } } },
  "GET /api/user/income": { example: { query: { month: "11", year: "2026" } } },
  "GET /api/user/month-balance": { example: { query: { month: "11", year: "2026" } } },
  "POST /api/user/pac-simulations": { example: { body: { monthlyAmount: 200, years: 10, expectedReturn: 5.8 } } },

  // Courses: the lessons are public, premium lessons gated by plan (data-dependent).
  "GET /api/lessons/:id": {
    cases: lessonCases((id) => `/api/lessons/${id}`),
  },
  "GET /api/lessons/:id/quizzes": { cases: lessonCases((id) => `/api/lessons/${id}/quizzes`) },
  "POST /api/quizzes/:id/check": {
    example: { body: { answer: 0 } },
    cases: [
      { name: "domanda di una lezione premium", request: async (db) => ({ url: `/api/quizzes/${await questionOf(db, true)}/check`, body: { answer: 0 } }), expect: PREMIUM_ONLY },
      { name: "domanda di una lezione gratuita", request: async (db) => ({ url: `/api/quizzes/${await questionOf(db, false)}/check`, body: { answer: 0 } }), expect: EVERYONE },
    ],
  },
  "POST /api/user/progress": {
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
  "GET /api/user/review": { note: "own review questions only (docs/courses.md, Ripasso)" },
  "POST /api/user/review/:id": { example: { body: { answer: 0 } }, note: "only a question the caller got wrong and is due; else 404/409" },

  // Expenses
  "GET /api/user/expenses": { example: { query: { month: "11", year: "2026", limit: "10" } } },
  "GET /api/user/expenses/count": { example: { query: { month: "11", year: "2026" } } },
  "GET /api/user/expenses/export": { example: { query: { month: "11", year: "2026" } }, note: "CSV export is a premium feature" },
  "POST /api/user/expenses": { example: { body: { description: "Spesa", amount: "12.50", category: "necessita", date: new Date().toISOString().slice(0, 10) } } },

  // Gamification
  "POST /api/user/challenges": { example: { body: { challengeId: 1 } } },
  "GET /api/leaderboard": { example: { query: { timeframe: "monthly", limit: "10" } } },
  "GET /api/user/leaderboard-profile": { note: "own leaderboard name and opt-out only (docs/security.md)" },
  "PUT /api/user/leaderboard-profile": { example: { body: { displayName: "Risparmiatore", hidden: false } }, note: "own leaderboard name and opt-out only" },

  // Alerts, dashboard
  "GET /api/user/alerts": { example: { query: { unread: "true", limit: "10" } } },

  // Chat (visitors may ask; limits per user or IP)
  "POST /api/chat/message": { example: { body: { message: "Come posso risparmiare?", sessionId: "sessione-1" } } },

  // Feedback
  "POST /api/feedback": { example: { body: { type: "content", message: "Bella guida", rating: 5 } } },
  "PATCH /api/admin/feedback/:id": { example: { body: { status: "reviewed", adminNotes: "Vista" } } },

  // Analytics
  "POST /api/analytics/track": { example: { body: { page: "/blog", referrer: "https://esempio.it/", utm_source: "newsletter" } } },
  "POST /api/analytics/event": { example: { body: { type: "exit_intent_shown" } } },
  "GET /api/analytics/overview": { example: { query: { days: "7" } } },
  "GET /api/analytics/conversion-funnel": { example: { query: { days: "30" } } },
  "GET /api/analytics/real": { example: { query: { days: "30" } } },

  // Admin
  "GET /api/admin/users": { example: { query: { q: "esempio", page: "1" } }, note: "e-mail, name, plan; never password hashes, chats or expenses" },
  "PUT /api/admin/users/:id/sign-in": {
    example: { body: { enabled: true } },
    fuzz: false,
    note: "a random `enabled: false` would end the sessions the fuzz's shared roles reuse; its input rules are tested in server/features/admin/admin-ops.int.test.ts",
  },
  "PUT /api/admin/users/:id/admin": { example: { body: { isAdmin: false, currentPassword: "password123" } }, note: "the acting admin's password again; never the last admin" },
  "POST /api/admin/users/:id/verification": { note: "a new verification link to the user's own address; 409 when already verified; audited" },
  "GET /api/admin/audit": { example: { query: { limit: "25" } }, note: "append-only: no endpoint edits or deletes an entry" },
  "GET /api/admin/settings": { note: "read-only: names the variables, never a key or password" },

  // Blog and newsletter
  "GET /api/blog/articles": { example: { query: { category: "risparmio" } } },
  "POST /api/email/subscribe": { example: { body: { email: "lettore@esempio.it", source: "blog" } } },
  "POST /api/email/unsubscribe": { example: { body: { token: "0123456789abcdef0123456789abcdef" } } },
  "POST /api/email/confirm": { example: { body: { token: "0123456789abcdef0123456789abcdef0123456789abcdef" } }, note: "double opt-in link of the newsletter (docs/security.md)" },

  // Email automation (/api/email/*), content hub (/api/content/*), Prompt Master (/api/admin/*):
  // add their rules here.

  // Email automation (server/features/marketing/email-automation.*): schedules and reads mail of
  // the whole site, administrators only (the subscribe above stays public).
  "POST /api/email/automation/trigger": { example: { body: { triggerType: "blog_signup", metadata: { email: "lettore@esempio.it" } } } },
  "PATCH /api/email/automation/sequences/:code": { example: { body: { status: "paused" } } },
  "GET /api/email/automation/outbox": { example: { query: { limit: "20" } } },

  // Content Marketing Hub (server/features/marketing/content-hub.*): site-wide data, administrators only.
  "PATCH /api/content/ideas/:id": { example: { body: { status: "in_progress" } } },
  "POST /api/content/generate-ideas": { example: { body: { topic: "bollette della luce" } } },

  // Prompt Master (server/features/ai-content/): the AI article writer, administrators only.
  // Without a model (as in the tests) generation answers 503 "Generazione disattivata...".
  "POST /api/content/generate-ai": {
    unavailableWithoutKeys: true,
    example: { body: { keyword: "fondo emergenza", searchVolume: 1000, difficulty: 40, intent: "informational" } },
  },
  "POST /api/content/bulk-generate": { unavailableWithoutKeys: true, example: { body: { keywords: ["fondo emergenza", "pac etf"] } } },
  // Expense tracker: edit, undo, report, recurring (docs/expenses.md)
  "PATCH /api/user/expenses/:id": { example: { body: { description: "Spesa", amount: "1.250,00", subcategory: "bollette", date: new Date().toISOString().slice(0, 10) } } },
  "GET /api/user/expenses/report": { example: { query: { month: "11", year: "2026" } }, note: "free users get the current month's bucket totals; other months are premium (403)" },
  "POST /api/user/recurring-expenses": {
    example: { body: { description: "Bolletta gas", amount: "80,00", category: "necessita", subcategory: "bollette", dayOfMonth: 5, startDate: new Date().toISOString().slice(0, 10), endDate: null, remind: true } },
  },
  "PATCH /api/user/recurring-expenses/:id": { example: { body: { amount: "90,00", dayOfMonth: 10 } } },
  "POST /api/user/recurring-expenses/:id/skip": { example: { body: { month: "2026-12" } } },

  // Blog editor (server/features/blog/editor.*, docs/blog.md "Editor"): administrators only; cover
  // images are public.
  "GET /api/admin/articles": { example: { query: { status: "draft", q: "mutuo" } } },
  "POST /api/admin/articles": {
    example: { body: { title: "Come risparmiare sulla spesa", excerpt: "Dieci idee concrete.", category: "risparmio", body: "## Idee\n\nTesto.", status: "draft" } },
  },
  "POST /api/admin/articles/preview": { example: { body: { title: "Prova", body: "## Titolo\n\nTesto **forte**.", tags: ["spesa"] } } },
  "PATCH /api/admin/articles/:id": { example: { body: { excerpt: "Un riassunto nuovo." } } },
  "DELETE /api/admin/articles/:id": { note: "the matrix's administrator deletes article 1 of its own database" },

  // Account, household profile, password reset, e-mail verification (server/features/account,
  // server/features/auth; docs/accounts.md). Every /api/user one acts on the caller's own account.
  "PUT /api/user/profile": { example: { body: { monthlyIncome: "1.800", householdSize: 3, children: 1, singleIncome: false, goal: "home" } } },
  "PATCH /api/user/account": { example: { body: { firstName: "Maria", lastName: "Rossi", displayName: "Risparmiatrice" } } },
  "PUT /api/user/email-preferences": { example: { body: { automations: false, reminders: true } } },
  "POST /api/user/email-change": { example: { body: { newEmail: "nuovo.indirizzo@esempio.it", currentPassword: "password123" } } },
  "POST /api/user/email-change/confirm": { example: { body: { token: "token-inesistente-0123456789abcdef" } }, note: "the token of the link sent to the new address is the guard" },
  "POST /api/user/email-change/cancel": { example: { body: { token: "token-inesistente-0123456789abcdef" } }, note: "the token of the link sent to the current address is the guard" },
  "POST /api/user/password": { changesSession: true, example: { body: { currentPassword: "password123", newPassword: "nuova-password-1" } }, note: "ends the caller's other sessions" },
  "DELETE /api/user/sessions/others": { changesSession: true, note: "ends the caller's other sessions" },
  "DELETE /api/user/sessions/:id": { note: "one of the caller's own other sessions, by the listing's id; anyone else's id is 404 and ends nothing" },
  "POST /api/auth/password-reset": {
    example: { body: { email: "nessun.account@esempio.it" } },
    note: "202 with the same body for every address (no enumeration); the mail of a known address is queued after the answer, so the example names no account (the fuzz's checksum would see that later write)",
  },
  "POST /api/auth/password-reset/confirm": { changesSession: true, example: { body: { token: "token-inesistente-0123456789abcdef", password: "nuova-password-1" } } },
  "POST /api/auth/verify-email": { example: { body: { token: "token-inesistente-0123456789abcdef" } } },

  // Data rights (server/features/account-data/, docs/privacy.md): free for every user, each on
  // their own data only. The deletion's example carries a wrong password, so the fuzz never
  // deletes the account it runs as.
  "DELETE /api/user/account": {
    changesSession: true,
    example: { body: { password: "non-la-password", confirmation: "ELIMINA" } },
    note: "needs the current password and the word ELIMINA; ends the session",
  },

  // Plan (server/features/billing/plan-control.service.ts, docs/billing.md): demo trial and
  // activation without Stripe keys, cancel and resume for Stripe and demo plans.
  "POST /api/billing/demo-trial": { changesSession: true },
  "POST /api/billing/demo-activate": { changesSession: true },
  "POST /api/billing/cancel": { changesSession: true },
  "POST /api/billing/resume": { changesSession: true },
  "POST /api/user/expenses/import": {
    example: { body: { filename: "estratto.csv", contentBase64: Buffer.from("Data;Descrizione;Importo\n03/11/2026;Spesa Conad;-12,50\n").toString("base64"), commit: false } },
    note: "bank CSV import; the only route whose body may reach IMPORT_BODY_LIMIT_BYTES (docs/expenses.md)",
  },
  // The import's learned rules (docs/expenses.md, "Regole imparate"): the caller's own only.
  "POST /api/user/import-rules": { example: { body: { contains: "ESSELUNGA", subcategory: "spesa_alimentare" } }, note: "the household's rules only; at most IMPORT_RULES_MAX per household" },
  // Chat answers streamed as server-sent events (issue 20)
  "POST /api/chat/stream": { example: { body: { message: "Come posso risparmiare?", sessionId: "sessione-1" } } },

  // Financial-literacy check (server/features/literacy, docs/literacy.md): questions public, results
  // the caller's own, learning gains aggregates for administrators only.
  "POST /api/user/literacy": { example: { body: { answers: Object.fromEntries(LITERACY_ITEMS.map((i) => [i.id, 0])) } }, note: "own checks only; every item must be answered" },
  "GET /api/user/literacy": { note: "own checks only" },
  "GET /api/admin/literacy": { note: "aggregates only, groups under LITERACY_MIN_GROUP hidden" },

  // Domain events (docs/events.md): the count of the caller's own events not yet applied.
  "GET /api/user/events/pending": { note: "own events only" },

  // The 730 summary (docs/tax.md): the caller's own expenses; free users the current year's totals, past years premium (403).
  "GET /api/user/deductions/summary": { example: { query: { year: String(new Date().getFullYear()) } }, note: "own expenses only; a past year is premium (403) for a free user" },
  // Receipts (docs/tax.md, "Ricevute"): the body is read after the guard, up to RECEIPT_MAX_BYTES as base64.
  "POST /api/user/expenses/:id/receipt": {
    example: { body: { data: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==" } },
    note: "own expenses only (another's is a 404); the type is read from the bytes",
  },
  "GET /api/user/receipts/:id": { note: "own receipts only, private, no-store; ids of 128 random bits" },
  "DELETE /api/user/receipts/:id": { note: "own receipts only" },

  // The household (docs/household.md): the caller's own household only; roles beyond the owner
  // are in server/security/household-access.int.test.ts.
  "GET /api/household": { note: "own household only; e-mails of members to members only" },
  "POST /api/household/invitations": { example: { body: { email: "partner@esempio.it", role: "editor" } }, note: "owner only; one's own address or another household's member is 409" },
  "POST /api/household/invitations/accept": { example: { body: { token: "x".repeat(43) } }, note: "a made-up token is 404" },
  "GET /api/household/invitations/preview": {
    example: { query: { token: "x".repeat(43) } },
    note: "public, read-only (the token stays usable); a made-up token is 404, never an address; failures limited per client address",
  },
  "PATCH /api/household/members/:id": { example: { body: { role: "viewer" } }, note: "owner only; members of the caller's household only" },
  "POST /api/household/leave": { note: "a lone owner cannot leave (409)" },
  "POST /api/household/transfer": { example: { body: { memberId: 1 } }, note: "owner only; to a member of the caller's household" },
};
