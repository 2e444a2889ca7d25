import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { openRoleSession, type Role } from "../roles";

// No page scrolls sideways on a 360 px phone (docs/client.md, "Small screens"): every route of
// the route table, for a visitor, a free user and the administrator (whose pages are the widest).
const PUBLIC = [
  "/",
  "/login",
  "/blog",
  "/blog/calcolatore-mutuo-rata-sostenibile",
  "/guida-principianti",
  "/feedback",
  "/admin-login",
  "/calcolatori",
  "/calcolatori/budget",
  "/budget-calculator",
  "/mortgage-calculator",
  "/pac-simulator",
  "/courses",
  "/expenses",
  "/come-risparmiare-soldi",
  "/privacy",
  "/termini",
  "/disiscrizione",
  "/newsletter/conferma",
  "/reset-password",
  "/verifica-email",
  "/account/conferma-email",
  "/percorso-che-non-esiste",
];
const SIGNED_IN = ["/", "/account", "/courses/1", "/expenses", "/subscribe", "/alerts", "/analytics", "/content-marketing", "/email-automation", "/onboarding", "/check-up"];
const ADMIN = ["/admin", "/conversion-dashboard", "/analytics", "/content-marketing", "/email-automation"];
const ROUTES: Record<Exclude<Role, "premium">, string[]> = {
  visitor: PUBLIC,
  free: [...new Set([...PUBLIC.filter((p) => p !== "/login"), ...SIGNED_IN])],
  admin: [...new Set([...PUBLIC.filter((p) => p !== "/login"), ...SIGNED_IN, ...ADMIN])],
};

/** The page's width once it has drawn its heading (the app replaces the first spinner). */
async function widthOf(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.locator("h1").first().waitFor({ timeout: 15_000 });
  // Charts and lazy parts draw after the heading: measure when the network is quiet.
  await page.waitForLoadState("networkidle").catch(() => {});
  return page.evaluate(() => document.documentElement.scrollWidth);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("360 px: nessuna pagina scorre di lato", () => {
  it.each(Object.keys(ROUTES) as Array<keyof typeof ROUTES>)("%s: document.documentElement.scrollWidth ≤ 360 su ogni rotta", async (role) => {
    const session = await openRoleSession(browser, role, { mobile: true });
    const { page } = session;
    if (role === "free") {
      // The tracker with content: long descriptions, every category.
      for (const [i, category] of (["necessita", "desideri", "risparmi"] as const).entries()) {
        const res = await page.request.post("/api/user/expenses", {
          data: { description: `Spesa con una descrizione molto lunga numero ${i} per il test`, amount: "1234.56", category, date: new Date().toISOString().slice(0, 10) },
          headers: { "X-Requested-With": "e2e" },
        });
        expect(res.status()).toBe(201);
      }
    }
    const wide: string[] = [];
    for (const path of ROUTES[role]) {
      const width = await widthOf(page, path);
      if (width > 360) wide.push(`${path}: ${width} px`);
    }
    expect(wide).toEqual([]);
    await session.context.close();
  }, 300_000);
});
