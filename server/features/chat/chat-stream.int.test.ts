// POST /api/chat/stream against a fake OpenAI-compatible server streaming its answer (docs/chat.md).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import OpenAI from "openai";
import { eq } from "drizzle-orm";
import { call, createTestContext, type TestContext, startFakeOpenAi } from "../../test/harness";
import { chatMessages } from "../../db/schema";
import { chatContract } from "@shared/contracts/chat";

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  const client = new OpenAI({ apiKey: "sk-test", baseURL: fake.baseURL, timeout: 10_000, maxRetries: 0 });
  // Each person may use 30 tokens a day: one streamed answer of the fake costs 10 + pieces.
  ctx = await createTestContext({ ai: { client, model: "modello-test" }, config: { AI_USER_DAILY_TOKEN_BUDGET: "30" } });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

type Event = { event: string; data: Record<string, unknown> };
/** The server-sent events of a response body, in order. */
const events = (body: string): Event[] =>
  body
    .split("\n\n")
    .filter((b) => b.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? "message";
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "null");
      return { event, data };
    });

const stream = (agent: ReturnType<TestContext["visitor"]>, message: string, sessionId: string | null = null) =>
  call(agent, chatContract.stream).send({ message, sessionId }).buffer(true).parse((res, cb) => {
    let text = "";
    res.setEncoding("utf8");
    res.on("data", (c: string) => (text += c));
    res.on("end", () => cb(null, text));
  });

describe("POST /api/chat/stream", () => {
  it("manda la risposta del modello pezzo per pezzo, poi la risposta completa con suggerimenti e link", async () => {
    fake.setMode({ kind: "stream", chunks: ["Con la regola ", "50/30/20 ", "dividi il reddito."], delayMs: 20 });
    const res = await stream(ctx.visitor(), "Guadagno 1.800 € al mese, come imposto il budget?");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    const ev = events(res.body as string);
    expect(ev.filter((e) => e.event === "delta").map((e) => e.data.text)).toEqual(["Con la regola ", "50/30/20 ", "dividi il reddito."]);
    const done = ev.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toMatchObject({ replaced: false, reply: { response: "Con la regola 50/30/20 dividi il reddito.", suggestions: expect.any(Array) } });
    // The calculator prefilled first, then the topic's own lesson or article (docs/chat.md, "Lesson and article links").
    const links = (done.data.reply as { links: Array<{ label: string; href: string }> }).links;
    expect(links[0]).toEqual({ label: "Apri il calcolatore di budget", href: "/budget-calculator?reddito=1800" });
    expect(links.slice(1).map((l) => l.href)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/(courses|blog)\//)]));
    expect(fake.requests[0]!.body.stream).toBe(true);
    const sessionId = (done.data.reply as { sessionId: string }).sessionId;
    const stored = await ctx.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(chatMessages.id);
    expect(stored.map((m) => m.content)).toEqual(["Guadagno 1.800 € al mese, come imposto il budget?", "Con la regola 50/30/20 dividi il reddito."]);
    // The built-in state is kept, so a follow-up works whoever answered.
    expect(stored[1]!.meta).toMatchObject({ source: "ai", streamed: true, state: { topic: "budget", amountCents: 180000 } });
  });

  it("se il modello cade a metà, l'ultimo evento porta la risposta integrata che sostituisce il testo parziale", async () => {
    fake.setMode({ kind: "stream", chunks: ["Inizio ", "della ", "risposta"], delayMs: 10, failAfter: 2 });
    const ev = events((await stream(ctx.visitor(), "Posso detrarre le spese dell'asilo nido?")).body as string);
    const done = ev.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.replaced).toBe(true);
    expect(String((done.data.reply as { response: string }).response)).toContain("asilo nido");
  });

  it("errore del modello prima di iniziare → solo l'evento finale con la risposta integrata", async () => {
    fake.setMode({ kind: "status", status: 500 });
    const ev = events((await stream(ctx.visitor(), "Che tempo fa a Roma?")).body as string);
    expect(ev.map((e) => e.event)).toEqual(["done"]);
    expect((ev[0]!.data.reply as { response: string }).response).toMatch(/^Mi dispiace, su questo non posso aiutarti/);
  });

  it("superati i token giornalieri della persona risponde l'assistente integrato, senza chiamare il modello", async () => {
    const { agent } = await ctx.signUp();
    fake.setMode({ kind: "stream", chunks: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t"], delayMs: 0 });
    const first = events((await stream(agent, "come funziona un pac?")).body as string).at(-1)!;
    expect(first.data.replaced).toBe(false);
    fake.requests.length = 0;
    const second = events((await stream(agent, "come funziona un pac?")).body as string).at(-1)!;
    expect(second.data.replaced).toBe(true);
    expect(fake.requests).toHaveLength(0);
    // Another person still gets the model.
    const other = events((await stream(ctx.visitor(), "come funziona un pac?")).body as string).at(-1)!;
    expect(other.data.replaced).toBe(false);
  });

  it("messaggio vuoto → 400 con il motivo in italiano, nessun flusso", async () => {
    const res = await call(ctx.visitor(), chatContract.stream).send({ message: "   " });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("Scrivi un messaggio");
  });
});
