import type OpenAI from "openai";
import type { Config } from "../config";

export type AiAdapter = { client: OpenAI; model: string };

/**
 * An OpenAI-compatible client when OPENAI_API_KEY is set; otherwise null (built-in assistant,
 * generators disabled). The SDK is loaded only then.
 */
export async function createAi(config: Config): Promise<AiAdapter | null> {
  if (!config.OPENAI_API_KEY) return null;
  const { default: OpenAI } = await import("openai");
  return {
    client: new OpenAI({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      timeout: 30_000,
      maxRetries: 0,
    }),
    model: config.OPENAI_MODEL,
  };
}

export type JsonCompletionRequest = {
  /** Name of the structured answer (the provider's json_schema name). */
  name: string;
  /** JSON Schema of the answer, sent in strict mode. */
  schema: Record<string, unknown>;
  messages: Array<{ role: "system" | "user" | "assistant"; content: string }>;
  temperature: number;
  maxTokens: number;
  /** Upper bound for this call; the adapter's own timeout applies when shorter. */
  timeoutMs: number;
};

/**
 * One chat completion with structured output; returns the answer's text (JSON the caller parses
 * and validates). Network, status and timeout failures throw, as does an empty answer.
 */
export async function completeJson(ai: AiAdapter, req: JsonCompletionRequest): Promise<string> {
  return (await completeJsonWithUsage(ai, req)).content;
}

/** completeJson, with the tokens the provider reports for the call (estimated when it reports none). */
async function completeJsonWithUsage(ai: AiAdapter, req: JsonCompletionRequest): Promise<{ content: string; totalTokens: number }> {
  const completion = await ai.client.chat.completions.create(
    {
      model: ai.model,
      temperature: req.temperature,
      max_tokens: req.maxTokens,
      response_format: { type: "json_schema", json_schema: { name: req.name, strict: true, schema: req.schema } },
      messages: req.messages,
    },
    { timeout: Math.min(req.timeoutMs, ai.client.timeout ?? req.timeoutMs), maxRetries: 0 },
  );
  const content = completion.choices[0]?.message?.content;
  if (!content) throw new Error("risposta vuota del modello");
  // About four characters a token when the provider does not say.
  const estimate = Math.ceil((req.messages.reduce((n, m) => n + m.content.length, 0) + content.length) / 4);
  return { content, totalTokens: completion.usage?.total_tokens ?? estimate };
}

// The chat streams its answers with the tools as function calls: server/features/chat/ai-rounds.ts.
