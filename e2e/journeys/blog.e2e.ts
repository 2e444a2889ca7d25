import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { confirmNewsletterFromOutbox, launchBrowser, openSession, uniqueEmail, waitForToast } from "../browser";
import { openRoleSession } from "../roles";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("blog", () => {
  it("un visitatore filtra, legge un articolo dalla lista e segue un correlato", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile: true });
    await page.goto("/blog");
    await page.getByRole("heading", { name: "Blog di Finanza Familiare" }).waitFor();
    await page.getByTestId("featured-article").waitFor({ timeout: 20_000 });

    // The chips really filter.
    await page.getByRole("button", { name: "Investimenti" }).click();
    await page.getByRole("link", { name: /Come investire piccole somme/ }).waitFor();
    // The filtered list replaces the whole one when its request answers: about 7 s with the CPU slowed 6×.
    await expect.poll(() => page.getByRole("link", { name: /Budget familiare: la guida completa/ }).count(), { timeout: 30_000 }).toBe(0);
    await page.getByRole("button", { name: "Tutti gli articoli" }).click();

    await page.getByRole("link", { name: /Budget familiare: la guida completa/ }).click();
    await page.waitForURL("**/blog/budget-familiare-guida-completa");
    await page.getByRole("heading", { level: 1, name: /Budget familiare: la guida completa/ }).waitFor();
    const crumbs = page.getByRole("navigation", { name: "Percorso" });
    await expect.poll(() => crumbs.getByRole("link", { name: "Home" }).isVisible()).toBe(true);
    await expect.poll(() => crumbs.getByRole("link", { name: "Blog" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("article-content").getByRole("heading", { name: /Parti dalle entrate nette/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("img", { name: /quaderno del budget/ }).count()).toBe(1);
    await expect.poll(() => page.getByText(/\d+ letture?/).first().textContent()).toMatch(/\d+ letture?/);

    // The 'download guide' box really subscribes.
    await page.getByTestId("guide-box").getByLabel("La tua email").fill("non-valida");
    await page.getByRole("button", { name: "Scarica la guida" }).click();
    await page.getByText("Inserisci un indirizzo email valido").waitFor();
    await page.getByTestId("guide-box").getByLabel("La tua email").fill(uniqueEmail("lettore"));
    await page.getByRole("button", { name: "Scarica la guida" }).click();
    // Double opt-in: the address confirms by e-mail first (docs/security.md).
    await waitForToast(page, "Controlla la tua email");

    const related = page.getByTestId("related-articles");
    await related.waitFor();
    await expect.poll(() => related.getByRole("listitem").count()).toBeLessThanOrEqual(3);
    const next = related.getByRole("link").first();
    const title = (await next.textContent())!.trim();
    await next.click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(page.url()).not.toContain("budget-familiare-guida-completa");

    await page.goto("/blog/non-esiste");
    await page.getByRole("heading", { name: "Articolo non trovato" }).waitFor();
    await page.getByRole("link", { name: "Torna al blog" }).click();
    await page.waitForURL("**/blog");
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it("la newsletter del blog chiede la conferma via email; il link dell'email completa l'iscrizione", async () => {
    const { page, context } = await openSession(browser);
    await page.goto("/blog");
    const box = page.getByTestId("newsletter-box");
    const email = uniqueEmail("newsletter");
    await box.getByLabel("La tua email").fill(email);
    await box.getByRole("button", { name: "Iscriviti gratis" }).click();
    await waitForToast(page, "Controlla la tua email");
    await confirmNewsletterFromOutbox(browser, email, page);
    await context.close();
  });
});

describe("guida per principianti", () => {
  it("un visitatore vede solo strumenti per la famiglia; un amministratore va alla palestra di Prompt Master: i suggerimenti si aggiornano mentre si scrive", async () => {
    const visitor = await openSession(browser);
    await visitor.page.goto("/guida-principianti");
    await visitor.page.getByRole("heading", { name: "Il percorso consigliato di 15 minuti" }).waitFor();
    await visitor.page.getByRole("link", { name: /I calcolatori della famiglia/ }).waitFor();
    expect(await visitor.page.getByRole("link", { name: /Prompt Master|Area amministrazione/ }).count()).toBe(0);
    await visitor.context.close();

    const { page, context, consoleErrors } = await openRoleSession(browser, "admin");
    await page.goto("/guida-principianti");
    await page.getByRole("heading", { name: "Il percorso consigliato di 15 minuti" }).waitFor();
    await page.getByRole("link", { name: /Come usare Prompt Master/ }).click();
    await page.waitForURL("**/guida-principianti/prompt-master");
    await expect.poll(() => page.getByTestId("admin-tutorial").textContent()).toContain("la-tua-password");

    const hint = (id: string) => page.getByTestId(`hint-${id}`).getAttribute("data-ok");
    expect([await hint("euro"), await hint("income"), await hint("length")]).toEqual(["false", "false", "false"]);
    const box = page.getByLabel("Prova a scrivere una richiesta");
    await box.fill("Ho 500 €");
    expect([await hint("euro"), await hint("income"), await hint("length")]).toEqual(["true", "false", "false"]);
    await box.pressSequentially(" di stipendio: come risparmio?");
    expect([await hint("euro"), await hint("income"), await hint("length")]).toEqual(["true", "true", "true"]);
    await page.getByText("Ottima richiesta!").waitFor();

    await page.getByRole("link", { name: "Torna alla guida" }).click();
    await page.waitForURL((u) => u.pathname === "/guida-principianti" || u.pathname === "/guida-principianti/");
    await page.getByRole("link", { name: "Inizia il percorso" }).click();
    await page.waitForURL("**/guida-principianti/dashboard");
    await page.getByRole("button", { name: "Tutorial passo passo" }).last().click();
    const dialog = page.getByRole("dialog", { name: "Tutorial: Simulatore PAC" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.getByText("in un anno sono 520 €").count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
