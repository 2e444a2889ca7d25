import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { baseURL, launchBrowser, openSession, registerViaApi, waitForToast } from "../browser";

// The installable app (docs/client.md, "Installable app and offline"). The service worker and
// the manifest exist only in the production build (vite-plugin-pwa writes them at build time):
// these journeys run with E2E_BUILD=1, as CI runs the browser tests.
const built = process.env.E2E_BUILD === "1";

/** Until the service worker controls the page (it claims open pages as soon as it activates). */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** How many expenses wait in the device's queue (IndexedDB, client/src/features/expenses/offline-queue.ts). */
const queuedOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("finanza-familiare");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction("offline").objectStore("offline").get("expenses");
          get.onsuccess = () => resolve((get.result as unknown[] | undefined)?.length ?? 0);
        };
      }),
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.skipIf(!built)("app installabile e offline", () => {
  it("Chromium la considera installabile: Page.getInstallabilityErrors non riporta errori", async () => {
    // A profile on disk: Chromium never offers to install from an incognito context (newContext).
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "ff-pwa-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
      baseURL: baseURL(),
      locale: "it-IT",
      viewport: { width: 360, height: 740 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto("/");
      await page.locator("h1").first().waitFor();
      const manifest = await (await page.request.get("/manifest.webmanifest")).json();
      expect(manifest).toMatchObject({ name: "Finanza Familiare", lang: "it", display: "standalone", start_url: "/" });
      expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
      await controlledByWorker(page);
      const cdp = await context.newCDPSession(page);
      await expect.poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  it("dopo una visita, offline, ricaricare /budget-calculator mostra il calcolatore", async () => {
    const { context, page } = await openSession(browser);
    await page.goto("/budget-calculator");
    await page.getByRole("heading", { name: "Calcolatore Budget 50/30/20" }).waitFor();
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("heading", { name: "Calcolatore Budget 50/30/20" }).waitFor();
    // The calculator works offline: its form is there and can be used.
    await page.getByLabel(/reddito/i).first().waitFor();
    // The shell opens offline even on a page never visited (the precached app shows it).
    await page.goto("/mortgage-calculator");
    await page.getByRole("heading", { name: "Calcolatore Mutuo" }).waitFor();
    await context.close();
  });

  it("una spesa aggiunta offline attende sul dispositivo e arriva al server al ritorno della connessione", async () => {
    const { context, page } = await openSession(browser, { mobile: true });
    await registerViaApi(page);
    await page.goto("/expenses");
    await page.getByRole("heading", { name: "Le tue spese" }).waitFor();
    await controlledByWorker(page);
    const serverDescriptions = async () => ((await (await page.request.get("/api/user/expenses")).json()) as Array<{ description: string }>).map((e) => e.description);

    await context.setOffline(true);
    await page.getByRole("button", { name: "Aggiungi Spesa" }).click();
    await page.getByLabel("Descrizione", { exact: true }).fill("Pane in metropolitana");
    await page.getByLabel("Importo (€)").fill("3,20");
    await page.getByRole("button", { name: "Salva spesa" }).click();
    await waitForToast(page, "Sei offline");
    // Still only on the device (the API request context is not the page's, so it reaches the server).
    expect(await serverDescriptions()).toEqual([]);
    expect(await queuedOnDevice(page)).toBe(1);

    await context.setOffline(false);
    await waitForToast(page, "Spese inviate");
    await expect.poll(serverDescriptions).toEqual(["Pane in metropolitana"]);
    // Sent once: the queue is empty, so nothing can be sent again.
    await expect.poll(() => queuedOnDevice(page)).toBe(0);
    expect(await serverDescriptions()).toEqual(["Pane in metropolitana"]);
    await context.close();
  });
});
