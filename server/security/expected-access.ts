import type { Access } from "@shared/contracts/define";

/**
 * WHO MAY CALL EACH ENDPOINT, as reviewed: "METHOD path" → access level (docs/security.md,
 * "Chi può chiamare cosa"). The guard is applied from each contract's `access`
 * (shared/contracts, server/http/guards.ts); this list is the expectation written apart from
 * that code: server/security/expected-access.test.ts fails when a contract's access differs from
 * it (a weaker one above all), or when an endpoint is missing here or listed but gone.
 *
 * A new endpoint adds its line here in the same change as its contract; changing a line is a
 * security decision to review (say why in the commit).
 */
export const EXPECTED_ACCESS: Record<string, Access> = {
  "GET /api/health": "public",
  "POST /api/auth/register": "public",
  "POST /api/auth/login": "public",
  "POST /api/admin/login": "public",
  "GET /api/auth/user": "user",
  "POST /api/auth/logout": "public",
  "GET /api/login": "public",
  "GET /api/logout": "public",
  "POST /api/logout": "public",
  "POST /api/stripe/webhook": "public",
  "GET /api/billing/config": "public",
  "POST /api/create-subscription": "user",
  "POST /api/billing/portal": "user",
  "POST /api/admin/users/:id/premium": "admin",
  "GET /api/user/budget": "user",
  "POST /api/user/budget": "user",
  "GET /api/user/pac-simulations": "user",
  "POST /api/user/pac-simulations": "user",
  "GET /api/user/category-budgets": "user",
  "PUT /api/user/category-budgets": "premium",
  "GET /api/user/category-budgets/status": "user",
  "GET /api/user/budget-split": "user",
  "PUT /api/user/budget-split": "user",
  "GET /api/courses": "public",
  "GET /api/courses/:id": "public",
  "GET /api/courses/:id/lessons": "public",
  "GET /api/lessons/:id": "public",
  "GET /api/lessons/:id/quizzes": "public",
  "POST /api/quizzes/:id/check": "public",
  "GET /api/user/progress": "user",
  "POST /api/user/progress": "user",
  "GET /api/user/badges": "user",
  "GET /api/user/review": "user",
  "POST /api/user/review/:id": "user",
  "GET /api/user/expenses": "user",
  "GET /api/user/expenses/count": "user",
  "GET /api/user/expenses/export": "premium",
  "POST /api/user/expenses": "user",
  "DELETE /api/user/expenses/:id": "user",
  "GET /api/challenges/active": "public",
  "GET /api/user/challenges": "user",
  "POST /api/user/challenges": "user",
  "GET /api/leaderboard": "user",
  "GET /api/user/leaderboard-profile": "user",
  "PUT /api/user/leaderboard-profile": "user",
  "GET /api/user/alerts": "user",
  "PATCH /api/user/alerts/:id/read": "user",
  "GET /api/dashboard/summary": "user",
  "POST /api/chat/message": "public",
  "POST /api/feedback": "public",
  "GET /api/feedback/community": "public",
  "GET /api/admin/feedback": "admin",
  "PATCH /api/admin/feedback/:id": "admin",
  "POST /api/analytics/track": "public",
  "POST /api/analytics/event": "public",
  "GET /api/analytics/overview": "admin",
  "GET /api/analytics/conversion-funnel": "admin",
  "GET /api/analytics/real": "admin",
  "GET /api/analytics/conversion-metrics": "admin",
  "GET /api/admin/overview": "admin",
  "GET /api/admin/users": "admin",
  "GET /api/admin/users/:id": "admin",
  "PUT /api/admin/users/:id/sign-in": "admin",
  "PUT /api/admin/users/:id/admin": "admin",
  "POST /api/admin/users/:id/verification": "admin",
  "GET /api/admin/audit": "admin",
  "GET /api/admin/health": "admin",
  "GET /api/admin/settings": "admin",
  "GET /api/blog/articles": "public",
  "GET /api/blog/article/:slug": "public",
  "GET /api/blog/related/:slug": "public",
  "POST /api/email/subscribe": "public",
  "POST /api/email/unsubscribe": "public",
  "POST /api/email/confirm": "public",
  "POST /api/email/automation/trigger": "admin",
  "GET /api/email/automation/overview": "admin",
  "GET /api/email/automation/sequences": "admin",
  "PATCH /api/email/automation/sequences/:code": "admin",
  "GET /api/email/automation/outbox": "admin",
  "POST /api/email/automation/outbox/:id/reveal": "admin",
  "GET /api/content/ideas": "admin",
  "PATCH /api/content/ideas/:id": "admin",
  "GET /api/content/lead-magnets": "admin",
  "GET /api/content/analytics": "admin",
  "POST /api/content/generate-ideas": "admin",
  "GET /api/content/ai-status": "admin",
  "POST /api/content/generate-ai": "admin",
  "POST /api/content/bulk-generate": "admin",
  "GET /api/content/ai-drafts": "admin",
  "DELETE /api/content/ai-drafts/:id": "admin",
  "GET /api/content/ai-stats": "admin",
  "PATCH /api/user/expenses/:id": "user",
  "POST /api/user/expenses/:id/restore": "user",
  "GET /api/user/expenses/report": "user",
  "GET /api/user/recurring-expenses": "user",
  "POST /api/user/recurring-expenses": "user",
  "PATCH /api/user/recurring-expenses/:id": "user",
  "DELETE /api/user/recurring-expenses/:id": "user",
  "POST /api/user/recurring-expenses/:id/skip": "user",
  "GET /api/admin/articles": "admin",
  "POST /api/admin/articles": "admin",
  "POST /api/admin/articles/preview": "admin",
  "GET /api/admin/articles/:id": "admin",
  "PATCH /api/admin/articles/:id": "admin",
  "DELETE /api/admin/articles/:id": "admin",
  "GET /api/blog/images/:id": "public",
  "GET /api/user/profile": "user",
  "PUT /api/user/profile": "user",
  "GET /api/user/account": "user",
  "PATCH /api/user/account": "user",
  "PUT /api/user/email-preferences": "user",
  "POST /api/user/email-change": "user",
  "POST /api/user/email-change/confirm": "public",
  "POST /api/user/email-change/cancel": "public",
  "POST /api/user/password": "user",
  "GET /api/user/sessions": "user",
  "DELETE /api/user/sessions/others": "user",
  "DELETE /api/user/sessions/:id": "user",
  "POST /api/auth/password-reset": "public",
  "POST /api/auth/password-reset/confirm": "public",
  "POST /api/auth/verify-email": "public",
  "POST /api/auth/verify-email/resend": "user",
  "GET /api/user/export": "user",
  "GET /api/user/export/expenses.csv": "user",
  "DELETE /api/user/account": "user",
  "GET /api/billing/plan": "user",
  "POST /api/billing/demo-trial": "user",
  "POST /api/billing/demo-activate": "user",
  "POST /api/billing/cancel": "user",
  "POST /api/billing/resume": "user",
  "POST /api/user/expenses/import": "user",
  "POST /api/chat/stream": "public",
  "GET /api/literacy/questions": "public",
  "POST /api/user/literacy": "user",
  "GET /api/user/literacy": "user",
  "GET /api/admin/literacy": "admin",
  "GET /api/user/events/pending": "user",
};

/** How much an access level lets through: a contract below its expectation is a weakening. */
const STRENGTH: Record<Access, number> = { public: 0, user: 1, premium: 2, admin: 2 };

/**
 * Every way the contracts differ from the reviewed list, in Italian, one line each: a contract
 * whose access differs (said "più debole" when it lets more callers through), a contract without a
 * line, a line without a contract. Empty when they agree.
 */
export function accessDifferences(contracts: ReadonlyArray<{ method: string; path: string; access: Access }>, expected: Record<string, Access> = EXPECTED_ACCESS): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const c of contracts) {
    const key = `${c.method} ${c.path}`;
    seen.add(key);
    const want = expected[key];
    if (want === undefined) out.push(`${key}: contratto senza riga attesa (aggiungila a server/security/expected-access.ts)`);
    else if (want !== c.access) out.push(`${key}: contratto ${c.access}, atteso ${want}${STRENGTH[c.access] < STRENGTH[want] ? " (più debole)" : ""}`);
  }
  for (const key of Object.keys(expected)) if (!seen.has(key)) out.push(`${key}: riga attesa senza contratto`);
  return out;
}
