// The LLM answer through any OpenAI-compatible chat completions API, with structured output.
// Any failure (network, status, timeout, malformed JSON) throws; the service then falls back to
// the built-in assistant.
import { z } from "zod";
import { CHAT_ACTIONS, chatActionButtonSchema, stripControlChars, type ChatActionButton } from "@shared/schemas/chat";
import type { AiAdapter } from "../../integrations/ai";
import { completeWithTools, streamWithTools } from "./ai-rounds";
import type { StoredMessage } from "./chat.repo";
import type { ChatContext } from "./builtin/types";
import { describeContext, describePassages, SYSTEM_PROMPT, TOOLS_PROMPT, type Passage } from "./ai-prompt";

/** A user is waiting: never more than this, even if the adapter allows longer. */
export const CHAT_AI_TIMEOUT_MS = 20_000;

const REPLY_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["response", "suggestions", "actionButtons"],
  properties: {
    response: { type: "string", description: "La risposta in italiano, testo semplice senza markdown" },
    suggestions: { type: "array", items: { type: "string" }, description: "2-3 domande di approfondimento in italiano" },
    actionButtons: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["label", "action"],
        properties: {
          label: { type: "string" },
          action: { type: "string", enum: [...CHAT_ACTIONS] },
        },
      },
    },
  },
} as const;

// Unknown actions or malformed buttons are dropped rather than failing the whole answer.
const cleanText = (max: number) => z.string().transform(stripControlChars).pipe(z.string().trim().min(1).max(max));
const llmReplySchema = z.object({
  response: cleanText(6000),
  suggestions: z.array(cleanText(200)).max(6).catch([]),
  actionButtons: z.array(z.unknown()).max(6).catch([]),
});

export type AiReply = { response: string; suggestions: string[]; actionButtons: ChatActionButton[] };

/** What the model is given: the question, the conversation, the context, the passages; toolRounds: CHAT_AI_TOOL_ROUNDS. */
type AskInput = { message: string; history: StoredMessage[]; ctx: ChatContext; passages?: Passage[]; toolRounds?: number };

function promptMessages(input: AskInput, system: string) {
  return [
    { role: "system" as const, content: input.toolRounds ? `${system}\n${TOOLS_PROMPT}` : system },
    { role: "system" as const, content: describeContext(input.ctx) },
    ...(input.passages?.length ? [{ role: "system" as const, content: describePassages(input.passages) }] : []),
    ...input.history.map((m) => ({ role: m.role, content: m.content })),
    { role: "user" as const, content: input.message },
  ];
}

/** The model's reply, and the tokens the call used (for the daily budget); the tools as function calls (docs/chat.md, "Function calls"). */
export async function askAi(ai: AiAdapter, input: AskInput): Promise<{ reply: AiReply; tokens: number }> {
  const { content, totalTokens } = await completeWithTools(ai, {
    responseFormat: { type: "json_schema", json_schema: { name: "risposta_chat", strict: true, schema: REPLY_JSON_SCHEMA } },
    temperature: 0.3,
    maxTokens: 900,
    timeoutMs: CHAT_AI_TIMEOUT_MS,
    messages: promptMessages(input, SYSTEM_PROMPT),
    ctx: input.ctx,
    rounds: input.toolRounds ?? 0,
  });
  const parsed = llmReplySchema.parse(JSON.parse(content));
  const buttons: ChatActionButton[] = [];
  for (const b of parsed.actionButtons) {
    const raw = b && typeof b === "object" ? { ...(b as Record<string, unknown>) } : null;
    if (raw && typeof raw.label === "string") raw.label = stripControlChars(raw.label).trim();
    const ok = chatActionButtonSchema.safeParse(raw);
    if (ok.success && !buttons.some((x) => x.action === ok.data.action)) buttons.push(ok.data);
  }
  return { reply: { response: parsed.response, suggestions: parsed.suggestions.slice(0, 4), actionButtons: buttons.slice(0, 3) }, tokens: totalTokens };
}

/** Streamed answers are plain text; suggestions and buttons come from the built-in assistant. */
const STREAM_FORMAT = "Rispondi con il solo testo della risposta, senza JSON, senza suggerimenti o pulsanti: l'app li aggiunge da sé.";

/** The model's answer as plain text, piece by piece through onDelta (docs/chat.md, streaming and "Function calls"). */
export async function streamAi(ai: AiAdapter, input: AskInput, onDelta: (text: string) => void): Promise<{ text: string; tokens: number }> {
  const { content, totalTokens } = await streamWithTools(
    ai,
    { temperature: 0.3, maxTokens: 900, timeoutMs: CHAT_AI_TIMEOUT_MS, messages: promptMessages(input, `${SYSTEM_PROMPT}\n${STREAM_FORMAT}`), ctx: input.ctx, rounds: input.toolRounds ?? 0 },
    (t) => onDelta(stripControlChars(t)),
  );
  return { text: stripControlChars(content).trim(), tokens: totalTokens };
}
