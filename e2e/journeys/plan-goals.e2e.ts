import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openSession, registerViaApi, waitForToast } from "../browser";

// docs/plan.md ("Obiettivi", "Versamenti e prelievi"): on a 360 px phone and on a desktop, a
// family reaches /plan from the navigation, creates a sinking fund, records a contribution and
// sees its progress bar move.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const bar = (page: Page, name: string) => page.getByRole("progressbar", { name: `Avanzamento di ${name}` });

async function journey(page: Page, mobile: boolean) {
  await page.goto("/");
  await page.getByRole("heading", { name: /^Ciao, / }).waitFor();
  // The navigation leads to /plan (on a phone through the menu).
  if (mobile) await page.getByRole("button", { name: "Apri menu" }).click();
  await page.getByRole("link", { name: "Piano", exact: true }).first().click();
  await page.getByRole("heading", { name: "Il tuo piano" }).waitFor();

  await page.getByRole("button", { name: "Nuovo obiettivo" }).click();
  const form = page.getByRole("form", { name: "Nuovo obiettivo" });
  await form.getByLabel("Nome").fill("Bollo auto");
  await form.getByLabel("Tipo di obiettivo").selectOption("sinking");
  await form.getByLabel("Importo obiettivo (€)").fill("300,00");
  await form.getByLabel("Scade ogni anno a (facoltativo)").selectOption({ label: "marzo" });
  await form.getByRole("button", { name: "Crea obiettivo" }).click();
  await waitForToast(page, "Obiettivo creato");
  await expect.poll(() => bar(page, "Bollo auto").getAttribute("aria-valuenow")).toBe("0");

  await page.getByRole("button", { name: "Versamento o prelievo" }).click();
  const move = page.getByRole("form", { name: "Versamento o prelievo per Bollo auto" });
  await move.getByLabel("Importo (€)").fill("150,00");
  await move.getByRole("button", { name: "Registra" }).click();
  await waitForToast(page, "Versamento registrato");
  await expect.poll(() => bar(page, "Bollo auto").getAttribute("aria-valuenow")).toBe("50");
  await expect.poll(async () => ((await page.getByRole("list", { name: "I tuoi obiettivi" }).textContent()) ?? "").replace(/\s/g, " ")).toContain("Messi da parte 150,00 € su 300,00 € (50 %)");

  // Nothing scrolls sideways on the phone.
  if (mobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe("piano: un accantonamento dal modulo alla barra di avanzamento", () => {
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
