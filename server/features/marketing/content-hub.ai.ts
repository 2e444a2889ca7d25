// Content ideas from any OpenAI-compatible model, as structured JSON validated with zod. Any
// failure (network, status, timeout, malformed or unusable JSON) throws; the service then uses
// the documented templates.
import { z } from "zod";
import { CONTENT_DIFFICULTIES, CONTENT_IDEA_TYPES, CONTENT_LIMITS, CONVERSION_POTENTIALS } from "@shared/schemas/content-hub";
import { completeJson, type AiAdapter } from "../../integrations/ai";
import type { IdeaDraft } from "./content-hub.repo";

/** An administrator is waiting: never longer than this. */
export const IDEAS_AI_TIMEOUT_MS = 20_000;

const IDEAS_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["ideas"],
  properties: {
    ideas: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["title", "type", "targetKeyword", "difficulty", "expectedTraffic", "conversionPotential"],
        properties: {
          title: { type: "string", description: "Titolo in italiano, massimo 140 caratteri" },
          type: { type: "string", enum: [...CONTENT_IDEA_TYPES] },
          targetKeyword: { type: "string", description: "Parola chiave SEO in italiano" },
          difficulty: { type: "string", enum: [...CONTENT_DIFFICULTIES] },
          expectedTraffic: { type: "integer", description: "Visite mensili stimate" },
          conversionPotential: { type: "string", enum: [...CONVERSION_POTENTIALS] },
        },
      },
    },
  },
} as const;

const text = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/[\p{Cc}\p{Cf}]/gu, " ").replace(/\s+/g, " ").trim())
    .pipe(z.string().min(3).max(max));

const ideaSchema = z.object({
  title: text(140),
  type: z.enum(CONTENT_IDEA_TYPES),
  targetKeyword: text(100),
  difficulty: z.enum(CONTENT_DIFFICULTIES),
  expectedTraffic: z.number().int().min(0).max(1_000_000),
  conversionPotential: z.enum(CONVERSION_POTENTIALS),
});
const answerSchema = z.object({ ideas: z.array(ideaSchema).min(1).max(20) });

export const IDEAS_SYSTEM_PROMPT = [
  "Sei il responsabile dei contenuti di un sito italiano di educazione finanziaria gratuita per famiglie monoreddito con redditi bassi o medi.",
  `Proponi ${CONTENT_LIMITS.ideasPerGeneration} idee di contenuto sull'argomento indicato, varie nei formati (blog, social, email, video).`,
  "Titoli concreti e in italiano, senza promesse di guadagno, senza consulenza finanziaria personalizzata.",
  "Rispondi solo con il JSON richiesto.",
].join(" ");

export async function askAiForIdeas(ai: AiAdapter, topic: string): Promise<IdeaDraft[]> {
  const content = await completeJson(ai, {
    name: "idee_contenuto",
    schema: IDEAS_JSON_SCHEMA,
    temperature: 0.7,
    maxTokens: 1200,
    timeoutMs: IDEAS_AI_TIMEOUT_MS,
    messages: [
      { role: "system", content: IDEAS_SYSTEM_PROMPT },
      { role: "user", content: `Argomento: ${topic}` },
    ],
  });
  return answerSchema.parse(JSON.parse(content)).ideas.slice(0, CONTENT_LIMITS.ideasPerGeneration);
}
