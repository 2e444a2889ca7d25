// Prompt Master, the administrator's AI article writer (docs/ai-content.md):
// request schemas with the Italian messages of docs/ai-content.md, the structured answer the model must give,
// and the shapes the API answers.
import { z } from "zod";
import { integerField } from "./number-fields";
import { stripControlChars } from "./text";
import { BULK_KEYWORDS_MAX } from "../constants";

export const AI_CONTENT_MESSAGES = {
  keywordRequiredTitle: "Keyword Richiesta",
  keywordRequired: "Inserisci una keyword per generare il contenuto",
  keywordTooLong: "La keyword può avere al massimo 100 caratteri",
  keywordsRequiredTitle: "Keywords Richieste",
  keywordsRequired: "Inserisci almeno una keyword per riga",
  tooManyTitle: "Troppi Keywords",
  tooMany: `Massimo ${BULK_KEYWORDS_MAX} keywords per batch`,
  difficulty: "La difficoltà deve essere un numero intero da 1 a 100",
  searchVolume: "Il volume di ricerca deve essere un numero maggiore o uguale a 0",
  intent: "Intento non valido: scegli informativo, commerciale o transazionale",
  targetAudience: "Il pubblico può avere al massimo 200 caratteri",
  generateErrorTitle: "Errore Generazione",
  bulkErrorTitle: "Errore Generazione Bulk",
  generateFailed: "Impossibile generare il contenuto",
  bulkFailed: "Impossibile generare i contenuti",
  invalidModelAnswer: "Impossibile generare il contenuto: il modello AI ha restituito un articolo non valido. Riprova.",
  modelUnreachable: "Impossibile generare il contenuto: il servizio AI non ha risposto. Riprova tra poco.",
  disabled: "Generazione disattivata: il servizio AI non è configurato (manca la chiave OPENAI_API_KEY sul server).",
  rateLimited: "Hai raggiunto il limite di articoli generati con l'AI per quest'ora. Riprova più tardi.",
  draftNotFound: "Bozza non trovata",
  published: "Articolo pubblicato",
  deleted: "Bozza eliminata",
} as const;

export const AI_INTENTS = ["informational", "commercial", "transactional"] as const;
export type AiIntent = (typeof AI_INTENTS)[number];
export const AI_INTENT_LABELS: Record<AiIntent, string> = {
  informational: "Informativo",
  commercial: "Commerciale",
  transactional: "Transazionale",
};

/** docs/ai-content.md: the audience is fixed, the form only shows it. */
export const AI_TARGET_AUDIENCE = "Famiglie italiane monoreddito a basso reddito";
export const AI_KEYWORD_MAX = 100;

// Control characters dropped (a NUL cannot be stored by PostgreSQL: docs/security.md, "Seconda sonda (issue 37)").
const keyword = z
  .string({ error: AI_CONTENT_MESSAGES.keywordRequired })
  .transform((v) => stripControlChars(v).trim())
  .pipe(z.string().min(1, AI_CONTENT_MESSAGES.keywordRequired).max(AI_KEYWORD_MAX, AI_CONTENT_MESSAGES.keywordTooLong));

/** POST /api/content/generate-ai. Numbers may arrive as strings from a form field. */
export const generateAiRequestSchema = z.object({
  keyword,
  // Read the Italian way: "12.000" searches are 12000, not 12 (docs/numbers.md).
  searchVolume: integerField({ min: [0, AI_CONTENT_MESSAGES.searchVolume], max: [100_000_000, AI_CONTENT_MESSAGES.searchVolume], invalid: AI_CONTENT_MESSAGES.searchVolume, integerMessage: AI_CONTENT_MESSAGES.searchVolume }).default(1000),
  difficulty: integerField({ min: [1, AI_CONTENT_MESSAGES.difficulty], max: [100, AI_CONTENT_MESSAGES.difficulty], invalid: AI_CONTENT_MESSAGES.difficulty, integerMessage: AI_CONTENT_MESSAGES.difficulty }).default(50),
  intent: z.enum(AI_INTENTS, { error: AI_CONTENT_MESSAGES.intent }).default("informational"),
  targetAudience: z
    .string({ error: AI_CONTENT_MESSAGES.targetAudience })
    .trim()
    .max(200, AI_CONTENT_MESSAGES.targetAudience)
    .optional()
    .transform((v) => v || AI_TARGET_AUDIENCE),
});
export type GenerateAiInput = z.input<typeof generateAiRequestSchema>;
export type GenerateAiRequest = z.output<typeof generateAiRequestSchema>;

