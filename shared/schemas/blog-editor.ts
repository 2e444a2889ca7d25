// The admin blog editor (docs/blog.md, "Editor"): what the editor sends and what it reads back,
// with the Italian messages. The server parses with these schemas; the form uses the same ones.
import { z } from "zod";
import { saneDateTime } from "./date-range";
import { BLOG_CATEGORIES, type BlogCategory } from "./blog";
import type { SeoCheck } from "./ai-content";
import { searchText, stripControlChars } from "./text";

export const ARTICLE_STATUSES = ["draft", "scheduled", "published", "unpublished"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: "Bozza",
  scheduled: "Programmato",
  published: "Pubblicato",
  unpublished: "Non pubblicato",
};

export const EDITOR_LIMITS = { title: 200, slug: 120, excerpt: 500, body: 150_000, tags: 10, tag: 40, alt: 200, seoTitle: 70, seoDescription: 200, query: 100 } as const;

export const EDITOR_MESSAGES = {
  notFound: "Articolo non trovato",
  titleRequired: "Inserisci il titolo",
  titleTooLong: `Il titolo può avere al massimo ${EDITOR_LIMITS.title} caratteri`,
  slugInvalid: "Lo slug può contenere solo lettere minuscole, numeri e trattini (massimo 120 caratteri)",
  slugTaken: "Questo slug è già usato da un altro articolo",
  excerptRequired: "Inserisci il riassunto",
  excerptTooLong: `Il riassunto può avere al massimo ${EDITOR_LIMITS.excerpt} caratteri`,
  category: "Scegli una categoria",
  tags: `Al massimo ${EDITOR_LIMITS.tags} tag di ${EDITOR_LIMITS.tag} caratteri ciascuno`,
  bodyTooLong: "Il testo dell'articolo è troppo lungo",
  altRequired: "Descrivi l'immagine di copertina (testo alternativo)",
  altTooLong: `Il testo alternativo può avere al massimo ${EDITOR_LIMITS.alt} caratteri`,
  seoTitleTooLong: `Il titolo SEO può avere al massimo ${EDITOR_LIMITS.seoTitle} caratteri`,
  seoDescriptionTooLong: `La descrizione SEO può avere al massimo ${EDITOR_LIMITS.seoDescription} caratteri`,
  status: "Stato non valido",
  scheduleRequired: "Indica data e ora di pubblicazione",
  scheduleInPast: "La data di pubblicazione programmata deve essere nel futuro",
  imageInvalid: "L'immagine di copertina deve essere un file JPEG, PNG, WebP o GIF valido",
  imageTooLarge: (mb: string) => `L'immagine di copertina può pesare al massimo ${mb} MB`,
  revisionNotFound: "Revisione non trovata",
  nothingToChange: "Nessuna modifica indicata",
  bodyRequired: "Scrivi il testo dell'articolo prima di pubblicarlo",
} as const;

const text = (max: number, tooLong: string, required?: string) =>
  z
    .string({ error: required ?? tooLong })
    .transform((v) => stripControlChars(v).trim())
    .pipe(required ? z.string().min(1, required).max(max, tooLong) : z.string().max(max, tooLong));

const optionalText = (max: number, tooLong: string) =>
  z
    .union([z.string({ error: tooLong }), z.null()])
    .optional()
    .transform((v) => (typeof v === "string" ? stripControlChars(v).trim() : "") || null)
    .refine((v) => v === null || v.length <= max, tooLong);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Più risparmio, meno stress!" → "piu-risparmio-meno-stress" (the editor's suggestion; the server makes the same). */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, EDITOR_LIMITS.slug)
    .replace(/-+$/g, "");
}

const fields = {
  title: text(EDITOR_LIMITS.title, EDITOR_MESSAGES.titleTooLong, EDITOR_MESSAGES.titleRequired),
  // Empty: generated from the title.
  slug: z
    .string({ error: EDITOR_MESSAGES.slugInvalid })
    .trim()
    .refine((v) => v === "" || (v.length <= EDITOR_LIMITS.slug && SLUG_PATTERN.test(v)), EDITOR_MESSAGES.slugInvalid),
  excerpt: text(EDITOR_LIMITS.excerpt, EDITOR_MESSAGES.excerptTooLong, EDITOR_MESSAGES.excerptRequired),
  category: z.enum(BLOG_CATEGORIES, { error: EDITOR_MESSAGES.category }),
  tags: z
    .array(z.string({ error: EDITOR_MESSAGES.tags }).transform((v) => stripControlChars(v).trim()).pipe(z.string().max(EDITOR_LIMITS.tag, EDITOR_MESSAGES.tags)), { error: EDITOR_MESSAGES.tags })
    .max(EDITOR_LIMITS.tags, EDITOR_MESSAGES.tags)
    .transform((tags) => [...new Set(tags.filter(Boolean))]),
  // Control characters go, as from every other text field (NUL cannot be stored by PostgreSQL).
  body: z
    .string({ error: EDITOR_MESSAGES.bodyTooLong })
    .transform(stripControlChars)
    .pipe(z.string().max(EDITOR_LIMITS.body, EDITOR_MESSAGES.bodyTooLong)),
  /** A new cover: base64 (optionally a data: URL); null removes the cover; absent keeps it. */
  coverImage: z.union([z.string({ error: EDITOR_MESSAGES.imageInvalid }).max(20_000_000, EDITOR_MESSAGES.imageInvalid), z.null()]).optional(),
  coverAlt: optionalText(EDITOR_LIMITS.alt, EDITOR_MESSAGES.altTooLong),
  seoTitle: optionalText(EDITOR_LIMITS.seoTitle, EDITOR_MESSAGES.seoTitleTooLong),
  seoDescription: optionalText(EDITOR_LIMITS.seoDescription, EDITOR_MESSAGES.seoDescriptionTooLong),
  status: z.enum(ARTICLE_STATUSES, { error: EDITOR_MESSAGES.status }),
  /** ISO date-time; required with status "scheduled". */
  scheduledAt: z.union([saneDateTime(EDITOR_MESSAGES.scheduleRequired), z.null()]).optional(),
};

