import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, mailTo, openSession, registerViaApi, uniqueEmail, waitForToast } from "../browser";

// Two partners on one budget (docs/household.md), both on a 360 px phone: the owner invites by
// e-mail, the partner registers from the link and accepts, each adds a shared and a private
// expense, and each sees the shared ones together and never the other's private one.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
const items = (page: Page) => page.getByTestId("expense-item");

async function addExpense(page: Page, description: string, amount: string, opts: { private?: boolean } = {}) {
  await page.getByRole("button", { name: "Aggiungi Spesa" }).click();
  await page.getByLabel("Descrizione", { exact: true }).fill(description);
  await page.getByLabel("Importo (€)").fill(amount);
  if (opts.private) await page.getByLabel("Privata (solo per me)").check();
  await page.getByRole("button", { name: "Salva spesa" }).click();
  await items(page).filter({ hasText: description }).waitFor();
}

/** The rows listed on /expenses, spaces made plain. */
const rows = async (page: Page) => (await items(page).allTextContents()).map((t) => t.replace(/\s+/g, " "));

/**
 * After a fresh load of /expenses: each expected row (description and a text on it, e.g. its
 * author) shows, polled (the household's names arrive with their own read), and the hidden one never.
 */
async function expectListed(page: Page, shown: Array<[string, string]>, hidden: string) {
  await page.goto("/expenses");
  await page.getByRole("heading", { name: "Le tue spese" }).waitFor();
  for (const [description, alsoOnRow] of shown) {
    await expect.poll(() => rows(page), { timeout: 10_000 }).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`${description}.*${alsoOnRow.replace(/[.+]/g, "\\$&")}`))]));
  }
  expect((await rows(page)).some((t) => t.includes(hidden))).toBe(false);
  expect(await scrollsSideways(page)).toBe(false);
}

describe("famiglia condivisa a 360 px", () => {
  it("il titolare invita, il partner entra dal link, e ognuno vede le spese condivise ma non le private dell'altro", async () => {
    const owner = await openSession(browser, { mobile: true });
    const ownerAccount = await registerViaApi(owner.page, uniqueEmail("titolare"));
    const partnerEmail = uniqueEmail("partner");

    await owner.page.goto("/household");
    await owner.page.getByRole("heading", { name: "La mia famiglia" }).waitFor();
    await owner.page.getByLabel("Email della persona da invitare").fill(partnerEmail);
    await owner.page.getByLabel("Ruolo").selectOption({ label: "Può modificare" });
    await owner.page.getByRole("button", { name: "Invia l'invito" }).click();
    await waitForToast(owner.page, "Invito inviato");
    await owner.page.getByRole("button", { name: `Revoca l'invito a ${partnerEmail}` }).waitFor();
    expect(await scrollsSideways(owner.page)).toBe(false);

    const mail = await mailTo(partnerEmail, "household_invitation");
    const link = /\/household\/join\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    // A second browser: the partner opens the link signed out, registers, and comes back to it.
    const partner = await openSession(browser, { mobile: true });
    await partner.page.goto(link!);
    // The page names the invitation before anything is accepted (docs/household.md, "Il link d'invito").
    await partner.page.getByText(/ti invita nella famiglia «La mia famiglia» con il ruolo «Può modificare»/).waitFor();
    await partner.page.getByRole("link", { name: "Crea un account" }).click();
    await partner.page.getByLabel("Email").fill(partnerEmail);
    await partner.page.getByLabel("Password (almeno 6 caratteri)").fill("segreta123");
    await partner.page.getByRole("button", { name: "Crea account gratuito" }).click();
    await partner.page.waitForURL((u) => u.pathname === "/household/join", { timeout: 15_000 });
    await partner.page.getByText("Le spese condivise della famiglia, con il nome di chi le ha inserite.").waitFor();
    expect(await scrollsSideways(partner.page)).toBe(false);
    await partner.page.getByRole("button", { name: "Accetta l'invito" }).click();
    await partner.page.waitForURL((u) => u.pathname === "/household", { timeout: 15_000 });
    await partner.page.getByText(ownerAccount.email, { exact: true }).waitFor();
    // An editor manages nothing: no invite form, and the way out.
    expect(await partner.page.getByLabel("Email della persona da invitare").count()).toBe(0);
    await partner.page.getByRole("button", { name: "Lascia la famiglia" }).waitFor();

    await owner.page.goto("/expenses");
    await addExpense(owner.page, "Spesa al mercato", "23,40");
    await addExpense(owner.page, "Sorpresa per il partner", "50", { private: true });
    await partner.page.goto("/expenses");
    await addExpense(partner.page, "Pizza insieme", "30");
    await addExpense(partner.page, "Regalo segreto", "40", { private: true });

    // Each author by the name the household page lists (display name, else first name, else address).
    const household = (await (await owner.page.request.get("/api/household")).json()) as { members: Array<{ email: string; displayName: string | null }> };
    const nameOf = (email: string) => {
      const m = household.members.find((x) => x.email === email)!;
      return m.displayName ?? m.email;
    };
    const ownerName = nameOf(ownerAccount.email);
    const partnerName = nameOf(partnerEmail);
    await expectListed(
      owner.page,
      [
        ["Pizza insieme", `Inserita da ${partnerName}`],
        ["Spesa al mercato", `Inserita da ${ownerName}`],
        ["Sorpresa per il partner", "Privata"],
      ],
      "Regalo segreto",
    );
    await expectListed(
      partner.page,
      [
        ["Spesa al mercato", `Inserita da ${ownerName}`],
        ["Pizza insieme", `Inserita da ${partnerName}`],
        ["Regalo segreto", "Privata"],
      ],
      "Sorpresa per il partner",
    );

    expect(owner.consoleErrors).toEqual([]);
    expect(partner.consoleErrors).toEqual([]);
    await owner.context.close();
    await partner.context.close();
  });
});
