import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import type { Browser } from "playwright-core";
import { adminCredentials, confirmNewsletterFromOutbox, launchBrowser, loginViaApi, openSession, recordToasts, registerViaApi, uniqueEmail, waitForToast } from "../browser";
import { formatNumber } from "@shared/format";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("Content Marketing Hub", () => {
  it("un visitatore riceve il toast 'Accesso Richiesto' e arriva al login", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile: true });
    const toasts = await recordToasts(page);
    await page.goto("/content-marketing");
    await toasts.waitFor(/Accesso Richiesto.*Effettua il login per accedere al Content Marketing Hub/);
    await page.waitForURL("**/login");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("un utente non amministratore vede l'area riservata, senza dati", async () => {
    const { page, context } = await openSession(browser, { mobile: true });
    await registerViaApi(page);
    await page.goto("/content-marketing");
    await page.getByTestId("content-admin-only").getByRole("heading", { name: "Riservato agli amministratori" }).waitFor();
    await expect.poll(() => page.getByRole("tab").count()).toBe(0);
    await context.close();
  });

  it("l'amministratore vede le quattro schede con i dati reali e genera idee per un argomento", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile: true });
    const { email, password } = adminCredentials();
    await loginViaApi(page, email, password, "/api/admin/login");
    await page.goto("/content-marketing");
    await page.getByRole("heading", { name: "Content Marketing Hub" }).waitFor();
    const tabs = await page.getByRole("tab").allTextContents();
    expect(tabs.map((t) => t.trim())).toEqual(["Pipeline contenuti", "Lead magnet", "Automazione", "Performance"]);

    // Pipeline: the seeded sample ideas, then a generation for a topic of this run.
    await page.getByTestId("content-idea").first().waitFor();
    const topic = `spesa ${crypto.randomBytes(2).toString("hex")}`;
    await page.getByLabel("Argomento").fill("ab");
    await page.getByRole("button", { name: "Genera idee" }).click();
    await page.getByText("L'argomento deve avere almeno 3 caratteri").waitFor();
    await page.getByLabel("Argomento").fill(topic);
    await page.getByRole("button", { name: "Genera idee" }).click();
    await waitForToast(page, "Idee generate");
    const generated = page.getByTestId("content-idea").filter({ hasText: `Argomento: ${topic}` });
    await generated.first().waitFor();
    await expect.poll(() => generated.count()).toBe(5);
    await generated.first().getByText(/: la guida pratica per le famiglie monoreddito$/).waitFor();

    // Status change of the first generated idea, kept by the server.
    await generated.first().getByLabel("Stato").selectOption("in_progress");
    await waitForToast(page, "Stato aggiornato");
    const ideas = await (await page.request.get("/api/content/ideas")).json();
    const mine = ideas.items.filter((i: { topic: string | null }) => i.topic === topic);
    expect(mine.map((i: { status: string }) => i.status)).toContain("in_progress");

    await page.getByRole("tab", { name: "Lead magnet" }).click();
    await page.getByText("Newsletter del blog").waitFor();
    await page.getByText("Guide di esempio (testi promozionali)").waitFor();
    await page.getByText("200 €", { exact: true }).waitFor();

    await page.getByRole("tab", { name: "Automazione" }).click();
    await page.getByRole("link", { name: /Apri Email Automation/ }).waitFor();

    await page.getByRole("tab", { name: "Performance" }).click();
    await page.getByTestId("top-articles").waitFor();
    await expect.poll(() => page.getByTestId("subscribers-by-month").locator("li").count()).toBe(12);

    // Nothing overflows the 360 px viewport.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("una lettura e un'iscrizione dal box guida di un articolo muovono i risultati della sua idea", async () => {
    const slug = "budget-familiare-guida-completa";
    const admin = await openSession(browser);
    const { email, password } = adminCredentials();
    await loginViaApi(admin.page, email, password, "/api/admin/login");
    const perf = async () => {
      const list = await (await admin.page.request.get("/api/content/ideas")).json();
      return list.items.find((i: { article: { slug: string } | null }) => i.article?.slug === slug).performance as { views: number; leads: number };
    };
    const before = await perf();

    // A new reader (its own browser): a view counts once per visitor, article and day.
    const reader = await openSession(browser, { mobile: true, userAgent: `Mozilla/5.0 (Linux; Android 14) lettore-${crypto.randomUUID()}` });
    await reader.page.goto(`/blog/${slug}`);
    const readerEmail = uniqueEmail("lettore");
    await reader.page.getByTestId("guide-box").getByLabel("La tua email").fill(readerEmail);
    await reader.page.getByRole("button", { name: "Scarica la guida" }).click();
    await waitForToast(reader.page, "Controlla la tua email");
    // A lead counts once the reader confirms the signup (double opt-in).
    await confirmNewsletterFromOutbox(browser, readerEmail, reader.page);
    await reader.context.close();

    const after = await perf();
    expect(after.views).toBe(before.views + 1);
    expect(after.leads).toBe(before.leads + 1);
    await admin.page.goto("/content-marketing");
    const card = admin.page.getByTestId("content-idea").filter({ has: admin.page.getByRole("link", { name: /Budget familiare/ }) });
    const figure = (label: string) => card.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
    await figure("Visualizzazioni").waitFor();
    await expect.poll(() => figure("Visualizzazioni").textContent()).toBe(formatNumber(after.views));
    await expect.poll(() => figure("Lead").textContent()).toBe(formatNumber(after.leads));
    expect(admin.consoleErrors).toEqual([]);
    await admin.context.close();
  });
});
