import type { Browser, Request } from "playwright-core";
import { adminCredentials, baseURL, loginViaApi, openSession, registerViaApi, type Session } from "./browser";

export const ROLES = ["visitor", "free", "premium", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** A browser profile signed in as this role: a visitor, a new free user, a new user granted premium by support, the administrator. */
export async function openRoleSession(browser: Browser, role: Role, opts: { mobile?: boolean } = {}): Promise<Session> {
  const session = await openSession(browser, opts);
  const { page } = session;
  if (role === "admin") {
    const { email, password } = adminCredentials();
    await loginViaApi(page, email, password, "/api/admin/login");
  } else if (role !== "visitor") {
    await registerViaApi(page);
    if (role === "premium") await grantPremium(browser, (await (await page.request.get("/api/auth/user")).json()).id);
  }
  return session;
}

/** Premium granted the way support does it: the admin endpoint, from the admin's own profile. */
async function grantPremium(browser: Browser, userId: number) {
  const admin = await browser.newContext({ baseURL: baseURL() });
  try {
    const page = await admin.newPage();
    const { email, password } = adminCredentials();
    await loginViaApi(page, email, password, "/api/admin/login");
    const res = await page.request.post(`/api/admin/users/${userId}/premium`, { data: { action: "grant" }, headers: { "X-Requested-With": "e2e" } });
    if (res.status() !== 200) throw new Error(`premium non concesso: ${res.status()} ${await res.text()}`);
  } finally {
    await admin.close();
  }
}

/**
 * Records the requests of a page that failed: transport failures and answers of 400 or more.
 * `isExpected` names the answers the docs themselves prescribe. A request aborted because the test
 * moved on to the next page is not the page's failure: call `settle()` before leaving, which
 * waits for the page's requests in flight, so only aborts while the page was on screen count.
 * A request the page starts after `settle()` (a chunk loaded when the browser is idle, which on a
 * prerendered page can come after the page is checked) and that leaving aborts is not counted.
 */
export function watchRequests(session: Session, isExpected: (status: number, method: string, path: string) => boolean) {
  const inFlight = new Set<Request>();
  let failures: string[] = [];
  const { page } = session;
  const startedAfterSettle = new Set<Request>();
  let settled = false;
  page.on("request", (r) => {
    inFlight.add(r);
    if (settled) startedAfterSettle.add(r);
  });
  // The next page's document request: what starts from now on is that page's.
  page.on("framenavigated", (f) => {
    if (f === page.mainFrame()) settled = false;
  });
  page.on("requestfinished", async (r) => {
    inFlight.delete(r);
    const res = await r.response().catch(() => null);
    if (!res || res.status() < 400) return;
    const path = new URL(r.url()).pathname;
    if (!isExpected(res.status(), r.method(), path)) failures.push(`${res.status()} ${r.method()} ${path}`);
  });
  page.on("requestfailed", (r) => {
    inFlight.delete(r);
    if (startedAfterSettle.delete(r) && r.failure()?.errorText === "net::ERR_ABORTED") return;
    failures.push(`${r.failure()?.errorText ?? "failed"} ${r.method()} ${new URL(r.url()).pathname}`);
  });
  return {
    /** Waits (at most 5 s) until nothing is in flight, then hands over and resets what was recorded. */
    async settle(): Promise<string[]> {
      for (let i = 0; i < 50 && inFlight.size > 0; i++) await page.waitForTimeout(100);
      const out = [...failures, ...[...inFlight].map((r) => `still pending ${r.method()} ${new URL(r.url()).pathname}`)];
      failures = [];
      inFlight.clear();
      startedAfterSettle.clear();
      settled = true;
      return out;
    },
  };
}
