import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import OpenAI from "openai";
import { eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, startFakeOpenAi } from "../../test/harness";
import { budgets, chatMessages, expenses } from "../../db/schema";
import { chatContract } from "@shared/contracts/chat";

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let ctx: TestContext;
const CLIENT_TIMEOUT_MS = 800;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const client = new OpenAI({ apiKey: "sk-test", baseURL: fake.baseURL, timeout: CLIENT_TIMEOUT_MS, maxRetries: 0 });
  ctx = await createTestContext({ ai: { client, model: "modello-test" } });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const plain = (s: string) => s.replace(/\u00a0/g, " ");

async function userWithData() {
  const u = await ctx.signUp();
  await ctx.db.insert(budgets).values({ userId: u.user.id, monthlyIncome: "1800.00", necessities: "900.00", wants: "540.00", savings: "360.00" });
  await ctx.db.insert(expenses).values({ userId: u.user.id, description: "Cena al ristorante", amount: "62.50", category: "desideri", date: "2026-11-15" });
  return u;
}

describe("assistente con modello OpenAI-compatibile", () => {
  it("il prompt porta il contesto e la cronologia; i pulsanti strutturati tornano al client", async () => {
    const { agent } = await userWithData();
    fake.setMode({
      kind: "reply",
      content: {
        response: "Con 360,00 € al mese di risparmio puoi iniziare un PAC dopo il fondo di emergenza.",
        suggestions: ["Cos'è un ETF?", "Quanto tenere nel fondo di emergenza?"],
        actionButtons: [
          { label: "Simula il PAC", action: "start_pac" },
          { label: "Cancella tutto", action: "delete_account" },
          { label: "Corsi", action: "view_courses" },
        ],
      },
    });
    const first = await call(agent, chatContract.message).send({ message: "Come inizio a investire?", sessionId: null, userContext: { currentPage: "/pac-simulator" } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      response: "Con 360,00 € al mese di risparmio puoi iniziare un PAC dopo il fondo di emergenza.",
      sessionId: first.body.sessionId,
      suggestions: ["Cos'è un ETF?", "Quanto tenere nel fondo di emergenza?"],
      // An unknown action from the model never reaches the client.
      actionButtons: [
        { label: "Simula il PAC", action: "start_pac" },
        { label: "Corsi", action: "view_courses" },
      ],
      // The links are the built-in assistant's: the topic's page, then the lesson and article the search finds (docs/chat.md).
      links: [{ label: "Apri il simulatore PAC", href: "/pac-simulator" }, expect.objectContaining({ label: expect.stringMatching(/^Lezione: /) }), expect.objectContaining({ href: expect.stringMatching(/^\/blog\//) })],
    });

    const req = fake.requests[0];
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer sk-test");
    expect(req.body.model).toBe("modello-test");
    expect(req.body.response_format.type).toBe("json_schema");
    expect(req.body.response_format.json_schema.schema.properties.actionButtons.items.properties.action.enum).toEqual([
      "create_budget",
      "view_courses",
      "start_pac",
      "contact_human",
    ]);
    const system = plain(req.body.messages.filter((m: { role: string }) => m.role === "system").map((m: { content: string }) => m.content).join("\n"));
    expect(system).toContain("consulenza personalizzata");
    expect(system).toContain("reddito 1.800,00 €; necessità 900,00 €; desideri 540,00 €; risparmio 360,00 €");
    expect(system).toContain("Cena al ristorante (Desideri): 62,50 €");
    expect(system).toContain("Lezioni completate: 0");
    expect(system).toContain("Premium: no");
    expect(system).toContain("Pagina attuale: /pac-simulator");
    // The passages of the app's own lessons found for the question, to be cited (docs/chat.md).
    expect(system).toMatch(/Brani delle lezioni e degli articoli dell'app[\s\S]*«[^»]+»/);
    expect(req.body.messages.at(-1)).toEqual({ role: "user", content: "Come inizio a investire?" });

    // The second question carries the first exchange as history.
    await call(agent, chatContract.message).send({ message: "E quanto rischio?", sessionId: first.body.sessionId });
    const history = fake.requests[1].body.messages.filter((m: { role: string }) => m.role !== "system");
    expect(history.map((m: { role: string }) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(history[0].content).toBe("Come inizio a investire?");
    expect(history[1].content).toContain("360,00 €");
  });

  it("errore 500 del modello → risponde l'assistente integrato", async () => {
    const { agent } = await userWithData();
    fake.setMode({ kind: "status", status: 500 });
    const res = await call(agent, chatContract.message).send({ message: "Qual è il budget migliore per me?", sessionId: null });
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(plain(res.body.response)).toContain("Necessità (50%): 900,00 €");
    expect(res.body.actionButtons.map((b: { action: string }) => b.action)).toEqual(["create_budget", "view_courses"]);
    const [stored] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, res.body.sessionId)).orderBy(chatMessages.id).offset(1);
    expect(stored.meta).toMatchObject({ source: "builtin", topic: "budget" });
  });

  it("timeout del modello → risponde l'assistente integrato entro il limite", async () => {
    fake.setMode({ kind: "slow", delayMs: 5_000, content: { response: "troppo tardi", suggestions: [], actionButtons: [] } });
    const started = Date.now();
    const res = await call(ctx.visitor(), chatContract.message).send({ message: "Come posso gestire i miei debiti?" });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.response).not.toContain("troppo tardi");
    expect(res.body.response).toContain("Metodo valanga");
    expect(res.body.actionButtons.map((b: { action: string }) => b.action)).toEqual(["create_budget", "contact_human"]);
    expect(elapsed).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(4_000);
  });

  it("caratteri di controllo nella risposta del modello non rompono il salvataggio", async () => {
    fake.setMode({
      kind: "reply",
      content: { response: "Ciao\u0000 a te", suggestions: ["Cos'è\u0000 un ETF?"], actionButtons: [{ label: "Corsi\u0000", action: "view_courses" }] },
    });
    const res = await call(ctx.visitor(), chatContract.message).send({ message: "ciao" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ response: "Ciao a te", suggestions: ["Cos'è un ETF?"], actionButtons: [{ label: "Corsi", action: "view_courses" }] });
  });

  it("JSON non valido o risposta vuota del modello → assistente integrato", async () => {
    fake.setMode({ kind: "raw", content: "non è JSON" });
    const a = await call(ctx.visitor(), chatContract.message).send({ message: "cos'è l'inflazione" });
    expect(a.body.response).toContain("L'inflazione è l'aumento generale dei prezzi");
    fake.setMode({ kind: "reply", content: { response: "", suggestions: [], actionButtons: [] } });
    const b = await call(ctx.visitor(), chatContract.message).send({ message: "cos'è l'inflazione" });
    expect(b.body.response).toContain("L'inflazione è l'aumento generale dei prezzi");
  });
});
