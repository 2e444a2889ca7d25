import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openSession, registerViaApi, waitForToast } from "../browser";

// docs/plan.md ("Mensilità aggiuntive"): on a 360 px phone and on a desktop, a family says on /plan
// that its salary has 14 payments and what one is worth, sees next year's months marked (also in
// the screen readers' table) and the proposal for each extra payment, by keyboard.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const text = async (page: Page, name: string) => ((await page.getByRole("list", { name }).textContent()) ?? "").replace(/\s/g, " ");

async function journey(page: Page, mobile: boolean) {
  await page.goto("/plan");
  await page.getByRole("heading", { name: "Il tuo piano" }).waitFor();
  const form = page.getByRole("form", { name: "Le tue mensilità" });
  await form.getByLabel("Mensilità all'anno").selectOption("14");
  await form.getByLabel("Mese della quattordicesima").selectOption({ label: "giugno" });
  await form.getByLabel(/Importo netto di una mensilità aggiuntiva/).fill("1.800,50");
  // Saved from the keyboard: Enter in the amount field submits the form.
  await form.getByLabel(/Importo netto di una mensilità aggiuntiva/).press("Enter");
  await waitForToast(page, "Mensilità salvate");

  const next = String(new Date().getFullYear() + 1);
  await page.getByLabel("Anno", { exact: true }).selectOption(next);
  const table = page.getByRole("table", { name: `Mensilità del ${next}` });
  await expect.poll(async () => (await table.getByRole("row").allTextContents()).filter((r) => !r.includes("Nessuna"))).toEqual(["MeseMensilità aggiuntiva", "giugnoQuattordicesima", "dicembreTredicesima"]);
  // No goal and no spending yet: each extra payment stays free, to the cent.
  await expect.poll(() => text(page, "Proposta per la quattordicesima")).toContain("Resta libero1.800,50 €");
  expect(await text(page, "Proposta per la tredicesima")).toContain("Resta libero1.800,50 €");

  if (mobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe("piano: le mensilità aggiuntive dal profilo alla proposta", () => {
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
