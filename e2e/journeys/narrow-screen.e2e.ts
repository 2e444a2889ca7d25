import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { openRoleSession, type Role } from "../roles";
import { ROUTES, type RouteEntry } from "../../client/src/app/route-table";
import { samplePath } from "../route-paths";

// No page scrolls sideways on a 360 px phone, and nothing a user taps stays under the floating
// chat button once the page is scrolled to its end (docs/client.md, "Small screens"): every route
// of the route table, for a visitor, a free user and the administrator (whose pages are the widest).
const signedInPaths = (keep: (r: RouteEntry) => boolean) => [...new Set(ROUTES.filter((r) => r.who !== "signedOut" && !r.redirect && keep(r)).map((r) => samplePath(r.path)))];
const NOT_FOUND = "/percorso-che-non-esiste";
/** The table's paths (client/src/app/route-table.ts); the administrators' pages send a visitor to /admin-login. */
const ROUTES_BY_ROLE: Record<Exclude<Role, "premium">, string[]> = {
  visitor: [...new Set([...ROUTES.filter((r) => r.who !== "signedIn" && r.kind !== "admin").map((r) => samplePath(r.path)), "/admin-login", NOT_FOUND])],
  free: [...signedInPaths((r) => r.path !== "/admin" && r.path !== "/conversion-dashboard"), NOT_FOUND],
  admin: [...signedInPaths(() => true), NOT_FOUND],
};

/** The page's width once it has drawn its heading (the app replaces the first spinner). */
async function widthOf(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.locator("h1").first().waitFor({ timeout: 15_000 });
  // Charts and lazy parts draw after the heading: measure when the network is quiet.
  await page.waitForLoadState("networkidle").catch(() => {});
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * The interactive elements whose box meets the chat button's box with the page scrolled to its
 * end (the button is fixed bottom right; the layout keeps room for it below the footer). Elements
 * of other fixed layers (toasts, dialogs) and invisible ones are not page content.
 */
async function underChatButton(page: Page): Promise<string[]> {
  const button = page.getByTestId("chat-open");
  await button.waitFor({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => {
    const chat = document.querySelector('[data-testid="chat-open"]')!.getBoundingClientRect();
    const inFixedLayer = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).position === "fixed") return true;
      return false;
    };
    const selector = 'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';
    const hits: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === "hidden" || inFixedLayer(el)) continue;
      const meets = r.left < chat.right && r.right > chat.left && r.top < chat.bottom && r.bottom > chat.top;
      if (meets) hits.push(`${el.tagName.toLowerCase()} «${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}»`);
    }
    return hits;
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("360 px: nessuna pagina scorre di lato, nulla resta sotto il pulsante della chat", () => {
  it.each(Object.keys(ROUTES_BY_ROLE) as Array<keyof typeof ROUTES_BY_ROLE>)("%s: scrollWidth ≤ 360 e, in fondo alla pagina, nessun elemento interattivo sotto il pulsante della chat, su ogni rotta", async (role) => {
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
    const covered: string[] = [];
    for (const path of ROUTES_BY_ROLE[role]) {
      const width = await widthOf(page, path);
      if (width > 360) wide.push(`${path}: ${width} px`);
      for (const hit of await underChatButton(page)) covered.push(`${path}: ${hit}`);
    }
    expect(wide).toEqual([]);
    expect(covered).toEqual([]);
    await session.context.close();
  }, 600_000);
});
