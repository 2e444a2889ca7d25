// Blog articles and the newsletter signup (docs/blog.md): the shapes the API
// answers, the subscribe payload with its Italian messages, and the category labels.
import { z } from "zod";
import { emailAddress } from "./email";

export const BLOG_CATEGORIES = ["risparmio", "investimenti", "budget", "calcolatori"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The chips of the blog list, in the order of docs/blog.md ('Tutti gli articoli' first). */
export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  risparmio: "Risparmio",
  investimenti: "Investimenti",
  budget: "Budget",
  calcolatori: "Calcolatori",
};
export const ALL_CATEGORIES_LABEL = "Tutti gli articoli";

export const BLOG_MESSAGES = {
  notFound: "Articolo non trovato",
  invalidCategory: "Categoria non valida",
  emailRequired: "Inserisci la tua email",
  emailInvalid: "Inserisci un indirizzo email valido",
  sourceInvalid: "Origine dell'iscrizione non valida",
  subscribed: "Iscrizione completata! Riceverai i nostri consigli via email.",
  alreadySubscribed: "Sei già iscritto alla nostra newsletter.",
  subscribeFailed: "Iscrizione non riuscita",
  unsubscribed: "Disiscrizione completata: non riceverai più le nostre email.",
  confirmSent: "Ti abbiamo inviato un'email: apri il link per confermare l'iscrizione.",
  confirmInvalid: "Link di conferma non valido o scaduto",
  confirmed: "Iscrizione confermata! Riceverai i nostri consigli via email.",
  unsubscribeInvalid: "Link di disiscrizione non valido",
} as const;

export const categoryQuerySchema = z.object({
  category: z.enum(BLOG_CATEGORIES, { error: BLOG_MESSAGES.invalidCategory }).optional(),
});

/** The list shape: everything but the (long) HTML body. */
export type BlogArticleSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  readTime: number;
  views: number;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  publishedAt: string | null;
};

/** One article; `content` is HTML the server has sanitised (safe for dangerouslySetInnerHTML). */
export type BlogArticle = BlogArticleSummary & {
  content: string;
  seoTitle: string | null;
  metaDescription: string | null;
  keywords: string[];
  updatedAt: string;
  /** "Aggiornato al": newest last-checked date (ISO) of the registered figures the article cites (docs/facts.md). */
  figuresCheckedAt: string;
  /** The same date as the page writes it: "Aggiornato al 24 novembre 2026". */
  updatedLabel: string;
};

/**
 * POST /api/email/subscribe {email, source, userId}. The userId of the body is never trusted:
 * the server links the subscriber to the signed-in user of the session, if any.
 */
export const subscribeSchema = z.object({
  email: emailAddress({ required: BLOG_MESSAGES.emailRequired, invalid: BLOG_MESSAGES.emailInvalid }),
  source: z
    .string({ error: BLOG_MESSAGES.sourceInvalid })
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/, BLOG_MESSAGES.sourceInvalid)
    .default("blog"),
  userId: z.union([z.number(), z.string(), z.null()]).optional(),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/**
 * The source the guide box of an article page subscribes with, so a lead is attributed to the
 * article (the content hub counts them). Fits the source rule above (at most 40 of [a-z0-9_-]).
 */
export const ARTICLE_LEAD_SOURCE_PREFIX = "blog_article_";
export const articleLeadSource = (articleId: number) => `${ARTICLE_LEAD_SOURCE_PREFIX}${articleId}`;

/** subscribed: on the list now; pending: a confirmation e-mail was sent (double opt-in). */
export type SubscribeResult = { subscribed: boolean; pending: boolean; alreadySubscribed: boolean; message: string };

/** POST /api/email/confirm {token}: the link of the confirmation e-mail. */
export const confirmSubscriptionSchema = z.object({
  token: z.string({ error: BLOG_MESSAGES.confirmInvalid }).regex(/^[a-f0-9]{48}$/, BLOG_MESSAGES.confirmInvalid),
});

export const unsubscribeSchema = z.object({
  token: z.string({ error: BLOG_MESSAGES.unsubscribeInvalid }).regex(/^[a-f0-9]{32,64}$/, BLOG_MESSAGES.unsubscribeInvalid),
});
