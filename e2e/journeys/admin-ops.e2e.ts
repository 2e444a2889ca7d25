import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { adminCredentials, launchBrowser, openSession, registerViaApi, uniqueEmail, waitForToast } from "../browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const fitsPhone = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

describe("amministrazione sul telefono", () => {
  it("a 360 px ogni scheda sta nello schermo; l'admin trova un utente, gli concede Premium con la tastiera e lo ritrova nel registro", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile: true });
    // A person to find, in another browser context.
    const email = uniqueEmail("cercami");
    const someone = await openSession(browser);
    await registerViaApi(someone.page, email);
    // Content in every tab: a feedback with a long word and a long e-mail, as phones break on them.
    const fb = await someone.page.request.post("/api/feedback", {
      data: { type: "bug", title: "Schermata", message: `Non si vede bene ${"parolalunghissima".repeat(6)}`, userEmail: `${"indirizzo".repeat(4)}@esempio.it` },
      headers: { "X-Requested-With": "e2e" },
    });
    expect(fb.status()).toBe(201);

    await page.goto("/admin-login");
    const { email: adminEmail, password } = adminCredentials();
    await page.getByLabel("Email").fill(adminEmail);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Accedi" }).click();
    await page.waitForURL("**/admin");
    await page.getByRole("heading", { name: "Dashboard Admin" }).waitFor();

    // Each tab with its content loaded (an empty panel would fit anything).
    const loaded: Record<string, () => Promise<void>> = {
      Panoramica: () => page.getByText("Utenti totali").first().waitFor(),
      Utenti: () => page.getByRole("list", { name: "Elenco utenti" }).waitFor(),
      Feedback: () => page.getByTestId("admin-feedback-item").filter({ hasText: "Schermata" }).waitFor(),
      Analytics: () => page.getByRole("tabpanel").waitFor(),
      "Contenuti IA": () => page.getByRole("tabpanel").waitFor(),
      Impostazioni: () => page.getByRole("list", { name: "Impostazioni" }).getByText("Invio email").waitFor(),
      // Empty on a fresh database; after other journeys (blog editor, admin) a list whose name
      // "Azioni registrate" is its aria-label, not visible text.
      Registro: () => page.getByText("Nessuna azione registrata.").or(page.getByRole("list", { name: "Azioni registrate" })).first().waitFor(),
      Stato: () => page.getByText("PostgreSQL incorporato (PGlite)").waitFor(),
    };
    for (const [tab, ready] of Object.entries(loaded)) {
      await page.getByRole("tab", { name: tab }).click();
      await ready();
      await fitsPhone(page);
    }

    // Find by part of the e-mail, with the keyboard only.
    await page.getByRole("tab", { name: "Utenti" }).click();
    await page.getByLabel("Cerca per e-mail o nome").fill(email.slice(0, 14));
    await page.keyboard.press("Enter");
    const row = page.getByRole("button", { name: new RegExp(email.replace(/\./g, "\\.")) });
    await row.focus();
    await page.keyboard.press("Enter");
    const detail = page.getByRole("region", { name: `Dettaglio di ${email}` });
    await detail.waitFor();
    await fitsPhone(page);
    await detail.getByLabel("Motivo").fill("Prova del supporto");
    await detail.getByLabel("Motivo").press("Tab");
    await page.keyboard.press("Enter");
    await waitForToast(page, "Premium concesso");
    await expect.poll(() => detail.getByText(/Premium fino al/).count()).toBeGreaterThan(0);
    // The person has Premium at once.
    await expect.poll(async () => (await (await someone.page.request.get("/api/auth/user")).json()).isPremium).toBe(true);

    await page.getByRole("tab", { name: "Registro" }).click();
    await page.getByRole("list", { name: "Azioni registrate" }).getByText("Premium concesso").first().waitFor();
    await page.getByRole("tab", { name: "Stato" }).click();
    await page.getByText("PostgreSQL incorporato (PGlite)").waitFor();
    await fitsPhone(page);
    expect(consoleErrors).toEqual([]);
    await someone.context.close();
    await context.close();
  });
});