export const articleCreateSchema = z
  .object({ ...fields, slug: fields.slug.optional().default(""), tags: fields.tags.optional().default([]), body: fields.body.optional().default(""), status: fields.status.optional().default("draft") })
  .strict();
export type ArticleCreateInput = z.input<typeof articleCreateSchema>;
export type ArticleCreate = z.output<typeof articleCreateSchema>;

/** A save of some fields (the rest stay as they are), or the restore of an earlier revision. */
export const articleUpdateSchema = z
  .object({
    title: fields.title.optional(),
    slug: fields.slug.optional(),
    excerpt: fields.excerpt.optional(),
    category: fields.category.optional(),
    tags: fields.tags.optional(),
    body: fields.body.optional(),
    coverImage: fields.coverImage,
    coverAlt: fields.coverAlt.optional(),
    seoTitle: fields.seoTitle.optional(),
    seoDescription: fields.seoDescription.optional(),
    status: fields.status.optional(),
    scheduledAt: fields.scheduledAt,
    restoreRevisionId: z.number({ error: EDITOR_MESSAGES.revisionNotFound }).int(EDITOR_MESSAGES.revisionNotFound).positive(EDITOR_MESSAGES.revisionNotFound).max(2_147_483_647, EDITOR_MESSAGES.revisionNotFound).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), EDITOR_MESSAGES.nothingToChange);
export type ArticleUpdateInput = z.input<typeof articleUpdateSchema>;
export type ArticleUpdate = z.output<typeof articleUpdateSchema>;

export const articleListQuerySchema = z.object({
  status: z.enum(ARTICLE_STATUSES, { error: EDITOR_MESSAGES.status }).optional(),
  category: z.enum(BLOG_CATEGORIES, { error: EDITOR_MESSAGES.category }).optional(),
  q: searchText(EDITOR_LIMITS.query, EDITOR_MESSAGES.titleTooLong).optional(),
});

/** The live preview: the Markdown as the public page will show it, and the SEO score. */
export const articlePreviewSchema = z
  .object({
    title: z.string().max(EDITOR_LIMITS.title, EDITOR_MESSAGES.titleTooLong).default(""),
    slug: z.string().max(EDITOR_LIMITS.slug, EDITOR_MESSAGES.slugInvalid).default(""),
    body: fields.body.default(""),
    tags: z.array(z.string().max(EDITOR_LIMITS.tag, EDITOR_MESSAGES.tags)).max(EDITOR_LIMITS.tags, EDITOR_MESSAGES.tags).default([]),
    excerpt: z.string().max(EDITOR_LIMITS.excerpt, EDITOR_MESSAGES.excerptTooLong).default(""),
    seoTitle: z.string().max(EDITOR_LIMITS.seoTitle, EDITOR_MESSAGES.seoTitleTooLong).nullable().default(null),
    seoDescription: z.string().max(EDITOR_LIMITS.seoDescription, EDITOR_MESSAGES.seoDescriptionTooLong).nullable().default(null),
  })
  .strict();
export type ArticlePreviewInput = z.input<typeof articlePreviewSchema>;

export type ArticleSeo = { score: number; keyword: string | null; checks: SeoCheck[] };
export type ArticlePreview = { html: string; seo: ArticleSeo };

export type AdminArticleSummary = {
  id: number;
  slug: string;
  title: string;
  category: BlogCategory;
  status: ArticleStatus;
  origin: "editorial" | "ai";
  /** When it was published, or is scheduled to be. */
  publishedAt: string | null;
  updatedAt: string;
  views: number;
};

export type ArticleRevision = { id: number; status: ArticleStatus; createdAt: string; authorEmail: string | null };

export type AdminArticle = AdminArticleSummary & {
  excerpt: string;
  tags: string[];
  body: string;
  coverUrl: string | null;
  coverAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seo: ArticleSeo;
  revisions: ArticleRevision[];
};
