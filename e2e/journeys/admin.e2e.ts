import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { formatNumber } from "@shared/format";
import { adminCredentials, launchBrowser, openSession, registerViaApi, waitForToast } from "../browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The value shown on the stat card with this label. */
async function cardValue(page: Page, label: string) {
  const card = page.getByText(label, { exact: true }).locator("xpath=../..");
  await card.waitFor();
  return (await card.locator("p").nth(1).textContent())?.trim();
}

describe("dashboard amministratore", () => {
  it("l'admin entra, vede i numeri reali, cambia lo stato di un feedback e apre le statistiche", async () => {
    const { page, context, consoleErrors } = await openSession(browser);
    await page.goto("/admin-login");
    const { email, password } = adminCredentials();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Accedi" }).click();
    await page.waitForURL("**/admin");
    await page.getByRole("heading", { name: "Dashboard Admin" }).waitFor();

    // What the journey creates: two new users (one premium is not possible via UI, so both free) and a feedback.
    const before = await (await page.request.get("/api/admin/overview")).json();
    const others = await browser.newContext({ baseURL: new URL(page.url()).origin });
    for (let i = 0; i < 2; i++) {
      const p = await others.newPage();
      await registerViaApi(p);
      await p.close();
    }
    const message = `Vorrei l'export in PDF ${crypto.randomBytes(3).toString("hex")}`;
    const fb = await others.request.post("/api/feedback", { data: { type: "feature", message, userEmail: "lettore@esempio.it" }, headers: { "X-Requested-With": "e2e" } });
    expect(fb.status()).toBe(201);
    await others.close();

    await page.reload();
    await expect.poll(() => cardValue(page, "Utenti totali")).toBe(formatNumber(before.users.total + 2));
    await expect.poll(() => cardValue(page, "Utenti premium")).toBe(formatNumber(before.users.premium));
    await expect.poll(() => cardValue(page, "Conversioni (registrazioni del mese)")).toBe(formatNumber(before.conversions.thisMonth + 2));

    await page.getByRole("tab", { name: "Utenti" }).click();
    await expect.poll(() => cardValue(page, "Gratuiti")).toBe(formatNumber(before.users.free + 2));

    // Feedback: the new item with its email; change its status.
    await page.getByRole("tab", { name: "Feedback" }).click();
    const item = page.getByTestId("admin-feedback-item").filter({ hasText: message });
    await item.waitFor();
    await expect.poll(() => item.getByText("Email: lettore@esempio.it").count()).toBe(1);
    await item.getByLabel("Stato").selectOption("completed");
    await waitForToast(page, "Stato aggiornato");
    await item.getByText("Completato", { exact: true }).first().waitFor();
    const list = await (await page.request.get("/api/admin/feedback")).json();
    expect(list.items.find((i: { message: string }) => i.message === message).status).toBe("completed");

    await page.getByRole("tab", { name: "Impostazioni" }).click();
    await page.getByRole("list", { name: "Impostazioni" }).getByText("Pagamenti").waitFor();

    // The analytics pages show tracked data.
    await page.goto("/analytics");
    await page.getByRole("heading", { name: "Analytics" }).waitFor();
    const visits = Number((await cardValue(page, "Visite totali"))?.replace(/\./g, ""));
    expect(visits).toBeGreaterThan(0);
    await page.getByRole("button", { name: "30 giorni" }).click();
    await page.getByRole("tab", { name: "Pagine popolari" }).click();
    // The most visited page of the period, as the API ranks it, is on the list. (Not "/admin" by
    // name: every journey before this one tracks its pages on the same server, and the list shows
    // the first ten, so the admin's own visits may rank below them.)
    const top = ((await (await page.request.get("/api/analytics/overview?days=30")).json()).topPages as Array<{ page: string }>)[0];
    expect(top).toBeDefined();
    await page.getByRole("tabpanel").getByText(top!.page === "/" ? "/home" : top!.page, { exact: true }).first().waitFor();

    await page.goto("/conversion-dashboard");
    await page.getByText(/Ultima sincronizzazione: \d{2}:\d{2}:\d{2}/).waitFor();
    expect(Number(await cardValue(page, "Registrazioni"))).toBeGreaterThanOrEqual(2);

    // Logout goes to /admin-login.
    await page.goto("/admin");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/admin-login");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("un utente normale non vede i dati: /analytics riservato, /admin e /conversion-dashboard portano al login admin", async () => {
    const { page, context } = await openSession(browser);
    await page.goto("/feedback");
    await registerViaApi(page);
    await page.goto("/analytics");
    await page.getByText("Le statistiche del sito sono riservate agli amministratori.", { exact: false }).waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Accesso Admin" }).first().getAttribute("href")).toBe("/admin-login");
    await expect.poll(() => page.getByText("Visite totali").count()).toBe(0);
    await page.goto("/admin");
    await page.waitForURL("**/admin-login");
    await page.goto("/conversion-dashboard");
    await page.waitForURL("**/admin-login");
    await context.close();
  });
});
