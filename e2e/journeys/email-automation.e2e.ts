import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { adminCredentials, launchBrowser, loginViaApi, mailTo, openSession, uniqueEmail, waitForToast } from "../browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("email automation", () => {
  it("l'admin esegue 'test all': tre scenari a 1 s di distanza, risultati e email programmate reali; il link di disiscrizione funziona; mette in pausa e riattiva una sequenza", async () => {
    const { page, consoleErrors } = await openSession(browser);
    await page.goto("/");
    await loginViaApi(page, adminCredentials().email, adminCredentials().password, "/api/admin/login");
    await page.goto("/email-automation");
    await page.getByRole("heading", { name: "Email Marketing Automation" }).waitFor();
    await page.getByText("Iscritti attivi").waitFor();

    await page.getByRole("tab", { name: "Test Sistema" }).click();
    await page.getByRole("button", { name: "Testa tutti gli scenari" }).click();
    await waitForToast(page, "Inserisci un indirizzo email per il test completo");

    const email = uniqueEmail("test-email");
    await page.getByLabel("Email per il test").fill(email);
    const started = Date.now();
    await page.getByRole("button", { name: "Testa tutti gli scenari" }).click();
    const last = page.getByTestId("email-test-result-premium_trial_started");
    await last.waitFor({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    for (const scenario of ["blog_signup", "calculator_completed", "premium_trial_started"]) {
      await page.getByTestId(`email-test-result-${scenario}`).getByText(email).waitFor();
    }
    await last.getByText("Ultimo risultato").waitFor();
    await waitForToast(page, "Test completato");

    // What the widget shows is what the server scheduled: 3 + 2 + 3 emails for this address, and
    // the double opt-in's confirmation request of the subscription the test makes (docs/security.md).
    const outbox = (await (await page.request.get("/api/email/automation/outbox?limit=200")).json()) as { toEmail: string; scenario: string; body: string }[];
    const mine = outbox.filter((m) => m.toEmail === email);
    expect(mine.map((m) => m.scenario).sort()).toEqual([
      "blog_signup",
      "blog_signup",
      "blog_signup",
      "calculator_completed",
      "calculator_completed",
      "newsletter_confirm",
      "premium_trial_started",
      "premium_trial_started",
      "premium_trial_started",
    ]);

    // The link at the end of every email: a visitor confirms and is unsubscribed.
    // The admin's view masks it (docs/email-automation.md, "Link monouso"): the link from the mail's .eml file.
    expect(mine.find((m) => m.scenario === "blog_signup")!.body).toContain("/disiscrizione?token=[nascosto]");
    const link = /\/disiscrizione\?token=[a-f0-9]+/.exec((await mailTo(email, "blog_signup")).text)![0];
    const reader = await openSession(browser);
    await reader.page.goto(link);
    await reader.page.getByRole("button", { name: "Conferma la disiscrizione" }).click();
    await reader.page.getByText("Disiscrizione completata: non riceverai più le nostre email.").waitFor();
    await reader.context.close();

    await page.getByRole("tab", { name: "Sequenze" }).click();
    const card = page.getByTestId("sequence-blog-welcome");
    await card.getByRole("button", { name: /Metti in pausa/ }).click();
    await waitForToast(page, "Sequenza Aggiornata");
    await card.getByText("Pausa", { exact: true }).waitFor();
    await card.getByRole("button", { name: /Riattiva/ }).click();
    await card.getByText("Attiva", { exact: true }).waitFor();

    await page.getByRole("tab", { name: "Automazioni" }).click();
    await page.getByText(`A ${email}`).first().waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("a 360 px le cinque schede si leggono senza scorrere in orizzontale la pagina", async () => {
    const { page, consoleErrors } = await openSession(browser, { mobile: true });
    await page.goto("/");
    await loginViaApi(page, adminCredentials().email, adminCredentials().password, "/api/admin/login");
    await page.goto("/email-automation");
    await page.getByText("Iscritti attivi").waitFor();
    // Each tab with its data drawn (a panel still loading would fit anything), then measured.
    const panel = page.getByRole("tabpanel");
    const loaded: Record<string, () => Promise<void>> = {
      Panoramica: () => panel.getByRole("region", { name: "Email per scenario" }).waitFor(),
      "Test Sistema": () => panel.getByLabel("Email per il test").waitFor(),
      Sequenze: () => panel.getByTestId("sequence-blog-welcome").waitFor(),
      Template: () => panel.getByText("Ogni email termina con il link di disiscrizione personale del destinatario.").first().waitFor(),
      Automazioni: () => panel.getByText(/Il worker controlla le email scadute ogni/).waitFor(),
    };
    for (const [tab, ready] of Object.entries(loaded)) {
      await page.getByRole("tab", { name: tab }).click();
      await ready();
      // No spinner left in the panel: the Automazioni tab loads its rules and the outbox apart.
      await expect.poll(() => panel.getByRole("status").count(), { message: tab }).toBe(0);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: tab }).toBeLessThanOrEqual(360);
    }
    await page.screenshot({ path: "/tmp/email-automation-360.png", fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
});
