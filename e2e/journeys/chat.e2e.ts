import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { startFakeOpenAi } from "../../server/test/fake-openai";
import { startAppServer, type AppServer } from "../app-server";
import { launchBrowser, openSession, registerViaApi } from "../browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("assistente finanziario in chat", () => {
  it("un visitatore apre la chat, sceglie una domanda frequente e segue il pulsante d'azione alla sua pagina", async () => {
    const { page, context, consoleErrors } = await openSession(browser);
    await page.goto("/");
    await page.getByRole("button", { name: "Apri l'assistente finanziario" }).click();
    const panel = page.getByRole("dialog", { name: "Assistente Finanziario" });
    await panel.getByText(/^Ciao! Sono il tuo Assistente Finanziario/).waitFor();
    const input = panel.getByLabel("Scrivi la tua domanda");
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);

    await panel.getByRole("button", { name: "Come posso risparmiare 200€ al mese?" }).click();
    const answer = panel.getByTestId("chat-assistant-message").nth(1);
    await answer.getByText(/Risparmiare 200,00\s€ al mese significa mettere da parte 2\.400,00\s€ in un anno/).waitFor();
    // Frequent questions give way to the reply's suggestions.
    await expect.poll(() => panel.getByRole("heading", { name: "Domande frequenti" }).count()).toBe(0);
    await panel.getByRole("heading", { name: "Potrebbe interessarti" }).waitFor();

    await answer.getByRole("button", { name: "Crea il tuo budget" }).click();
    await page.waitForURL("**/budget-calculator");
    // The chat is minimised so the page is visible, with the conversation kept.
    await page.getByRole("button", { name: "Espandi la chat" }).click();
    await panel.getByText(/Risparmiare 200,00/).waitFor();

    // A question no topic or lesson covers gets the honest "Non lo so" with the three nearest
    // topics (docs/chat.md), their questions as suggestions, and the consultant button, which
    // answers in the chat. (A football question is off-topic now and gets no consultant button.)
    await input.fill("come funziona il bitcoin halving");
    await input.press("Enter");
    const notSure = panel.getByTestId("chat-assistant-message").last();
    await notSure.getByText(/^Non lo so: non ho trovato una risposta affidabile a questa domanda/).waitFor();
    await expect.poll(() => notSure.textContent()).toMatch(/Gli argomenti più vicini di cui so parlare sono: .+\. Puoi scegliere una delle domande qui sotto/);
    await panel.getByRole("heading", { name: "Potrebbe interessarti" }).waitFor();
    await notSure.getByRole("button", { name: "Parla con un consulente" }).click();
    await panel.getByText(/Un nostro consulente ti contatterà entro 24 ore/).waitFor();
    // Only the message area scrolls: the panel's header stays in place.
    const box = (await panel.boundingBox())!;
    const header = (await panel.getByRole("heading", { name: "Assistente Finanziario" }).boundingBox())!;
    expect(header.y).toBeGreaterThanOrEqual(box.y);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("Invio invia, Maiusc+Invio va a capo; un utente è salutato per nome; funziona a 360 px", async () => {
    const { page, context } = await openSession(browser, { mobile: true });
    await page.goto("/");
    await registerViaApi(page, `sara.e2e.${Date.now()}@esempio.it`);
    await page.goto("/");
    await page.getByRole("button", { name: "Apri l'assistente finanziario" }).click();
    const panel = page.getByRole("dialog", { name: "Assistente Finanziario" });
    await panel.getByText(/^Ciao Sara! Sono il tuo Assistente Finanziario/i).waitFor();
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);

    const input = panel.getByLabel("Scrivi la tua domanda");
    await input.pressSequentially("Ciao, ho una domanda");
    await input.press("Shift+Enter");
    await input.pressSequentially("cos'è l'inflazione?");
    await expect.poll(() => input.inputValue()).toBe("Ciao, ho una domanda\ncos'è l'inflazione?");
    await expect.poll(() => panel.getByTestId("chat-user-message").count()).toBe(0);

    await input.press("Enter");
    await panel.getByTestId("chat-user-message").getByText(/Ciao, ho una domanda\s+cos'è l'inflazione\?/).waitFor();
    await panel.getByText(/L'inflazione è l'aumento generale dei prezzi/).waitFor();
    await expect.poll(() => input.inputValue()).toBe("");

    // Blank is never sent.
    await input.fill("   ");
    await input.press("Enter");
    await panel.getByRole("button", { name: "Parla con un consulente" }).or(panel.getByRole("button", { name: "Simula il tuo PAC" })).first().waitFor();
    await expect.poll(() => panel.getByTestId("chat-user-message").count()).toBe(1);

    await panel.getByRole("button", { name: "Chiudi la chat" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Apri l'assistente finanziario" }).evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  describe("con un modello AI configurato", () => {
    // Its own app server whose OPENAI_BASE_URL points at the local OpenAI-compatible test server
    // in stream mode (the shared server has no AI, which the journeys above rely on).
    const CHUNKS = ["Il fondo di emergenza ", "serve per le spese impreviste: ", "conviene tenerlo su un conto separato ", "e ricostituirlo dopo averlo usato."];
    let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
    let server: AppServer;
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      // Pieces far enough apart that the page renders each one (docs/chat.md, "Streaming").
      fake.setMode({ kind: "stream", chunks: CHUNKS, delayMs: 800 });
      server = await startAppServer({ OPENAI_API_KEY: "sk-e2e", OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: "modello-e2e" });
    });
    afterAll(async () => {
      await server?.stop();
      await fake?.close();
    });

    it("la risposta del modello cresce nel fumetto pezzo per pezzo", async () => {
      const { page, context, consoleErrors } = await openSession(browser, { baseURL: server.baseURL });
      await page.goto("/");
      await page.getByRole("button", { name: "Apri l'assistente finanziario" }).click();
      const panel = page.getByRole("dialog", { name: "Assistente Finanziario" });
      await panel.getByText(/^Ciao! Sono il tuo Assistente Finanziario/).waitFor();
      // Every text the answer's bubble shows, as the page renders it (a poll could miss a piece).
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seenAnswers: string[] }).seenAnswers = seen;
        new MutationObserver(() => {
          const bubbles = document.querySelectorAll('[data-testid="chat-assistant-message"]');
          const text = bubbles.length > 1 ? (bubbles[bubbles.length - 1]!.textContent ?? "") : "";
          if (text && text !== seen[seen.length - 1]) seen.push(text);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });

      const input = panel.getByLabel("Scrivi la tua domanda");
      await input.fill("a cosa serve il fondo di emergenza?");
      await input.press("Enter");
      const answer = panel.getByTestId("chat-assistant-message").nth(1);
      // First a shorter text (the first piece without the last one), then the whole answer in the
      // same bubble, longer at each step.
      await expect.poll(() => answer.textContent(), { timeout: 30_000 }).toContain(CHUNKS.join("").trim());
      const seen = await page.evaluate(() => (window as unknown as { seenAnswers: string[] }).seenAnswers);
      const growing = seen.filter((t) => t.includes(CHUNKS[0]!.trim()));
      expect(growing.some((t) => !t.includes(CHUNKS[3]!)), JSON.stringify(seen)).toBe(true);
      expect(growing.length).toBeGreaterThanOrEqual(3);
      const lengths = growing.map((t) => t.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
      expect(fake.requests.at(-1)?.body?.stream).toBe(true);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  });
});
