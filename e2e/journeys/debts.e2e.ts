import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openSession, registerViaApi, waitForToast } from "../browser";

// docs/calculators.md, "Piano di rientro dai debiti": on a 360 px phone and on a desktop, a family
// reaches /debts from the navigation, stores a debt, adds another to the planner and compares the
// two strategies (the example: avalanche pays B first and less interest).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function journey(page: Page, mobile: boolean) {
  await page.goto("/");
  await page.getByRole("heading", { name: /^Ciao, / }).waitFor();
  if (mobile) await page.getByRole("button", { name: "Apri menu" }).click();
  await page.getByRole("link", { name: "Debiti", exact: true }).first().click();
  await page.getByRole("heading", { name: "Piano di rientro dai debiti", level: 1 }).waitFor();

  // A stored debt, which then fills the untouched planner.
  const save = page.getByRole("form", { name: "Salva un debito" });
  await save.getByLabel("Nome").fill("A");
  await save.getByLabel("Debito residuo (€)").fill("2.000,00");
  await save.getByLabel("TAEG (%)").fill("7,5");
  await save.getByLabel("Rata minima (€)").fill("60,00");
  await save.getByRole("button", { name: "Salva il debito" }).click();
  await waitForToast(page, "Debito salvato");
  const planner = page.getByRole("form", { name: "Piano di rientro dai debiti" });
  await expect.poll(() => planner.getByLabel("Nome del debito 1").inputValue()).toBe("A");

  await planner.getByRole("button", { name: "Aggiungi un debito" }).click();
  await planner.getByLabel("Nome del debito 2").fill("B");
  await planner.getByLabel("Debito residuo (€) del debito 2").fill("5.000,00");
  await planner.getByLabel("TAEG (%) del debito 2").fill("19,9");
  await planner.getByLabel("Rata minima (€) del debito 2").fill("150,00");
  await planner.getByLabel("Somma in più ogni mese (€)").fill("100");
  await planner.getByRole("button", { name: "Confronta le strategie" }).click();

  const text = async (id: string) => ((await page.getByTestId(id).textContent()) ?? "").replace(/\s/g, " ");
  await page.getByTestId("piano-avalanche").waitFor();
  await expect.poll(() => text("piano-avalanche")).toContain("B → A");
  expect(await text("interessi-avalanche")).toBe("1.350,18 €");
  expect(await text("interessi-snowball")).toBe("1.625,53 €");
  expect(await text("piano-snowball")).toContain("A → B");
  expect(await page.getByRole("table", { name: "Interessi totali e durata per strategia" }).isVisible()).toBe(true);

  if (mobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe("piano di rientro: dal debito salvato al confronto tra le strategie", () => {
  it.each([
    ["360 px", true],
    ["desktop", false],
  ])("%s", async (_label, mobile) => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile });
    await registerViaApi(page);
    await journey(page, mobile);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
