// The rounds of function calls with a language model (docs/chat.md, "Function calls"): the model
// may ask for the app's tools (ai-tools.ts); the server runs each call with the asker's own context,
// sends the results back and asks again, at most `rounds` times; the last request offers no tool
// (tool_choice "none"), so the model must answer in words. Tokens of every round are counted.
import type OpenAI from "openai";
import type { AiAdapter } from "../../integrations/ai";
import type { ChatContext } from "./builtin/types";
import { AI_TOOLS, executeToolCall } from "./ai-tools";

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;
type ToolCall = { id: string; name: string; arguments: string };

export type RoundsRequest = {
  messages: Message[];
  ctx: ChatContext;
  /** Rounds of tool calls allowed (CHAT_AI_TOOL_ROUNDS); 0 offers no tool. */
  rounds: number;
  temperature: number;
  maxTokens: number;
  timeoutMs: number;
};

/** About four characters a token when the provider does not say. */
const estimate = (messages: Message[], answer: string) => Math.ceil((JSON.stringify(messages).length + answer.length) / 4);

/** At most this many calls of one answer are run; more are answered with an error. */
const CALLS_PER_ROUND = 5;

/** The assistant's turn with its calls and one `tool` message per call, appended to the conversation. */
function appendResults(messages: Message[], calls: ToolCall[], ctx: ChatContext) {
  messages.push({ role: "assistant", content: null, tool_calls: calls.map((c) => ({ id: c.id, type: "function", function: { name: c.name, arguments: c.arguments } })) });
  calls.forEach((c, i) => {
    const content = i < CALLS_PER_ROUND ? executeToolCall(c.name, c.arguments, ctx) : JSON.stringify({ ok: false, errore: "Troppe chiamate in una volta." });
    messages.push({ role: "tool", tool_call_id: c.id, content });
  });
}

const toolsFor = (round: number, rounds: number) =>
  rounds > 0 ? { tools: AI_TOOLS, tool_choice: round < rounds ? ("auto" as const) : ("none" as const) } : {};

/** One structured (JSON) answer, after the tool rounds. Failures throw (the service falls back). */
export async function completeWithTools(ai: AiAdapter, req: RoundsRequest & { responseFormat: OpenAI.Chat.Completions.ChatCompletionCreateParams["response_format"] }) {
  const messages = [...req.messages];
  let tokens = 0;
  for (let round = 0; ; round++) {
    const completion = await ai.client.chat.completions.create(
      { model: ai.model, temperature: req.temperature, max_tokens: req.maxTokens, response_format: req.responseFormat, messages, ...toolsFor(round, req.rounds) },
      { timeout: Math.min(req.timeoutMs, ai.client.timeout ?? req.timeoutMs), maxRetries: 0 },
    );
    const message = completion.choices[0]?.message;
    const calls = (message?.tool_calls ?? []).flatMap((c) => (c.type === "function" ? [{ id: c.id, name: c.function.name, arguments: c.function.arguments }] : []));
    tokens += completion.usage?.total_tokens ?? estimate(messages, message?.content ?? "");
    if (calls.length > 0 && round < req.rounds) {
      appendResults(messages, calls, req.ctx);
      continue;
    }
    if (!message?.content) throw new Error("risposta vuota del modello");
    return { content: message.content, totalTokens: tokens };
  }
}

/** The pieces of the calls a streamed answer asks for, joined by their index. */
function collectCalls(parts: Map<number, ToolCall>, deltas: OpenAI.Chat.Completions.ChatCompletionChunk.Choice.Delta.ToolCall[] | undefined) {
  for (const d of deltas ?? []) {
    const call = parts.get(d.index) ?? { id: "", name: "", arguments: "" };
    if (d.id) call.id = d.id;
    if (d.function?.name) call.name += d.function.name;
    if (d.function?.arguments) call.arguments += d.function.arguments;
    parts.set(d.index, call);
  }
}

/** The answer as plain text, streamed through onDelta, after the tool rounds. Failures throw. */
export async function streamWithTools(ai: AiAdapter, req: RoundsRequest, onDelta: (text: string) => void) {
  const messages = [...req.messages];
  let tokens = 0;
  let content = "";
  for (let round = 0; ; round++) {
    const stream = await ai.client.chat.completions.create(
      { model: ai.model, temperature: req.temperature, max_tokens: req.maxTokens, messages, stream: true, stream_options: { include_usage: true }, ...toolsFor(round, req.rounds) },
      { timeout: Math.min(req.timeoutMs, ai.client.timeout ?? req.timeoutMs), maxRetries: 0 },
    );
    const parts = new Map<number, ToolCall>();
    let usage: number | null = null;
    let text = "";
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta;
      if (delta?.content) {
        text += delta.content;
        onDelta(delta.content);
      }
      collectCalls(parts, delta?.tool_calls);
      if (chunk.usage?.total_tokens) usage = chunk.usage.total_tokens;
    }
    tokens += usage ?? estimate(messages, text);
    content += text;
    const calls = [...parts.values()].map((c, i) => ({ ...c, id: c.id || `call_${round}_${i}` }));
    if (calls.length > 0 && round < req.rounds) {
      appendResults(messages, calls, req.ctx);
      continue;
    }
    if (!content.trim()) throw new Error("risposta vuota del modello");
    return { content, totalTokens: tokens };
  }
}
