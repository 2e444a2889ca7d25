// Content Marketing Hub (docs/content-hub.md): content ideas, the generate-ideas
// payload, the status change (docs/content-hub.md), and the shapes of the three read endpoints.
import { z } from "zod";

export const CONTENT_IDEA_TYPES = ["blog", "social", "email", "video"] as const;
export type ContentIdeaType = (typeof CONTENT_IDEA_TYPES)[number];
export const CONTENT_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type ContentDifficulty = (typeof CONTENT_DIFFICULTIES)[number];
export const CONTENT_IDEA_STATUSES = ["idea", "in_progress", "published"] as const;
export type ContentIdeaStatus = (typeof CONTENT_IDEA_STATUSES)[number];
export const CONVERSION_POTENTIALS = ["low", "medium", "high"] as const;
export type ConversionPotential = (typeof CONVERSION_POTENTIALS)[number];

export const CONTENT_LABELS = {
  type: { blog: "Articolo", social: "Social", email: "Email", video: "Video" } satisfies Record<ContentIdeaType, string>,
  difficulty: { easy: "Facile", medium: "Media", hard: "Difficile" } satisfies Record<ContentDifficulty, string>,
  status: { idea: "Idea", in_progress: "In lavorazione", published: "Pubblicato" } satisfies Record<ContentIdeaStatus, string>,
  conversion: { low: "Bassa", medium: "Media", high: "Alta" } satisfies Record<ConversionPotential, string>,
} as const;

export const CONTENT_MESSAGES = {
  loginTitle: "Accesso Richiesto",
  loginText: "Effettua il login per accedere al Content Marketing Hub",
  adminOnlyTitle: "Riservato agli amministratori",
  adminOnly: "Il Content Marketing Hub legge i dati di tutto il sito e ne modifica i contenuti: è riservato agli amministratori.",
  topicRequired: "Inserisci un argomento",
  topicTooShort: "L'argomento deve avere almeno 3 caratteri",
  topicTooLong: "L'argomento può avere al massimo 80 caratteri",
  statusInvalid: "Stato non valido: scegli tra Idea, In lavorazione e Pubblicato",
  ideaNotFound: "Idea non trovata",
  tooManyGenerations: "Hai generato troppe idee in poco tempo. Riprova tra qualche minuto.",
  generatedTitle: "Idee generate",
  generateFailedTitle: "Errore Generazione",
  generateFailed: "Impossibile generare le idee",
  statusUpdated: "Stato aggiornato",
} as const;

export const CONTENT_LIMITS = { topicMin: 3, topicMax: 80, ideasPerGeneration: 5, listMax: 200, topArticles: 10, months: 12 } as const;

/** Generations per administrator per hour (each stores up to five ideas). */
export const GENERATE_IDEAS_RATE_LIMIT = { perHour: 20 } as const;

// Control characters and runs of whitespace are folded before the length rules apply.
const cleanTopic = (s: string) => s.replace(/[\p{Cc}\p{Cf}]/gu, " ").replace(/\s+/g, " ").trim();

/** POST /api/content/generate-ideas {topic} */
export const generateIdeasSchema = z.object({
  topic: z
    .string({ error: CONTENT_MESSAGES.topicRequired })
    .transform(cleanTopic)
    .pipe(
      z
        .string()
        .min(1, CONTENT_MESSAGES.topicRequired)
        .min(CONTENT_LIMITS.topicMin, CONTENT_MESSAGES.topicTooShort)
        .max(CONTENT_LIMITS.topicMax, CONTENT_MESSAGES.topicTooLong),
    ),
});
export type GenerateIdeasInput = z.input<typeof generateIdeasSchema>;

/** PATCH /api/content/ideas/:id {status} (administrators; docs/content-hub.md: any status may follow any). */
export const ideaStatusSchema = z.object({
  status: z.enum(CONTENT_IDEA_STATUSES, { error: CONTENT_MESSAGES.statusInvalid }),
});

/** Real results of the linked article: views, newsletter leads from its guide box, premium users among them. */
export type ContentPerformance = { views: number; leads: number; sales: number; revenue: string };

export type ContentIdea = {
  id: number;
  title: string;
  type: ContentIdeaType;
  targetKeyword: string;
  difficulty: ContentDifficulty;
  /** Monthly visits estimated when the idea was made (template or model), not measured. */
  expectedTraffic: number;
  conversionPotential: ConversionPotential;
  status: ContentIdeaStatus;
  isSample: boolean;
  topic: string | null;
  article: { slug: string; title: string } | null;
  /** Null while no article realises the idea. */
  performance: ContentPerformance | null;
  createdAt: string;
};

export type ContentIdeaList = { items: ContentIdea[] };

export type GenerateIdeasResult = { ideas: ContentIdea[]; source: "ai" | "templates" };

export type LeadMagnet = {
  key: string;
  name: string;
  description: string;
  /** Where the visitor meets it. */
  location: string;
  signups: number;
  active: number;
  last30Days: number;
};

export type SampleGuide = { title: string; priceEur: number };

export type LeadMagnetsReport = {
  magnets: LeadMagnet[];
  totals: { signups: number; active: number; last30Days: number };
  /** docs/content-hub.md: static marketing copy, not products on sale nor measured data. */
  sampleGuides: SampleGuide[];
};

export type ContentAnalytics = {
  totals: { publishedArticles: number; articleViews: number; activeSubscribers: number; ideas: number };
  topArticles: Array<{ slug: string; title: string; views: number; leads: number }>;
  /** Europe/Rome months, oldest first, the current month last. */
  subscribersByMonth: Array<{ month: string; signups: number }>;
  ideasByStatus: Record<ContentIdeaStatus, number>;
  ideasByType: Record<ContentIdeaType, number>;
};

/** docs/content-hub.md: the sample guide prices (10, 20, 50, 75, 200 EUR) are static marketing copy. */
export const SAMPLE_GUIDES: readonly SampleGuide[] = [
  { title: "Checklist: 10 spese da tagliare subito", priceEur: 10 },
  { title: "Il budget familiare in 7 giorni", priceEur: 20 },
  { title: "Fondo di emergenza con un solo stipendio", priceEur: 50 },
  { title: "Il primo PAC da 50 € al mese", priceEur: 75 },
  { title: "Kit completo: casa, mutuo e risparmio per famiglie monoreddito", priceEur: 200 },
];
