import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { romeDateString } from "@shared/calendar";
import { eventsApplied, launchBrowser, openSession, registerViaApi, waitForToast } from "../browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const headers = { "X-Requested-With": "e2e" };
// Text as a reader sees it: Intl puts a no-break space before "€".
const text = async (l: Locator) => ((await l.textContent()) ?? "").replace(/\u00a0/g, " ");

async function addExpense(page: Page, amount: string, category = "desideri") {
  const res = await page.request.post("/api/user/expenses", { data: { description: "Spesa di prova", amount, category, date: romeDateString() }, headers });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

describe("dashboard, alert e sfide", () => {
  it("un nuovo utente vede il banner e i prossimi passi; budget superato → alert letto; sfida completata → punti", async () => {
    const { page, context, consoleErrors } = await openSession(browser);
    await registerViaApi(page);
    // After registration a new user lands on the onboarding (docs/accounts.md): three questions,
    // each with "Salta"; skipping all of them still marks it as seen.
    await page.goto("/onboarding");
    for (const n of [1, 2, 3]) {
      await page.getByText(`Passo ${n} di 3`).waitFor();
      await page.getByRole("button", { name: "Salta" }).click();
    }
    await page.getByRole("heading", { name: "Tutto pronto!" }).waitFor();
    await page.getByRole("button", { name: "Vai alla dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // First visit: greeting, first-time banner, next steps, premium upsell, guided tour.
    await page.getByRole("heading", { name: /^Ciao, .+!$/ }).waitFor();
    await page.getByTestId("first-time-banner").waitFor();
    await expect.poll(() => text(page.getByTestId("first-time-banner"))).toContain("In 10 minuti puoi imparare a risparmiare 200 € al mese");
    const next = page.getByTestId("next-steps");
    for (const step of ["Inizia il tuo primo corso", "Crea il tuo budget", "Traccia le tue spese"]) await expect.poll(() => next.getByRole("link", { name: new RegExp(step) }).isVisible()).toBe(true);
    // The onboarding was seen: the dashboard no longer asks about the family.
    await expect.poll(() => next.getByRole("link", { name: /Raccontaci la tua famiglia/ }).count()).toBe(0);
    await expect.poll(() => text(page.getByTestId("premium-upsell"))).toContain("9,90 € al mese");
    await expect.poll(() => text(page.getByTestId("stat-expenses"))).toContain("0/10");

    await page.getByRole("button", { name: "Tour guidato" }).click();
    // The tour has one step per dashboard section it explains (docs/gamification.md): four.
    const tour = page.getByRole("dialog");
    for (const [n, title] of [[1, "Benvenuto nella tua dashboard"], [2, "I tuoi strumenti"], [3, "Sfide Settimanali e classifica"], [4, "I tuoi progressi"]] as const) {
      await tour.getByText(`Passo ${n} di 4`).waitFor();
      await tour.getByRole("heading", { name: title }).waitFor();
      if (n < 4) await tour.getByRole("button", { name: "Avanti" }).click();
    }
    await expect.poll(() => tour.getByRole("button", { name: "Avanti" }).count()).toBe(0);
    await tour.getByRole("button", { name: "Completato" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });

    // Start the weekly expenses challenge from the widget.
    await page.getByRole("button", { name: "Inizia la sfida: Registra 5 spese" }).click();
    await waitForToast(page, "Sfida Iniziata!");
    const challenge = page.getByTestId("challenge-item").filter({ hasText: "Registra 5 spese" });
    await challenge.getByTestId("challenge-percent").filter({ hasText: "0%" }).waitFor();

    // Save a budget (wants 600 €) and spend past the wants share.
    const budget = await page.request.post("/api/user/budget", { data: { monthlyIncome: "2000" }, headers });
    expect(budget.status()).toBe(201);
    await addExpense(page, "350.00");
    await addExpense(page, "300.00");
    // The alert and the challenge's progress are applied by the event worker after the writes
    // answered; the dashboard reads them once, so open it when they are there.
    await eventsApplied(page);

    await page.goto("/");
    const widget = page.getByTestId("alerts-widget");
    await widget.getByText("Budget superato: Desideri").waitFor();
    await expect.poll(() => widget.getByText("Urgente").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("first-time-banner").count()).toBe(0);
    await expect.poll(() => text(page.getByTestId("budget-card"))).toContain("600,00 €");
    await challenge.getByTestId("challenge-percent").filter({ hasText: "40%" }).waitFor();
    await expect.poll(() => text(page.getByTestId("stat-expenses"))).toContain("2/10");

    // On /alerts the alert is unread and can be marked read.
    await widget.getByRole("link", { name: "Vedi tutti" }).click();
    await page.waitForURL("**/alerts");
    await page.getByTestId("alerts-unread").filter({ hasText: "1" }).waitFor();
    const card = page.getByRole("article", { name: "Budget superato: Desideri" });
    await expect.poll(() => text(card)).toContain("Ora");
    await card.getByRole("button", { name: /Segna come letto/ }).click();
    await waitForToast(page, "Alert aggiornato");
    await page.getByText("Nessun alert").waitFor();
    await expect.poll(() => page.getByText("Non ci sono alert da mostrare").isVisible()).toBe(true);
    await expect.poll(() => text(page.getByTestId("alerts-unread"))).toBe("0");
    await expect.poll(() => page.getByRole("button", { name: "Segna tutti come letti" }).count()).toBe(0);
    await page.getByRole("tab", { name: /Tutti/ }).click();
    await page.getByRole("article", { name: "Budget superato: Desideri" }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: /Segna come letto/ }).count()).toBe(0);

    // Three more expenses complete the challenge: 30 points, in the stats and in the navbar.
    for (const amount of ["5.00", "6.00", "7.00"]) await addExpense(page, amount, "necessita");
    await eventsApplied(page);
    await page.goto("/");
    await challenge.getByTestId("challenge-percent").filter({ hasText: "Completata!" }).waitFor();
    await page.getByTestId("stat-points").filter({ hasText: "30" }).waitFor();
    await page.getByTestId("points-counter").filter({ hasText: "30" }).waitFor();
    // The leaderboard is a public list each process keeps for LEADERBOARD_CACHE_TTL_MS (2 s in the
    // journeys, docs/scale-out.md): the page may have read it just before the points; a reload shows them.
    const entry = page.getByTestId("leaderboard-widget").getByTestId("leaderboard-entry").filter({ hasText: "30 pt" });
    await expect
      .poll(
        async () => {
          if ((await entry.count()) > 0) return true;
          await page.reload();
          await page.getByTestId("leaderboard-widget").waitFor();
          return (await entry.count()) > 0;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("sul telefono 'Segna tutti come letti' aggiorna tutti gli alert", async () => {
    const { page, context } = await openSession(browser, { mobile: true });
    await registerViaApi(page);
    await page.request.post("/api/user/budget", { data: { monthlyIncome: "1000" }, headers }); // necessities 500, wants 300
    await addExpense(page, "301.00", "desideri");
    await addExpense(page, "501.00", "necessita");
    await eventsApplied(page);
    await page.goto("/alerts");
    await page.getByTestId("alerts-unread").filter({ hasText: "2" }).waitFor();
    await page.getByRole("button", { name: "Segna tutti come letti" }).click();
    await waitForToast(page, "Tutti gli alert aggiornati");
    await page.getByTestId("alerts-unread").filter({ hasText: "0" }).waitFor();
    await expect.poll(() => text(page.getByTestId("alerts-total"))).toBe("2");
    await context.close();
  });
});
