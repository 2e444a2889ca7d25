// The LLM answer through any OpenAI-compatible chat completions API, with structured output.
// Any failure (network, status, timeout, malformed JSON) throws; the service then falls back to
// the built-in assistant.
import { z } from "zod";
import { CHAT_ACTIONS, chatActionButtonSchema, stripControlChars, type ChatActionButton } from "@shared/schemas/chat";
import { completeJsonWithUsage, streamTextWithUsage, type AiAdapter } from "../../integrations/ai";
import type { StoredMessage } from "./chat.repo";
import type { ChatContext } from "./builtin/types";
import { describeContext, describePassages, SYSTEM_PROMPT, type Passage } from "./ai-prompt";

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

/** The model's reply, and the tokens the call used (for the daily budget). */
export async function askAi(
  ai: AiAdapter,
  input: { message: string; history: StoredMessage[]; ctx: ChatContext; passages?: Passage[] },
): Promise<{ reply: AiReply; tokens: number }> {
  const { content, totalTokens } = await completeJsonWithUsage(ai, {
    name: "risposta_chat",
    schema: REPLY_JSON_SCHEMA,
    temperature: 0.3,
    maxTokens: 900,
    timeoutMs: CHAT_AI_TIMEOUT_MS,
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "system", content: describeContext(input.ctx) },
      ...(input.passages?.length ? [{ role: "system" as const, content: describePassages(input.passages) }] : []),
      ...input.history.map((m) => ({ role: m.role, content: m.content })),
      { role: "user", content: input.message },
    ],
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

/** The model's answer as plain text, piece by piece through onDelta (docs/chat.md, streaming). */
export async function streamAi(
  ai: AiAdapter,
  input: { message: string; history: StoredMessage[]; ctx: ChatContext; passages?: Passage[] },
  onDelta: (text: string) => void,
): Promise<{ text: string; tokens: number }> {
  const { content, totalTokens } = await streamTextWithUsage(
    ai,
    {
      temperature: 0.3,
      maxTokens: 900,
      timeoutMs: CHAT_AI_TIMEOUT_MS,
      messages: [
        { role: "system", content: `${SYSTEM_PROMPT}\n${STREAM_FORMAT}` },
        { role: "system", content: describeContext(input.ctx) },
        ...(input.passages?.length ? [{ role: "system" as const, content: describePassages(input.passages) }] : []),
        ...input.history.map((m) => ({ role: m.role, content: m.content })),
        { role: "user", content: input.message },
      ],
    },
    (t) => onDelta(stripControlChars(t)),
  );
  return { text: stripControlChars(content).trim(), tokens: totalTokens };
}
