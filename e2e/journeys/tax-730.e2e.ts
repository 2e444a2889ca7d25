import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openSession, registerViaApi, waitForToast } from "../browser";

// docs/tax.md ("Il modulo spesa", "La pagina /tax"): on a 360 px phone a family marks an expense
// deductible for its child, sees it in the 730 summary and prints the list for the CAF.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const headers = { "X-Requested-With": "e2e" };

describe("730: spesa detraibile per un figlio, riepilogo e stampa", () => {
  it("a 360 px: profilo con un figlio, spesa di sport detraibile per Figlio 1 con la ricevuta, riepilogo su /tax e stampa per il CAF", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile: true });
    await registerViaApi(page);
    // The household profile's children (docs/tax.md, "Familiari") and the demo trial, so the summary is detailed.
    expect((await page.request.put("/api/user/profile", { data: { householdSize: 3, children: 1 }, headers })).status()).toBe(200);
    expect((await page.request.post("/api/billing/demo-trial", { headers })).status()).toBe(200);

    await page.goto("/expenses");
    await page.getByRole("button", { name: "Aggiungi Spesa" }).click();
    const form = page.getByRole("form", { name: "Nuova spesa" });
    await form.getByLabel("Descrizione", { exact: true }).fill("Corso di nuoto");
    await form.getByLabel("Importo (€)").fill("150,00");
    await form.getByLabel("Detraibile nel 730").check();
    await form.getByLabel("Tipo di detrazione").selectOption("kids_sport");
    await form.getByRole("option", { name: "Figlio 1" }).waitFor({ state: "attached" });
    await form.getByLabel("Per chi").selectOption("child1");
    await form.getByRole("button", { name: "Salva spesa" }).click();
    await waitForToast(page, "Spesa aggiunta");
    // The receipt (docs/tax.md, "Ricevute"): a PDF attached from the row, then a link to it.
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n", "latin1");
    await page.getByLabel("Allega ricevuta di Corso di nuoto (foto o PDF)").setInputFiles({ name: "ricevuta.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("link", { name: "Vedi ricevuta di Corso di nuoto" }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);

    await page.goto("/tax");
    const table = page.getByRole("table");
    await expect.poll(async () => (await table.textContent()) ?? "").toMatch(/Figlio 1/);
    expect(((await table.textContent()) ?? "").replace(/\u00a0/g, " ")).toMatch(/150,00 €/);
    expect(await noHorizontalScroll(page)).toBe(true);

    // The printable checklist: the page itself, printed (the print dialog is stubbed).
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole("button", { name: "Stampa la lista per il CAF" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("table").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Stampa la lista per il CAF" }).isVisible()).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
