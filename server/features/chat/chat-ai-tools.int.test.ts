// The assistant's tools offered to the language model as function calls (docs/chat.md, "Function
// calls"), against the fake OpenAI-compatible server scripting "first a tool call, then a final text
// that quotes the tool result": the server runs the call with the app's functions and the asker's
// own data, sends the result back, and the figure the client receives is the tool's.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import OpenAI from "openai";
import { call, createTestContext, type TestContext, startFakeOpenAi } from "../../test/harness";
import { chatContract } from "@shared/contracts/chat";
import { expensesContract } from "@shared/contracts/expenses";

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  const client = new OpenAI({ apiKey: "sk-test", baseURL: fake.baseURL, timeout: 10_000, maxRetries: 0 });
  ctx = await createTestContext({ ai: { client, model: "modello-test" }, config: { CHAT_AI_TOOL_ROUNDS: "2", AI_USER_DAILY_TOKEN_BUDGET: "100000" } });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const plain = (s: string) => s.replace(/\u00a0/g, " ");
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the recorded request JSON
type Body = any;
/** The tool messages the server sent back in a request, parsed. */
const toolResults = (body: Body): { ok: boolean; testo?: string; errore?: string; link?: string }[] =>
  (body.messages as { role: string; content: string }[]).filter((m) => m.role === "tool").map((m) => JSON.parse(m.content));
/** The model's final text: it quotes the instalment the tool computed, never one of its own. */
const quoteInstalment = (body: Body) => {
  const figure = /(\d{1,3}(?:\.\d{3})*,\d{2}).€ al mese/.exec(toolResults(body)[0]?.testo ?? "")?.[1] ?? "nessuna cifra";
  return { text: `La rata sarebbe di ${figure} € al mese.` };
};
const jsonReply = (text: string) => ({ text: JSON.stringify({ response: text, suggestions: [], actionButtons: [] }) });
const mortgageCall = { toolCalls: [{ name: "rata_mutuo", arguments: JSON.stringify({ importo_euro: 120000, anni: 20, tasso_percento: 3.5 }) }] };

type Event = { event: string; data: Record<string, unknown> };
const events = (body: string): Event[] =>
  body
    .split("\n\n")
    .filter((b) => b.trim())
    .map((block) => ({ event: /^event: (.+)$/m.exec(block)?.[1] ?? "message", data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "null") }));
const stream = (agent: ReturnType<TestContext["visitor"]>, message: string) =>
  call(agent, chatContract.stream).send({ message, sessionId: null }).buffer(true).parse((res, cb) => {
    let text = "";
    res.setEncoding("utf8");
    res.on("data", (c: string) => (text += c));
    res.on("end", () => cb(null, text));
  });

