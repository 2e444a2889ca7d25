import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openSession, registerViaApi } from "../browser";

const DEMO_TRIAL = "Attiva la prova gratuita di 7 giorni (modalità demo)";

type Course = { id: number; lessons: { id: number; order: number; title: string; isPremium: boolean }[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each([
  { name: "desktop", mobile: false },
  { name: "360 px", mobile: true },
])("prova Premium demo, esportazione ed eliminazione ($name)", ({ mobile }) => {
  it("un utente gratuito attiva la prova demo da un invito, apre una lezione Premium, annulla e riprende dal suo account", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile });
    await registerViaApi(page);
    const courses = (await (await page.request.get("/api/courses")).json()) as Course[];
    const course = courses.find((c) => c.lessons.some((l) => l.isPremium))!;
    const lesson = course.lessons.find((l) => l.isPremium)!;

    // From the dashboard's upsell, as a household finds it (docs/billing.md: every upsell leads to /subscribe).
    await page.goto("/");
    await page.getByTestId("premium-upsell").getByRole("link", { name: /Prova gratis/ }).click();
    await page.waitForURL("**/subscribe");
    await page.getByRole("button", { name: DEMO_TRIAL }).click();
    await page.getByTestId("toast").filter({ hasText: "Prova gratuita attivata" }).first().waitFor();
    await page.getByText(/Sei già Premium/).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

    await page.goto(`/courses/${course.id}`);
    await page.getByTestId(`lesson-item-${lesson.order}`).click();
    await page.getByRole("heading", { name: lesson.title }).waitFor();

    await page.goto("/account");
    await expect.poll(() => page.getByTestId("plan-description").textContent()).toMatch(/^Prova gratuita \(modalità demo\) fino al \d{2}\/\d{2}\/\d{4}$/);
    await page.getByRole("button", { name: "Annulla la prova" }).click();
    await expect.poll(() => page.getByTestId("plan-description").textContent()).toMatch(/annullato: resta attivo fino al/);
    await page.getByRole("button", { name: "Riprendi il piano" }).click();
    await expect.poll(() => page.getByTestId("plan-description").textContent()).toMatch(/^Prova gratuita/);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("scarica i propri dati e le spese, poi elimina l'account; l'accesso non funziona più e l'indirizzo si può registrare di nuovo", async () => {
    const { page, context } = await openSession(browser, { mobile });
    const { email, password } = await registerViaApi(page);
    const day = new Date().toISOString().slice(0, 10);
    const add = await page.request.post("/api/user/expenses", {
      data: { description: "Spesa del percorso", amount: "1.234,50", category: "necessita", date: day },
      headers: { "X-Requested-With": "e2e" },
    });
    expect(add.status()).toBe(201);

    await page.goto("/account");
    const [json] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-json").click()]);
    const doc = JSON.parse(await fs.readFile((await json.path())!, "utf8")) as { data: { users: { email: string }[]; expenses: { description: string }[] } };
    expect(doc.data.users[0].email).toBe(email);
    expect(doc.data.expenses.map((e) => e.description)).toEqual(["Spesa del percorso"]);
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
    expect(await fs.readFile((await csv.path())!, "utf8")).toContain("Spesa del percorso;Necessità;Altro;1234,50");

    // A wrong password: the server's message, nothing deleted. (The page asks for the current
    // password in three places: e-mail change, password change and here.)
    const deletion = page.getByRole("region", { name: "Elimina l'account" });
    await deletion.getByLabel("Password attuale").fill("non-la-mia");
    await deletion.getByLabel("Scrivi ELIMINA per confermare").fill("ELIMINA");
    await deletion.getByRole("button", { name: "Elimina definitivamente l'account" }).click();
    await expect.poll(() => page.getByTestId("delete-account-error").textContent()).toBe("Password non corretta: l'account non è stato eliminato");

    await deletion.getByLabel("Password attuale").fill(password);
    await deletion.getByRole("button", { name: "Elimina definitivamente l'account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    const login = await page.request.post("/api/auth/login", { data: { email, password }, headers: { "X-Requested-With": "e2e" } });
    expect(login.status()).toBe(401);
    const again = await page.request.post("/api/auth/register", { data: { email, password: "un-altra-password" }, headers: { "X-Requested-With": "e2e" } });
    expect(again.status()).toBe(201);
    await context.close();
  });

  it("l'informativa sulla privacy e i termini si aprono dal piè di pagina", async () => {
    const { page, context } = await openSession(browser, { mobile });
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Informativa sulla privacy" }).click();
    await page.getByRole("heading", { level: 1, name: "Informativa sulla privacy" }).waitFor();
    await page.getByRole("heading", { name: "Cookie" }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Termini di servizio" }).click();
    await page.getByRole("heading", { level: 1, name: "Termini di servizio" }).waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
