import { afterAll, beforeAll, describe, expect, it } from "vitest";
import iconv from "iconv-lite";
import type { Browser } from "playwright-core";
import { launchBrowser, openSession, registerViaApi } from "../browser";

// docs/expenses.md ("Import da CSV della banca"): the card on /expenses, on a phone.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const today = new Date();
const dd = (d: number) => `${String(d).padStart(2, "0")}/${String(today.getMonth() + 1).padStart(2, "0")}/${today.getFullYear()}`;

describe("import dell'estratto conto", () => {
  it("a 360 px: anteprima di un CSV Windows-1252, la riga malformata va esclusa, poi l'import; il secondo non aggiunge nulla", async () => {
    const { context, page } = await openSession(browser, { mobile: true });
    await registerViaApi(page);
    const csv = iconv.encode(
      ["Data contabile;Descrizione;Importo", `${dd(1)};Caffè Città Alta;-1,20`, `${dd(1)};Stipendio;1.800,00`, `${dd(2)};Farmacia Perù di via Garibaldi, farmaci per tutta la famiglia;-1.234,56`, "32/13/2026;Riga rovinata;-5,00"].join("\r\n"),
      "windows-1252",
    );
    await page.goto("/expenses");
    await page.getByRole("heading", { name: "Le tue spese" }).waitFor();
    await page.getByLabel("File dell'estratto conto (CSV o XLSX)").setInputFiles({ name: "estratto.csv", mimeType: "text/csv", buffer: csv });

    const preview = page.getByRole("region", { name: "Anteprima dell'importazione" });
    await preview.waitFor();
    const rows = preview.getByTestId("import-row");
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.nth(0).textContent()).toContain("Caffè Città Alta");
    expect(await rows.nth(0).getByRole("combobox", { name: "Categoria della riga 2" }).inputValue()).toBe("ristoranti");
    expect(await rows.nth(1).textContent()).toContain("Entrata da registrare");
    expect(await rows.nth(1).textContent()).toContain("Entrata · Stipendio");
    expect(await rows.nth(2).textContent()).toContain("1.234,56");
    expect(await rows.nth(3).textContent()).toContain("Data non valida (serve gg/mm/aaaa)");
    // On a phone each movement is a card (docs/client.md, "Small screens"): nothing scrolls
    // sideways, neither the page nor the preview, and the amount and "Escludi" are on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await preview.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    for (const target of [rows.nth(2).getByText(/1\.234,56/), page.getByRole("checkbox", { name: "Escludi la riga 5" })]) {
      const box = (await target.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }

    const importButton = page.getByRole("button", { name: "Importa 2 spese e 1 entrata" });
    expect(await importButton.isDisabled()).toBe(true);
    await page.getByRole("checkbox", { name: "Escludi la riga 5" }).check();
    await importButton.click();
    await page.getByText("Importate 2 spese.").waitFor();
    // The whole description is readable at 360 px: it wraps, it is not cut.
    const description = page.getByRole("list", { name: "Elenco spese" }).getByText("Farmacia Perù di via Garibaldi, farmaci per tutta la famiglia");
    await description.waitFor();
    expect(await description.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);

    // The same statement again: nothing new.
    await page.getByLabel("File dell'estratto conto (CSV o XLSX)").setInputFiles({ name: "estratto.csv", mimeType: "text/csv", buffer: csv });
    await page.getByText("3 movimenti già importati, saltati.").first().waitFor();
    expect(await page.getByRole("button", { name: "Importa 0 spese" }).isDisabled()).toBe(true);
    const saved = (await (await page.request.get("/api/user/expenses")).json()) as unknown[];
    expect(saved).toHaveLength(2);
    await context.close();
  });
});
