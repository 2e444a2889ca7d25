import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { adminCredentials, launchBrowser, loginViaApi, openSession, registerViaApi } from "../browser";

const DEMO_TRIAL = "Attiva la prova gratuita di 7 giorni (modalità demo)";

type Course = { id: number; lessons: { id: number; order: number; title: string; isPremium: boolean }[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("Premium in modalità demo", () => {
  it("un utente gratuito apre /subscribe dal banner, vede la prova in modalità demo; con Premium concesso vede il badge e apre una lezione Premium", async () => {
    const { page, context, consoleErrors } = await openSession(browser);
    await registerViaApi(page);
    const me = (await (await page.request.get("/api/auth/user")).json()) as { id: number };

    await page.goto("/");
    await page.getByTestId("premium-upsell").getByRole("link", { name: /Prova gratis/ }).click();
    await page.waitForURL("**/subscribe");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId("premium-price").textContent()).toMatch(/^9,90\s€$/);
    await page.getByText("7 giorni gratis", { exact: true }).waitFor();
    await page.getByRole("button", { name: DEMO_TRIAL }).waitFor();
    // A demo answer is not a failure: no 'Modalità Demo' toast, and Stripe.js was never fetched.
    await expect.poll(() => page.getByTestId("toast").count()).toBe(0);
    await expect.poll(() => page.evaluate(() => [...document.scripts].some((s) => s.src.includes("js.stripe.com")))).toBe(false);
    await page.getByText("Posso avere un rimborso?").click();
    await page.getByText(/rimborsiamo il 100% entro 30 giorni dal pagamento/).waitFor();

    const nav = page.getByRole("navigation", { name: "Navigazione principale" });
    await expect.poll(() => nav.getByText("Premium", { exact: true }).count()).toBe(0);
    await page.getByTestId("avatar-menu").click();
    await expect.poll(() => page.getByTestId("plan-status").textContent()).toBe("Piano gratuito");
    await page.getByRole("menuitem", { name: "Passa a Premium" }).waitFor();
    await page.keyboard.press("Escape");

    // Support grants premium through the admin endpoint.
    const admin = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const adminPage = await admin.newPage();
    await loginViaApi(adminPage, adminCredentials().email, adminCredentials().password, "/api/admin/login");
    const grant = await adminPage.request.post(`/api/admin/users/${me.id}/premium`, { data: { action: "grant" }, headers: { "X-Requested-With": "e2e" } });
    expect(grant.status()).toBe(200);
    await admin.close();

    await page.reload();
    await nav.getByText("Premium", { exact: true }).waitFor();
    await page.getByText(/Sei già Premium/).waitFor();
    await page.getByTestId("avatar-menu").click();
    await expect.poll(() => page.getByTestId("plan-status").textContent()).toBe("Piano Premium attivo");
    await expect.poll(() => page.getByRole("menuitem", { name: "Passa a Premium" }).count()).toBe(0);
    await page.keyboard.press("Escape");

    // The same gate on the server now lets the premium lesson through.
    const courses = (await (await page.request.get("/api/courses")).json()) as Course[];
    const course = courses.find((c) => c.lessons.some((l) => l.isPremium))!;
    const lesson = course.lessons.find((l) => l.isPremium)!;
    expect((await page.request.get(`/api/lessons/${lesson.id}`)).status()).toBe(200);
    await page.goto(`/courses/${course.id}`);
    await page.getByTestId(`lesson-item-${lesson.order}`).click();
    await page.getByRole("heading", { name: lesson.title }).waitFor();
    await expect.poll(() => page.getByTestId("toast").filter({ hasText: "disponibile solo per gli utenti Premium" }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("a 360 px la pagina /subscribe non scorre di lato e il pulsante della prova demo è visibile", async () => {
    const { page, context } = await openSession(browser, { mobile: true });
    await registerViaApi(page);
    await page.goto("/subscribe");
    await page.getByRole("button", { name: DEMO_TRIAL }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
