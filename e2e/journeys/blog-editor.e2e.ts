import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import type { Browser } from "playwright-core";
import { adminCredentials, launchBrowser, openSession, waitForToast } from "../browser";

// The admin blog editor in the browser (docs/blog.md, "Editor"); scheduling with a test clock is
// in server/features/blog/editor.int.test.ts.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("editor del blog", () => {
  it("l'admin scrive un articolo in Markdown, vede l'anteprima senza script, lo pubblica e ne cambia lo slug (301)", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile: true });
    await page.goto("/admin-login");
    const { email, password } = adminCredentials();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Accedi" }).click();
    await page.waitForURL("**/admin");

    await page.getByRole("tab", { name: "Blog" }).click();
    await page.getByRole("button", { name: "Nuovo articolo" }).click();
    const tag = crypto.randomBytes(3).toString("hex");
    const title = `Spesa al supermercato ${tag}`;
    await page.getByLabel("Titolo", { exact: true }).fill(title);
    await expect.poll(() => page.getByLabel("Slug (indirizzo)").inputValue()).toBe(`spesa-al-supermercato-${tag}`);
    await page.getByLabel("Riassunto").fill("Lista, volantini e marche del distributore.");
    await page.getByLabel("Tag (separati da virgole)").fill("spesa, supermercato");
    await page.getByLabel("Testo (Markdown)").fill("## La lista\n\nScrivi la **lista** prima di uscire.\n\n<script>window.__xss = 1</script>\n\n<img src=x onerror=\"window.__xss = 2\">");

    // The preview is drawn by the server's sanitizer: the heading is there, no script runs.
    const preview = page.getByTestId("article-content");
    await preview.getByRole("heading", { name: "La lista" }).waitFor();
    await page.getByTestId("seo-score").waitFor();
    expect(await preview.locator("script, img").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // Nothing scrolls sideways on a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole("button", { name: "Pubblica", exact: true }).click();
    await waitForToast(page, "Articolo pubblicato");
    const slug = `spesa-al-supermercato-${tag}`;
    await expect.poll(async () => (await page.request.get("/api/blog/articles")).text()).toContain(slug);

    // A new slug: the old address answers 301 to the new one.
    await page.getByLabel("Slug (indirizzo)").fill(`spesa-intelligente-${tag}`);
    await page.getByRole("button", { name: "Aggiorna pubblicato" }).click();
    await waitForToast(page, "Articolo pubblicato");
    const old = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blog/spesa-intelligente-${tag}`);

    await page.goto(`/blog/${slug}`);
    await page.waitForURL(`**/blog/spesa-intelligente-${tag}`);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
