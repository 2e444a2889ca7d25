import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { romeDateString } from "@shared/calendar";
import { launchBrowser, openSession, registerViaApi, waitForToast } from "../browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const headers = { "X-Requested-With": "e2e" };
async function addViaApi(page: Page, description: string) {
  const res = await page.request.post("/api/user/expenses", { headers, data: { description, amount: "5.00", category: "necessita", date: romeDateString() } });
  expect(res.status()).toBe(201);
}
const items = (page: Page) => page.getByTestId("expense-item");
/** Text of a test id with the no-break spaces of it-IT currency made plain. */
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? "").replace(/\s/g, " ");

async function addViaForm(page: Page, description: string, amount: string, category?: string) {
  await page.getByRole("button", { name: "Aggiungi Spesa" }).click();
  await page.getByLabel("Descrizione", { exact: true }).fill(description);
  await page.getByLabel("Importo (€)").fill(amount);
  if (category) await page.getByLabel("Categoria", { exact: true }).selectOption({ label: category });
  await page.getByRole("button", { name: "Salva spesa" }).click();
}

describe("tracciamento spese", () => {
  it("un utente gratuito aggiunge, filtra, elimina e raggiunge il limite", async () => {
    const { page, context, consoleErrors } = await openSession(browser);
    await registerViaApi(page);
    await page.goto("/expenses");
    await page.getByRole("heading", { name: "Le tue spese" }).waitFor();
    await expect.poll(() => page.getByTestId("expense-usage").textContent()).toBe("0/10");

    // Defaults: today (Rome) and necessità; an empty save shows the messages of docs/expenses.md.
    await page.getByRole("button", { name: "Aggiungi Spesa" }).click();
    await expect.poll(() => page.getByLabel("Data", { exact: true }).inputValue()).toBe(romeDateString());
    await expect.poll(() => page.getByLabel("Categoria", { exact: true }).inputValue()).toBe("necessita");
    await page.getByRole("button", { name: "Salva spesa" }).click();
    await page.getByText("Descrizione richiesta").waitFor();
    await page.getByText("Importo deve essere maggiore di 0").waitFor();
    // Cancel collapses and resets.
    await page.getByLabel("Descrizione", { exact: true }).fill("Da buttare");
    await page.getByRole("button", { name: "Annulla" }).click();
    await page.getByRole("button", { name: "Aggiungi Spesa" }).click();
    await expect.poll(() => page.getByLabel("Descrizione", { exact: true }).inputValue()).toBe("");
    await page.getByRole("button", { name: "Annulla" }).click();

    await addViaForm(page, "Spesa al mercato", "23,40");
    await waitForToast(page, "Spesa aggiunta");
    await items(page).filter({ hasText: "Spesa al mercato" }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Aggiungi Spesa" }).isVisible()).toBe(true);
    await addViaForm(page, "Cinema", "12", "Desideri");
    await items(page).filter({ hasText: "Cinema" }).waitFor();
    await expect.poll(() => text(page, "total-total")).toBe("35,40 €");
    await expect.poll(() => text(page, "total-desideri")).toBe("12,00 €");

    // Edit in place: 12,00 → 1.250,00, the row and the month's totals follow.
    await page.getByRole("button", { name: "Modifica Cinema" }).click();
    const editForm = page.getByRole("form", { name: "Modifica Cinema" });
    await editForm.getByLabel("Importo (€)").fill("1.250,00");
    await editForm.getByRole("button", { name: "Salva modifiche" }).click();
    await waitForToast(page, "Spesa aggiornata");
    await expect.poll(async () => ((await items(page).filter({ hasText: "Cinema" }).textContent()) ?? "").replace(/\s/g, " ")).toContain("1.250,00 €");
    await expect.poll(() => text(page, "total-total")).toBe("1.273,40 €");
    await expect.poll(() => text(page, "total-desideri")).toBe("1.250,00 €");
    await page.getByText("2/10").waitFor();

    // Filter by category.
    const filters = page.getByRole("group", { name: "Filtra per categoria" });
    await filters.getByRole("button", { name: "Desideri" }).click();
    await expect.poll(() => items(page).allTextContents()).toEqual([expect.stringContaining("Cinema")]);
    await filters.getByRole("button", { name: "Necessità" }).click();
    await expect.poll(() => items(page).allTextContents()).toEqual([expect.stringContaining("Spesa al mercato")]);
    await filters.getByRole("button", { name: "Tutte" }).click();
    await expect.poll(() => items(page).count()).toBe(2);

    // Delete one.
    await page.getByRole("button", { name: "Elimina Cinema" }).click();
    await waitForToast(page, "Spesa eliminata");
    await page.getByText("1/10").waitFor();
    await expect.poll(() => items(page).count()).toBe(1);

    // "Annulla" in the toast brings the same expense back; then it is deleted again.
    await page.getByTestId("toast").getByRole("button", { name: "Annulla" }).click();
    await waitForToast(page, "Spesa ripristinata");
    await expect.poll(() => items(page).count()).toBe(2);
    await page.getByText("2/10").waitFor();
    await expect.poll(() => text(page, "total-total")).toBe("1.273,40 €");
    await page.getByRole("button", { name: "Elimina Cinema" }).click();
    await waitForToast(page, "Spesa eliminata");
    await page.getByText("1/10").waitFor();

    // Up to 9, then the 10th arrives from elsewhere while the form is open: the save fails
    // with the server's message and the limit card replaces the form.
    for (let i = 2; i <= 9; i++) await addViaApi(page, `Spesa ${i}`);
    await page.reload();
    await page.getByText("9/10").waitFor();
    await page.getByRole("button", { name: "Aggiungi Spesa" }).click();
    await page.getByLabel("Descrizione", { exact: true }).fill("Troppe");
    await page.getByLabel("Importo (€)").fill("3");
    await addViaApi(page, "Spesa 10");
    await page.getByRole("button", { name: "Salva spesa" }).click();
    await waitForToast(page, "Hai raggiunto il limite di 10 spese per il piano gratuito.");
    await expect.poll(() => page.getByTestId("toast").filter({ hasText: "Errore" }).count()).toBeGreaterThan(0);
    const card = page.getByTestId("expense-limit-card");
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain("Limite raggiunto! Passa a Premium per registrare spese senza limiti.");
    await expect.poll(() => page.getByRole("button", { name: "Aggiungi Spesa" }).count()).toBe(0);
    await expect.poll(() => page.getByTestId("expense-usage").textContent()).toBe("10/10");
    expect((await (await page.request.get("/api/user/expenses/count")).json()).count).toBe(10);

    // Previous month is readable and empty.
    await page.getByRole("button", { name: /Mese precedente/ }).click();
    await page.getByText(/Nessuna spesa registrata/).waitFor();

    // The dashboard's expense card reads the same month count.
    await page.getByRole("navigation", { name: "Navigazione principale" }).getByRole("link", { name: "Dashboard" }).click();
    await page.getByTestId("stat-expenses").filter({ hasText: "10/10" }).waitFor();
    expect(consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await context.close();
  });

  it("l'importo scritto all'italiana: 1.800 è salvato come 1.800,00 €, non 1,80 €", async () => {
    const { page, context, consoleErrors } = await openSession(browser);
    await registerViaApi(page);
    await page.goto("/expenses");
    await page.getByRole("button", { name: "Aggiungi Spesa" }).click();
    const amount = page.getByLabel("Importo (€)");
    expect(await amount.getAttribute("type")).toBe("text");
    expect(await amount.getAttribute("inputmode")).toBe("decimal");
    await page.getByRole("button", { name: "Annulla" }).click();
    await addViaForm(page, "Affitto", "1.800");
    await items(page).filter({ hasText: "Affitto" }).waitFor();
    expect(await text(page, "total-total")).toBe("1.800,00 €");
    await addViaForm(page, "Mobili", "€ 1.200,50", "Desideri");
    await items(page).filter({ hasText: "Mobili" }).waitFor();
    expect(await text(page, "total-total")).toBe("3.000,50 €");
    const saved = (await (await page.request.get("/api/user/expenses")).json()) as { description: string; amount: string }[];
    expect(saved.map((e) => [e.description, e.amount]).sort()).toEqual([
      ["Affitto", "1800.00"],
      ["Mobili", "1200.50"],
    ]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("sul telefono la pagina sta in 360 px e il modulo si usa", async () => {
    const { page, context } = await openSession(browser, { mobile: true });
    await registerViaApi(page);
    await page.goto("/expenses");
    await addViaForm(page, "Caffè", "1,20");
    await items(page).filter({ hasText: "Caffè" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  it("un visitatore vede la spiegazione con un mese di esempio e l'invito a registrarsi", async () => {
    const { page, context } = await openSession(browser);
    await page.goto("/expenses");
    await page.getByRole("heading", { name: "Un mese di esempio" }).waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Registrati gratis per iniziare" }).getAttribute("href")).toBe("/login");
    await expect.poll(() => page.getByRole("button", { name: "Aggiungi Spesa" }).count()).toBe(0);
    await context.close();
  });
});
