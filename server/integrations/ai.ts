import OpenAI from "openai";
import type { Config } from "../config";

export type AiAdapter = { client: OpenAI; model: string };

/** An OpenAI-compatible client when OPENAI_API_KEY is set; otherwise null (built-in assistant, generators disabled). */
export function createAi(config: Config): AiAdapter | null {
  if (!config.OPENAI_API_KEY) return null;
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