/** The bulk text area: one keyword per line, blank lines dropped (docs/ai-content.md). */
export function parseKeywordLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => stripControlChars(l).trim())
    .filter((l) => l.length > 0);
}

/** POST /api/content/bulk-generate {keywords}: a list, or the text area's lines as one string. */
export const bulkGenerateRequestSchema = z.object({
  keywords: z
    .union([z.string(), z.array(z.string({ error: AI_CONTENT_MESSAGES.keywordsRequired }))], { error: AI_CONTENT_MESSAGES.keywordsRequired })
    .transform((v) => (Array.isArray(v) ? v.flatMap(parseKeywordLines) : parseKeywordLines(v)))
    .pipe(
      z
        .array(z.string().max(AI_KEYWORD_MAX, AI_CONTENT_MESSAGES.keywordTooLong))
        .min(1, AI_CONTENT_MESSAGES.keywordsRequired)
        .max(BULK_KEYWORDS_MAX, AI_CONTENT_MESSAGES.tooMany),
    ),
});

/**
 * The structured answer the model must return. Anything outside these bounds is a failed
 * generation (nothing is saved); the server re-derives the slug and computes the SEO score.
 */
export const modelArticleSchema = z.object({
  title: z.string().trim().min(10).max(140),
  metaDescription: z.string().trim().min(50).max(300),
  keywords: z.array(z.string().trim().min(1).max(80)).min(1).max(15),
  excerpt: z.string().trim().min(30).max(500),
  content: z.string().trim().min(200).max(60_000),
  slug: z.string().trim().max(200),
  readTime: z.number().int().min(1).max(60),
});
export type ModelArticle = z.output<typeof modelArticleSchema>;

/** JSON Schema of the same answer, sent as the model's response_format (strict structured output). */
export const MODEL_ARTICLE_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["title", "metaDescription", "keywords", "excerpt", "content", "slug", "readTime"],
  properties: {
    title: { type: "string", description: "Titolo SEO in italiano, 30-60 caratteri, contiene la keyword" },
    metaDescription: { type: "string", description: "Meta description in italiano, 120-160 caratteri, contiene la keyword" },
    keywords: { type: "array", items: { type: "string" }, description: "5-10 parole chiave correlate in italiano" },
    excerpt: { type: "string", description: "Riassunto di 1-2 frasi" },
    content: { type: "string", description: "Articolo in HTML: solo h2, h3, p, ul, ol, li, strong, em, a, blockquote, table; niente h1" },
    slug: { type: "string", description: "slug in minuscolo con trattini" },
    readTime: { type: "integer", description: "minuti di lettura stimati" },
  },
} as const;

export type SeoCheck = { id: string; label: string; points: number; max: number };

/** Generated content (docs/ai-content.md) plus the id of the saved draft. */
export type GeneratedContent = {
  draftId: number;
  keyword: string;
  title: string;
  metaDescription: string;
  keywords: string[];
  excerpt: string;
  content: string;
  slug: string;
  seoScore: number;
  seoChecks: SeoCheck[];
  readTime: number;
  status: "draft";
};

export type BulkItem = { keyword: string; ok: true; draftId: number; title: string; slug: string; seoScore: number } | { keyword: string; ok: false; error: string };

/** Bulk result (docs/ai-content.md) with one item per keyword, in order. */
export type BulkResult = { generated: number; totalRequested: number; items: BulkItem[] };

/** AI status (docs/ai-content.md). */
export type AiStatus = {
  openaiConfigured: boolean;
  model: string | null;
  supportedLanguages: string[];
  maxBatchSize: number;
  rateLimit: { limit: number; windowMinutes: number; remaining: number };
  features: string[];
};

export type AiDraft = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  seoScore: number | null;
  readTime: number;
  category: string;
  updatedAt: string;
};

export type AiGenerationLog = {
  id: number;
  keyword: string;
  mode: "single" | "bulk";
  /** pending: the model is still writing. */
  status: "pending" | "ok" | "error";
  seoScore: number | null;
  durationMs: number | null;
  error: string | null;
  createdAt: string;
};

export type AiStats = {
  total: number;
  ok: number;
  errors: number;
  averageSeoScore: number | null;
  averageDurationMs: number | null;
  drafts: number;
  published: number;
  last: AiGenerationLog[];
};

