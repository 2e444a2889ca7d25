import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseURL, launchBrowser, openSession, registerViaApi } from "../browser";

// Issue 37, finding 5 (docs/security.md, "Seconda sonda (issue 37)"; docs/client.md, "Installable
// app and offline"): the service worker keeps pages, never the API's answers, whatever the case
// of the path and however the browser got there; signing out clears the site's HTTP cache. The
// worker exists only in the production build: run with E2E_BUILD=1 after `npm run build`.
const built = process.env.E2E_BUILD === "1";

/** Until the service worker controls the page (it claims open pages as soon as it activates). */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every path the worker's caches hold (Cache Storage, all caches). */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) paths.push(new URL(req.url).pathname);
    return paths;
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.skipIf(!built)("il service worker non tiene le risposte private dell'API", () => {
  it("/API/user/expenses aperto da un link di un altro sito non entra nella cache e, dopo l'uscita, offline non mostra le spese", async () => {
    const { context, page } = await openSession(browser);
    await registerViaApi(page);
    const description = `Affitto segreto ${Date.now()}`;
    const added = await page.request.post("/api/user/expenses", {
      data: { description, amount: "800.00", category: "necessita", date: new Date().toISOString().slice(0, 10) },
      headers: { "X-Requested-With": "e2e" },
    });
    expect(added.status(), await added.text()).toBe(201);
    await page.goto("/expenses");
    await page.getByRole("heading", { name: "Le tue spese" }).waitFor();
    await controlledByWorker(page);

    // A link on another site (localhost is another site than 127.0.0.1): a top-level navigation
    // carries the session cookie (SameSite=Lax), and the upper-case path reaches the same route.
    const target = `${baseURL()}/API/user/expenses`;
    await page.goto(baseURL().replace("127.0.0.1", "localhost") + "/robots.txt");
    await Promise.all([page.waitForURL(target), page.evaluate((url) => (location.href = url), target)]);
    await expect.poll(() => page.locator("body").innerText()).toContain(description);

    // A page opened after it is kept (the worker's other work goes on): once its copy is in the
    // cache, the JSON's would be too had it been stored.
    await page.goto("/budget-calculator");
    await page.getByRole("heading", { name: "Calcolatore Budget 50/30/20" }).waitFor();
    await expect.poll(() => cachedPaths(page)).toContain("/budget-calculator");
    expect((await cachedPaths(page)).filter((p) => /^\/api(\/|$)/i.test(p))).toEqual([]);

    // Sign out through the link; the answer tells the browser to drop its HTTP cache.
    const logout = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/logout");
    await page.goto("/api/logout");
    expect((await (await logout).allHeaders())["clear-site-data"]).toBe('"cache"');
    await expect.poll(async () => (await page.request.get("/api/auth/user")).status()).toBe(401);

    // Offline, on the same device: the expenses are nowhere to be read.
    await context.setOffline(true);
    await page.goto(target).catch(() => {});
    expect(await page.locator("body").innerText()).not.toContain(description);
    await page.goto("/API/user/expenses?x=1").catch(() => {});
    expect(await page.locator("body").innerText()).not.toContain(description);
    // Pages still open offline, as before; the worker's caches hold no answer of the API.
    await page.goto("/budget-calculator");
    await page.getByRole("heading", { name: "Calcolatore Budget 50/30/20" }).waitFor();
    expect((await cachedPaths(page)).filter((p) => /^\/api(\/|$)/i.test(p))).toEqual([]);
    await context.close();
  });
});
