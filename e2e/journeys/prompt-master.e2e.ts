// The Prompt Master with an AI configured: this journey runs its own app server whose
// OPENAI_BASE_URL points at a local OpenAI-compatible test server (the shared server has no AI,
// which the chat journey relies on).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { startFakeOpenAi } from "../../server/test/fake-openai";
import { fakeArticle } from "../../server/test/fixtures/ai-article";
import { startAppServer, type AppServer } from "../app-server";
import { launchBrowser, openSession, waitForToast } from "../browser";

const ADMIN_EMAIL = "admin.prompt@esempio.it";
const ADMIN_PASSWORD = "admin-prompt-password";
const KEYWORD = "fondo di emergenza";

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // A short delay, so the pending state can be seen as it would be for 30-60 s.
  fake.setMode({ kind: "slow", delayMs: 1500, content: fakeArticle(KEYWORD) });
  [server, browser] = await Promise.all([
    startAppServer({ ADMIN_EMAIL, ADMIN_PASSWORD, OPENAI_API_KEY: "sk-e2e", OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: "modello-e2e" }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe("Prompt Master", () => {
  it("l'admin genera un articolo con l'AI di prova, vede il punteggio SEO, lo apre nell'editor del blog e lo pubblica", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { baseURL: server.baseURL });
    await page.goto("/admin-login");
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Accedi" }).click();
    await page.waitForURL("**/admin");

    await page.getByRole("tab", { name: "Contenuti IA" }).click();
    await page.getByText("Servizio AI attivo (modello modello-e2e)").waitFor();
    await page.getByRole("tab", { name: "Articolo singolo" }).waitFor();
    await page.getByText("Famiglie italiane monoreddito a basso reddito").waitFor();

    // No keyword: the toast of docs/ai-content.md, no call to the model.
    await page.getByRole("button", { name: "Genera articolo" }).click();
    await waitForToast(page, "Keyword Richiesta");
    expect(fake.requests).toHaveLength(0);

    await page.getByLabel("Keyword principale").fill(KEYWORD);
    await page.getByLabel("Difficoltà (1-100)").fill("35");
    await page.getByLabel("Intento di ricerca").selectOption("informational");
    await page.getByRole("button", { name: "Genera articolo" }).click();
    await page.getByText(/di solito servono 30-60 secondi/).waitFor();

    const result = page.getByTestId("generated-result");
    await result.waitFor();
    const title = fakeArticle(KEYWORD).title;
    await result.getByRole("heading", { name: title }).waitFor();
    const score = result.getByTestId("seo-score");
    await expect.poll(() => score.textContent()).toContain("SEO 100/100");
    await expect.poll(() => score.getAttribute("data-tone")).toBe("green");
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].body.messages[1].content).toContain("Difficoltà SEO (1-100): 35");

    // The preview is the sanitised HTML: no script from the model reaches the page.
    await result.getByText("Anteprima dell'articolo").click();
    await result.getByTestId("article-content").getByRole("heading", { name: "Come iniziare" }).waitFor();
    await expect.poll(() => page.locator("[data-testid=article-content] script, [onclick]").count()).toBe(0);

    // The draft is listed, and not yet on the blog.
    await page.getByTestId("ai-draft").filter({ hasText: title }).waitFor();
    await expect.poll(async () => (await page.request.get("/api/blog/articles")).text()).not.toContain(title);

    // The draft opens in the blog editor (never published as the model wrote it): publish there.
    await result.getByRole("link", { name: `Apri nell'editor: ${title}` }).click();
    await page.getByRole("tab", { name: "Blog", selected: true }).waitFor();
    await expect.poll(() => page.getByLabel("Titolo", { exact: true }).inputValue()).toBe(title);
    await page.getByRole("button", { name: "Pubblica", exact: true }).click();
    await waitForToast(page, "Articolo pubblicato");
    await page.getByRole("tab", { name: "Contenuti IA" }).click();
    await page.getByText("Nessuna bozza da pubblicare.").waitFor();

    await page.getByRole("tab", { name: "Statistiche" }).click();
    await page.getByText("Ultime generazioni").waitFor();
    await page.getByRole("listitem").filter({ hasText: KEYWORD }).first().waitFor();

    // Readers see it on the blog.
    await page.goto("/blog");
    await page.getByRole("link", { name: new RegExp(title) }).first().click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(page.url()).toContain("/blog/fondo-di-emergenza-la-guida-pratica-per-famiglie");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
