import crypto from "node:crypto";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { readMailFiles, type MailFile } from "../server/test/mail-files";

export const baseURL = () => inject("baseURL");
export const adminCredentials = () => ({ email: inject("adminEmail"), password: inject("adminPassword") });

/**
 * The newest mail of this kind to the address, read from the shared server's .eml files
 * (DATA_DIR/mail, docs/email-automation.md): the admin's outbox view masks one-time links.
 * Waits for it: the file is written a moment after the mail is queued.
 */
export async function mailTo(email: string, scenario: string): Promise<MailFile> {
  const find = async () =>
    (await readMailFiles(inject("dataDir"))).filter((m) => m.to === email.toLowerCase() && m.headers.includes(`X-Outbox-Scenario: ${scenario}`)).at(-1);
  await expect.poll(find, { timeout: 10_000 }).toBeDefined();
  return (await find())!;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
}

export type Session = { context: BrowserContext; page: Page; consoleErrors: string[] };

/** A fresh browser profile (own cookies), Italian locale, Rome time, phone or desktop size; the shared server unless `baseURL` says otherwise. */
export async function openSession(browser: Browser, opts: { mobile?: boolean; baseURL?: string; userAgent?: string } = {}): Promise<Session> {
  const context = await browser.newContext({
    // A reader of its own where a journey counts article views (one per visitor and day).
    ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
    baseURL: opts.baseURL ?? baseURL(),
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    viewport: opts.mobile ? { width: 360, height: 740 } : { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (m) => {
    // The auth check's 401 for a visitor is the documented answer (docs/security.md), not an error of the page.
    if (m.type() === "error" && !/status of 401/.test(m.text())) consoleErrors.push(m.text());
  });
  page.on("pageerror", (e) => consoleErrors.push(e.message));
  return { context, page, consoleErrors };
}

export const uniqueEmail = (prefix = "utente") => `${prefix}.${crypto.randomBytes(4).toString("hex")}@esempio.it`;

/** Registers through the API within the page's context (cookies land in the browser). */
export async function registerViaApi(page: Page, email = uniqueEmail(), password = "password123") {
  const res = await page.request.post("/api/auth/register", { data: { email, password }, headers: { "X-Requested-With": "e2e" } });
  if (res.status() !== 201) throw new Error(`registrazione fallita: ${res.status()} ${await res.text()}`);
  return { email, password };
}

export async function loginViaApi(page: Page, email: string, password: string, path = "/api/auth/login") {
  const res = await page.request.post(path, { data: { email, password }, headers: { "X-Requested-With": "e2e" } });
  if (res.status() !== 200) throw new Error(`accesso fallito: ${res.status()} ${await res.text()}`);
}

/**
 * Until the server's event worker has applied this user's events (docs/events.md): points,
 * badges, challenge progress and alerts land after the write that caused them has answered. A
 * page that reads before then shows the state without them and never reads again (the client
 * waits for the events only after a write of its own), so call this after writes made through
 * `page.request` and before opening the page that shows their effects.
 */
export async function eventsApplied(page: Page, timeout = 30_000) {
  await expect
    .poll(async () => ((await (await page.request.get("/api/user/events/pending")).json()) as { pending: number }).pending, { timeout, interval: 100, message: "eventi dell'utente non ancora applicati" })
    .toBe(0);
}

/** Waits for a toast with this text (Radix also copies it into a live region, hence the scope). */
export async function waitForToast(page: Page, text: string | RegExp) {
  await page.getByTestId("toast").filter({ hasText: text }).first().waitFor();
}

/**
 * Records every toast the page shows, across navigations, before they can be missed: a guard's
 * toast is followed by a full navigation 500 ms later, which a polling locator can miss on a busy
 * machine. A MutationObserver in every document reports each toast's text to the test process.
 * Call before the navigation that shows the toast; `waitFor(text)` then polls what was recorded.
 */
export async function recordToasts(page: Page) {
  const seen: string[] = [];
  await page.exposeBinding("__e2eToastSeen", (_source, text: string) => {
    seen.push(text);
  });
  const observe = () => {
    const reported = new WeakMap<Element, string>();
    const scan = () => {
      document.querySelectorAll('[data-testid="toast"]').forEach((el) => {
        const text = (el.textContent ?? "").trim();
        if (text && reported.get(el) !== text) {
          reported.set(el, text);
          (window as unknown as { __e2eToastSeen: (t: string) => void }).__e2eToastSeen(text);
        }
      });
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
    scan();
  };
  await page.addInitScript(observe);
  // The document already open (if any) is watched too, for toasts after a client-side navigation.
  await page.evaluate(observe);
  return {
    seen,
    async waitFor(text: string | RegExp, timeout = 30_000) {
      const matches = (t: string) => (typeof text === "string" ? t.includes(text) : text.test(t));
      const end = Date.now() + timeout;
      while (!seen.some(matches)) {
        if (Date.now() > end) throw new Error(`nessun toast con "${String(text)}" (visti: ${JSON.stringify(seen)})`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/**
 * The double opt-in of a newsletter signup, as the reader does it: the confirmation e-mail (its
 * .eml file); the reader opens its link and confirms with the button.
 */
export async function confirmNewsletterFromOutbox(_browser: Browser, email: string, page: Page) {
  const mail = await mailTo(email, "newsletter_confirm");
  const link = /\/newsletter\/conferma\?token=[a-f0-9]+/.exec(mail.text)![0];
  await page.goto(link);
  await page.getByRole("button", { name: "Conferma l'iscrizione" }).click();
  await page.getByText("Iscrizione confermata! Riceverai i nostri consigli via email.").waitFor();
}