describe("chiamate di funzione con il modello", () => {
  it("una domanda che chiede un calcolo: il modello chiama rata_mutuo, la cifra della risposta è quella dello strumento (695,95 €)", async () => {
    fake.setMode({ kind: "script", steps: [mortgageCall, (body) => jsonReply(quoteInstalment(body).text)] });
    const res = await call(ctx.visitor(), chatContract.message).send({ message: "Che rata avrei con un mutuo di 120.000 € in 20 anni al 3,5%?", sessionId: null });
    expect(res.status).toBe(200);
    expect(plain(res.body.response as string)).toBe("La rata sarebbe di 695,95 € al mese.");
    // The tools were offered with JSON-schema parameters, and the result went back to the model.
    const first = fake.requests[0]!.body;
    expect(first.tools.map((t: Body) => t.function.name)).toContain("rata_mutuo");
    expect(first.tools.find((t: Body) => t.function.name === "rata_mutuo").function.parameters).toMatchObject({ type: "object", required: ["importo_euro", "anni", "tasso_percento"] });
    const [result] = toolResults(fake.requests[1]!.body);
    expect(result).toMatchObject({ ok: true, link: "/mortgage-calculator?importo=120000&anni=20&tasso=3,5" });
    expect(plain(result!.testo!)).toContain("695,95 € al mese");
  });

  it("in streaming: la chiamata, il risultato, poi il testo finale con la cifra dello strumento", async () => {
    fake.setMode({ kind: "script", steps: [mortgageCall, quoteInstalment] });
    const res = await stream(ctx.visitor(), "Quanto pago al mese per un mutuo da 120.000 € in 20 anni al 3,5%?");
    expect(res.status).toBe(200);
    const ev = events(res.body as string);
    const done = ev.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toMatchObject({ replaced: false });
    expect(plain((done.data.reply as { response: string }).response)).toBe("La rata sarebbe di 695,95 € al mese.");
    expect(fake.requests).toHaveLength(2);
  });

  it("le cifre della famiglia: lo strumento legge i dati di chi chiede, mai di un altro; un visitatore non ne ha", async () => {
    const owner = await ctx.signUp();
    expect((await call(owner.agent, expensesContract.create).send({ description: "Spesa", amount: "321,40", category: "necessita", subcategory: "spesa_alimentare", date: new Date().toISOString().slice(0, 10) })).status).toBe(201);
    const askSpent = { toolCalls: [{ name: "dati_famiglia", arguments: JSON.stringify({ argomento: "spese_del_mese" }) }] };
    const echo = (body: Body) => jsonReply(toolResults(body)[0]?.testo ?? "");
    fake.setMode({ kind: "script", steps: [askSpent, echo] });
    const mine = await call(owner.agent, chatContract.message).send({ message: "Quanto ho speso questo mese?", sessionId: null });
    expect(plain(mine.body.response as string)).toContain("hai speso 321,40 €");

    const other = await ctx.signUp();
    fake.setMode({ kind: "script", steps: [askSpent, echo] });
    const theirs = await call(other.agent, chatContract.message).send({ message: "Quanto ho speso questo mese?", sessionId: null });
    expect(plain(theirs.body.response as string)).toContain("hai speso 0,00 €");

    fake.setMode({ kind: "script", steps: [askSpent, echo] });
    const visitor = await call(ctx.visitor(), chatContract.message).send({ message: "Quanto ho speso questo mese?", sessionId: null });
    expect(plain(visitor.body.response as string)).toContain("accedi");
    expect(visitor.body.response).not.toMatch(/\d+,\d{2} €/);
  });

  it("una chiamata malformata (nome sconosciuto, argomenti non validi o non JSON) riceve un errore in italiano, senza crash né stack", async () => {
    const bad = {
      toolCalls: [
        { name: "cancella_database", arguments: "{}" },
        { name: "rata_mutuo", arguments: JSON.stringify({ importo_euro: "tanto", anni: -3 }) },
        { name: "pac", arguments: "{non è json" },
        { name: "__proto__", arguments: "{}" },
      ],
    };
    fake.setMode({ kind: "script", steps: [bad, (body) => jsonReply(`Non sono riuscito a calcolare: ${toolResults(body).map((r) => r.errore).join(" | ")}`)] });
    const res = await call(ctx.visitor(), chatContract.message).send({ message: "Che rata avrei con un mutuo?", sessionId: null });
    expect(res.status).toBe(200);
    const results = toolResults(fake.requests[1]!.body);
    expect(results.map((r) => r.ok)).toEqual([false, false, false, false]);
    expect(results[0]!.errore).toMatch(/^Strumento sconosciuto/);
    expect(results[1]!.errore).toMatch(/^Argomenti non validi: importo_euro, anni, tasso_percento/);
    expect(results[2]!.errore).toBe("Argomenti non validi: non sono JSON.");
    expect(res.body.response).not.toMatch(/at .*\.ts|Error:|stack/i);
  });

  it("i giri di chiamate sono limitati (CHAT_AI_TOOL_ROUNDS): dopo l'ultimo il modello deve rispondere a parole", async () => {
    fake.setMode({ kind: "script", steps: [mortgageCall, mortgageCall, mortgageCall, jsonReply("Ecco la risposta.")] });
    const res = await call(ctx.visitor(), chatContract.message).send({ message: "Che rata avrei con un mutuo di 120.000 € in 20 anni al 3,5%?", sessionId: null });
    expect(res.status).toBe(200);
    // Two rounds of calls, then a request offering no tool ("none"); its tool calls would not be run.
    expect(fake.requests.map((r) => r.body.tool_choice)).toEqual(["auto", "auto", "none"]);
    // The fake answers the third request with a tool call and no text: an empty answer, so the built-in assistant answers instead.
    expect(plain(res.body.response as string)).toContain("695,95 € al mese");
  });
});
