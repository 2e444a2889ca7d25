import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, mailTo, openSession, registerViaApi, uniqueEmail, waitForToast } from "../browser";

// Onboarding and password reset as a household lives them (docs/accounts.md), on a desktop and
// on a 360 px phone.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Nothing scrolls sideways (docs/client.md: usable at 360 px). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The newest mail of this kind to this address: its .eml file (the admin's outbox view masks its link). */
async function outboxMail(email: string, scenario: string) {
  return { body: (await mailTo(email, scenario)).text };
}

for (const mobile of [false, true]) {
  const size = mobile ? "a 360 px" : "su desktop";
  describe(`account ${size}`, () => {
    it("si registra, risponde all'onboarding con reddito 1.800 e trova 1.800 nel calcolatore del budget", async () => {
      const { page, context, consoleErrors } = await openSession(browser, { mobile });
      await page.goto("/login");
      await page.getByRole("tab", { name: "Registrati" }).click();
      await page.getByLabel("Email").fill(uniqueEmail("famiglia"));
      await page.getByLabel("Password (almeno 6 caratteri)").fill("segreta123");
      await page.getByRole("button", { name: "Crea account gratuito" }).click();
      await page.waitForURL((u) => u.pathname === "/onboarding", { timeout: 10_000 });
      await expect.poll(() => page.title()).toBe("La tua famiglia in tre domande · Finanza Familiare");

      await page.getByLabel("Reddito netto mensile della famiglia (€)").fill("1.800");
      await page.getByRole("button", { name: "Avanti" }).click();
      await page.getByText("Passo 2 di 3").waitFor();
      await page.getByLabel("Persone in famiglia (tu compreso)").fill("3");
      await page.getByLabel("Di cui figli").fill("1");
      await page.getByLabel("Sì, uno solo").check();
      await page.getByRole("button", { name: "Avanti" }).click();
      await page.getByText("Passo 3 di 3").waitFor();
      await page.getByLabel("L'obiettivo principale della famiglia").selectOption({ label: "Comprare casa" });
      expect(await scrollsSideways(page)).toBe(false);
      await page.getByRole("button", { name: "Fine" }).click();
      await page.getByRole("heading", { name: "Tutto pronto!" }).waitFor();
      await page.getByRole("button", { name: "Vai alla dashboard" }).click();
      // The goal's step comes first among the suggestions.
      await expect.poll(() => page.getByTestId("next-steps").getByRole("link").first().textContent()).toContain("Calcola la rata del mutuo");

      await page.goto("/budget-calculator");
      await expect.poll(() => page.getByLabel("Reddito mensile netto (€)").inputValue()).toBe("1.800");
      await expect.poll(() => page.title()).toBe("Calcolatore budget 50/30/20 · Finanza Familiare");
      expect(await scrollsSideways(page)).toBe(false);

      await page.goto("/account");
      await page.getByRole("heading", { name: "Il tuo account" }).waitFor();
      await expect.poll(() => page.getByLabel("Reddito netto mensile della famiglia (€)").inputValue()).toBe("1.800");
      expect(await scrollsSideways(page)).toBe(false);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    it("password dimenticata: il link dell'outbox imposta la nuova password, entra e chiude l'altra sessione", async () => {
      const other = await openSession(browser);
      const { email } = await registerViaApi(other.page, uniqueEmail("smemorato"));
      expect((await other.page.request.get("/api/auth/user")).status()).toBe(200);

      const { page, context } = await openSession(browser, { mobile });
      await page.goto("/login");
      await page.getByRole("button", { name: "Password dimenticata?" }).click();
      await page.getByLabel("La tua email").fill(email);
      await page.getByRole("button", { name: "Inviami il link" }).click();
      await page.getByText("Se l'indirizzo corrisponde a un account, riceverai a breve un'email").waitFor();
      expect(await scrollsSideways(page)).toBe(false);

      const mail = await outboxMail(email, "password_reset");
      const link = /\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.body)![0];
      await page.goto(link);
      await page.getByRole("heading", { name: "Scegli una nuova password" }).waitFor();
      await page.getByLabel("Nuova password (almeno 6 caratteri)").fill("nuova-segreta-7");
      await page.getByRole("button", { name: "Salva la nuova password" }).click();
      await waitForToast(page, "Password reimpostata: ora sei connesso");
      await page.waitForURL((u) => u.pathname === "/", { timeout: 10_000 });
      await page.getByRole("heading", { name: /^Ciao, / }).waitFor();
      // The browser that was signed in before the reset is signed out.
      await expect.poll(async () => (await other.page.request.get("/api/auth/user")).status()).toBe(401);

      // The link works once.
      await page.goto(link);
      await page.getByLabel("Nuova password (almeno 6 caratteri)").fill("terza-password-1");
      await page.getByRole("button", { name: "Salva la nuova password" }).click();
      await waitForToast(page, "Il link non è valido o è scaduto. Chiedine uno nuovo.");
      await other.context.close();
      await context.close();
    });
  });
}
