import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, waitForToast } from "../browser";
import { openRoleSession } from "../roles";

// docs/plan.md ("Budget per categoria"): on a 360 px phone and on a desktop, a Premium family sets
// its category budgets on /plan and sees the month's status: budget, spent, left and the pace bar.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const romeToday = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Rome" });
const text = async (page: Page, name: string) => ((await page.getByRole("listitem", { name }).first().textContent()) ?? "").replace(/\s/g, " ");

async function journey(page: Page, mobile: boolean) {
  // 200 € of groceries today, recorded the way the expenses page does.
  const res = await page.request.post("/api/user/expenses", {
    data: { description: "Supermercato", amount: "200,00", category: "necessita", subcategory: "spesa_alimentare", date: romeToday() },
    headers: { "X-Requested-With": "e2e" },
  });
  expect(res.status()).toBe(201);

  await page.goto("/plan#budget-categorie");
  await page.getByRole("heading", { name: "Il tuo piano" }).waitFor();
  await page.getByRole("button", { name: "Imposta i budget" }).click();
  const form = page.getByRole("form", { name: "Budget per categoria" });
  await form.getByLabel("Spesa alimentare", { exact: true }).fill("400,00");
  await form.getByLabel("Bollette", { exact: true }).fill("150");
  await form.getByRole("button", { name: "Salva i budget" }).click();
  await waitForToast(page, "Budget salvati");

  const status = page.getByRole("list", { name: "Stato dei budget del mese" });
  await status.waitFor();
  await expect.poll(() => text(page, "Spesa alimentare")).toContain("Speso 200,00 € di 400,00 €");
  expect(await text(page, "Spesa alimentare")).toContain("Restano 200,00 €");
  expect(await text(page, "Spesa alimentare")).toMatch(/Al ritmo attuale: [\d.]+,\d{2} € a fine mese/);
  expect(await page.getByRole("progressbar", { name: "Spesa alimentare: speso il 50% del budget" }).getAttribute("aria-valuenow")).toBe("50");
  expect(await text(page, "Bollette")).toContain("Speso 0,00 € di 150,00 €");

  // Nothing scrolls sideways on the phone.
  if (mobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe("piano: budget per categoria e stato del mese", () => {
  it.each([
    ["360 px", true],
    ["desktop", false],
  ])("%s", async (_label, mobile) => {
    const { page, context, consoleErrors } = await openRoleSession(browser, "premium", { mobile });
    await journey(page, mobile);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
