import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openSession } from "../browser";

// A visitor on a 360 px phone estimates an ISEE and an Assegno unico (docs/benefits.md). Expected
// figures as in shared/finance/isee.test.ts (worked by hand from D.P.C.M. 159/2013) and the
// registry's 2026 full amount per child (203,80 €).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? "").replace(/\u00a0/g, " ");
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("ISEE e Assegno unico", () => {
  it("a 360 px un visitatore stima l'ISEE passo per passo e poi l'Assegno unico dei due figli", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile: true });
    await page.goto("/calcolatori");
    await page.getByRole("link", { name: /ISEE e Assegno unico/ }).click();
    await page.waitForURL("**/benefits");
    await page.getByText("Stima, non l'attestazione INPS.").waitFor();
    await page.locator("#member-0-age").fill("40");
    await page.locator("#member-0-employment").fill("30.000");
    for (const [relation, age] of [["spouse", "38"], ["child", "5"], ["child", "8"]] as const) {
      await page.getByRole("button", { name: "Aggiungi un componente" }).click();
      const i = await page.locator("[id^=member-][id$=-age]").count() - 1;
      await page.locator(`#member-${i}-relation`).selectOption(relation);
      await page.locator(`#member-${i}-age`).fill(age);
    }
    await page.getByRole("button", { name: "Aggiungi un immobile" }).click();
    await page.getByLabel("Immobile 1: valore ai fini IMU (€)").fill("120.000");
    await page.getByLabel("Mutuo residuo al 31 dicembre (€)").fill("50.000");
    await page.getByLabel("Conti e depositi (€)").fill("15.000");
    await page.getByLabel("Azioni, fondi, ETF e altri titoli (€)").fill("5.000");
    await page.getByLabel("Titoli di Stato e buoni postali (€)").fill("10.000");
    // Keyboard: Enter in a field sends the form.
    await page.getByLabel("Titoli di Stato e buoni postali (€)").press("Enter");
    await expect.poll(() => text(page, "isee-ordinary"), { timeout: 15_000 }).toBe("12.737,13 €");
    expect(await text(page, "isee-family")).toBe("11.328,13 €");
    await page.getByText("ISE diviso la scala di equivalenza").waitFor();

    // The Assegno unico from the estimated family-benefits ISEE: two children, single income.
    await page.locator("#au-child-0-age").fill("5");
    await page.getByRole("button", { name: "Aggiungi un figlio" }).click();
    await page.locator("#au-child-1-age").fill("8");
    await page.getByRole("button", { name: "Stima l'Assegno unico" }).click();
    await expect.poll(() => text(page, "au-total"), { timeout: 15_000 }).toBe("407,60 €");
    await page.getByText(/Famiglia monoreddito/).waitFor();
    await page.getByText("Bonus sociale luce e gas").waitFor();

    // A typed ISEE wins over the estimate; an age of 22 is refused in Italian.
    await page.getByLabel("ISEE (€)").fill("60.000");
    await page.locator("#au-child-1-age").fill("22");
    await page.getByRole("button", { name: "Stima l'Assegno unico" }).click();
    await page.getByText("L'età di ogni figlio deve essere tra 0 e 21 anni").waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });

  it("a 360 px il confronto TFR in azienda o nel fondo mostra i due netti e le ipotesi", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile: true });
    await page.goto("/calcolatori/tfr");
    await page.getByRole("button", { name: "Confronta" }).click();
    // 30.000 €, 30 years, 4 %, 2 %: shared/finance/tfr-table.py.
    await expect.poll(() => text(page, "tfr-company-net"), { timeout: 15_000 }).toBe("76.561,73 €");
    expect(await text(page, "tfr-fund-net")).toBe("112.045,54 €");
    await page.getByText(/tassazione separata/).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
