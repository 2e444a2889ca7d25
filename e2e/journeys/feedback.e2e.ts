import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import type { Browser } from "playwright-core";
import { adminCredentials, launchBrowser, loginViaApi, openSession, waitForToast } from "../browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("feedback della community", () => {
  it("un visitatore lascia un feedback e lo vede nella lista, testo mostrato come testo", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile: true });
    await page.goto("/feedback");
    await page.getByRole("heading", { name: "Community e feedback" }).waitFor();

    // Without type and message: the documented toast, nothing sent.
    await page.getByRole("button", { name: "Invia feedback" }).click();
    await waitForToast(page, "Seleziona un tipo e scrivi il tuo messaggio");

    const message = `Il corso sul budget è chiarissimo <b>${crypto.randomBytes(3).toString("hex")}</b>`;
    await page.getByLabel("Tipo di feedback").selectOption("praise");
    // Stars appear only for content and praise.
    await page.getByRole("radio", { name: "4 stelle" }).check({ force: true });
    await page.getByLabel("Titolo (facoltativo)").fill("Grazie!");
    await page.getByLabel("Messaggio").fill(message);
    await page.getByRole("button", { name: "Invia feedback" }).click();
    await waitForToast(page, "Grazie per il tuo contributo alla community");

    // The form resets and the list shows the new item with its stars, as plain text.
    await expect.poll(() => page.getByLabel("Messaggio").inputValue()).toBe("");
    await expect.poll(() => page.getByLabel("Tipo di feedback").inputValue()).toBe("");
    const item = page.getByRole("list", { name: "Feedback pubblici" }).getByRole("listitem").filter({ hasText: message });
    await item.waitFor();
    await expect.poll(() => item.getByRole("img", { name: "4 stelle" }).count()).toBe(1);
    await expect.poll(() => item.getByText("Apprezzamento").count()).toBe(1);
    await expect.poll(() => item.locator("b").count()).toBe(0);

    // Stars are not offered for a bug report.
    await page.getByLabel("Tipo di feedback").selectOption("bug");
    await expect.poll(() => page.getByRole("radio", { name: "4 stelle" }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("la risposta pubblica dell'admin compare sotto il feedback; le note private no", async () => {
    const { page, context, consoleErrors } = await openSession(browser, { mobile: true });
    const message = `Vorrei il grafico annuale ${crypto.randomBytes(3).toString("hex")}`;
    const created = await page.request.post("/api/feedback", { data: { type: "feature", message }, headers: { "X-Requested-With": "e2e" } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const admin = await openSession(browser);
    const { email, password } = adminCredentials();
    await loginViaApi(admin.page, email, password, "/api/admin/login");
    const patched = await admin.page.request.patch(`/api/admin/feedback/${id}`, {
      data: { adminNotes: "Nota solo per noi", publicReply: "Arriva a gennaio, grazie!" },
      headers: { "X-Requested-With": "e2e" },
    });
    expect(patched.status()).toBe(200);
    await admin.context.close();

    await page.goto("/feedback");
    const item = page.getByRole("list", { name: "Feedback pubblici" }).getByRole("listitem").filter({ hasText: message });
    await item.waitFor();
    await expect.poll(() => item.getByTestId("feedback-reply").innerText()).toContain("Arriva a gennaio, grazie!");
    await expect.poll(() => page.getByText("Nota solo per noi").count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
