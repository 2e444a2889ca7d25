// A small local HTTP server speaking the chat completions API of OpenAI-compatible providers,
// so tests (integration and browser journeys) drive the real openai SDK over a real socket.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeMode =
  | { kind: "reply"; content: unknown }
  | { kind: "status"; status: number }
  | { kind: "slow"; delayMs: number; content: unknown }
  | { kind: "raw"; content: string }
  /** A streamed answer (stream: true): the text in these pieces, one server-sent event each, delayMs apart. */
  | { kind: "stream"; chunks: string[]; delayMs: number; failAfter?: number }
  /** The answer computed from the request body (e.g. an article about the asked keyword). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the request JSON, read freely
  | { kind: "respond"; reply: (body: any) => unknown; delayMs?: number }
  /**
   * A conversation with function calls: each request takes the next step (the last one repeats),
   * streamed when the request asks for a stream. A step is tool calls or a final text, or computed
   * from the request body (e.g. a text quoting the tool result the server sent back).
   */
  | { kind: "script"; steps: FakeStep[] };

type FakeToolCall = { name: string; arguments: string; id?: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the request JSON, read freely
type FakeStep = { toolCalls: FakeToolCall[] } | { text: string } | ((body: any) => { toolCalls: FakeToolCall[] } | { text: string });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the recorded JSON freely
export type RecordedRequest = { path: string; headers: http.IncomingHttpHeaders; body: any };

export async function startFakeOpenAi() {
  let mode: FakeMode = { kind: "status", status: 500 };
  let scriptIndex = 0;
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        /* recorded as null */
      }
      requests.push({ path: req.url ?? "", headers: req.headers, body });
      if (req.url !== "/v1/chat/completions" || req.method !== "POST") {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const send = (content: string) => {
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "chatcmpl-test",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: (body as { model?: string })?.model ?? "test",
            choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      };
      const m = mode;
      if (m.kind === "script") {
        const raw = m.steps[Math.min(scriptIndex++, m.steps.length - 1)]!;
        const step = typeof raw === "function" ? raw(body) : raw;
        const calls = "toolCalls" in step ? step.toolCalls.map((c, i) => ({ id: c.id ?? `call_${scriptIndex}_${i}`, type: "function", function: { name: c.name, arguments: c.arguments } })) : null;
        const text = "text" in step ? step.text : null;
        if ((body as { stream?: boolean })?.stream) {
          res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
          const delta = calls ? { role: "assistant", tool_calls: calls.map((c, index) => ({ index, ...c })) } : { role: "assistant", content: text };
          res.write(`data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 0, model: "test", choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`);
          res.write(`data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 0, model: "test", choices: [{ index: 0, delta: {}, finish_reason: calls ? "tool_calls" : "stop" }] })}\n\n`);
          res.write(`data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 0, model: "test", choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`);
          res.end("data: [DONE]\n\n");
          return;
        }
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "chatcmpl-test",
            object: "chat.completion",
            created: 0,
            model: "test",
            choices: [{ index: 0, message: { role: "assistant", content: text, ...(calls ? { tool_calls: calls } : {}) }, finish_reason: calls ? "tool_calls" : "stop" }],
            usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
          }),
        );
        return;
      }
      if (m.kind === "stream") {
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        const event = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
          res.write(`data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 0, model: "test", choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`);
        let i = 0;
        const next = () => {
          if (res.destroyed) return;
          if (m.failAfter !== undefined && i === m.failAfter) return void res.destroy();
          if (i < m.chunks.length) {
            event(i === 0 ? { role: "assistant", content: m.chunks[i] } : { content: m.chunks[i] });
            i++;
            timer = setTimeout(next, m.delayMs);
            return;
          }
          res.write(`data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 0, model: "test", choices: [], usage: { prompt_tokens: 10, completion_tokens: m.chunks.length, total_tokens: 10 + m.chunks.length } })}\n\n`);
          res.end("data: [DONE]\n\n");
        };
        let timer = setTimeout(next, 0);
        res.on("close", () => clearTimeout(timer));
        return;
      }
      if (m.kind === "status") {
        res.writeHead(m.status, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "boom", type: "server_error" } }));
      } else if (m.kind === "reply") send(JSON.stringify(m.content));
      else if (m.kind === "raw") send(m.content);
      else if (m.kind === "respond" && !m.delayMs) send(JSON.stringify(m.reply(body)));
      else if (m.kind === "respond") {
        const t = setTimeout(() => !res.destroyed && send(JSON.stringify(m.reply(body))), m.delayMs);
        res.on("close", () => clearTimeout(t));
      } else {
        const t = setTimeout(() => !res.destroyed && send(JSON.stringify(m.content)), m.delayMs);
        res.on("close", () => clearTimeout(t));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode: (m: FakeMode) => {
      mode = m;
      scriptIndex = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
