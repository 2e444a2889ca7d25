// The SEO score of a generated article (0-100), computed by the server from fixed rules (the
// model's own opinion is never trusted) and shown by the Prompt Master with the colours of docs/ai-content.md.
// The rules are documented in docs/ai-content.md; keep both in step.
import type { SeoCheck } from "./schemas/ai-content";

export type SeoInput = { keyword: string; title: string; metaDescription: string; slug: string; content: string };

export const SEO_RULES = {
  keywordInTitle: { max: 20, label: "Keyword nel titolo" },
  titleLength: { max: 10, label: "Titolo di 30-60 caratteri" },
  metaLength: { max: 10, label: "Meta description di 120-160 caratteri" },
  keywordInMeta: { max: 5, label: "Keyword nella meta description" },
  keywordInFirstParagraph: { max: 15, label: "Keyword nel primo paragrafo" },
  length: { max: 20, label: "Lunghezza: almeno 1000 parole (10 punti da 600)" },
  headings: { max: 10, label: "Almeno 3 sottotitoli H2 (5 punti con 1-2)" },
  keywordInHeading: { max: 5, label: "Keyword in un sottotitolo H2/H3" },
  keywordInSlug: { max: 5, label: "Keyword nello slug" },
} as const;

const ENTITIES: Record<string, string> = { "&nbsp;": " ", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'" };

/** Text of an HTML fragment: tags become spaces, common entities are decoded. */
export function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&(?:nbsp|amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e);
}

/** Lower case, accents removed, punctuation and hyphens as single spaces: "Più-Risparmio!" → "piu risparmio". */
export function normalizeForMatch(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Whether the keyword appears as whole words (accent- and case-insensitive) in the text. */
export function containsKeyword(text: string, keyword: string): boolean {
  const k = normalizeForMatch(keyword);
  if (!k) return false;
  return ` ${normalizeForMatch(text)} `.includes(` ${k} `);
}

export const countWords = (html: string) => htmlToText(html).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

const tagTexts = (html: string, tags: string) => [...html.matchAll(new RegExp(`<(${tags})\\b[^>]*>([\\s\\S]*?)</\\1>`, "gi"))].map((m) => htmlToText(m[2]));

export function seoChecks(a: SeoInput): SeoCheck[] {
  const titleLen = a.title.trim().length;
  const metaLen = a.metaDescription.trim().length;
  const firstParagraph = tagTexts(a.content, "p")[0] ?? "";
  const words = countWords(a.content);
  const h2 = tagTexts(a.content, "h2");
  const subheadings = tagTexts(a.content, "h2|h3");
  const points: Record<keyof typeof SEO_RULES, number> = {
    keywordInTitle: containsKeyword(a.title, a.keyword) ? 20 : 0,
    titleLength: titleLen >= 30 && titleLen <= 60 ? 10 : 0,
    metaLength: metaLen >= 120 && metaLen <= 160 ? 10 : 0,
    keywordInMeta: containsKeyword(a.metaDescription, a.keyword) ? 5 : 0,
    keywordInFirstParagraph: containsKeyword(firstParagraph, a.keyword) ? 15 : 0,
    length: words >= 1000 ? 20 : words >= 600 ? 10 : 0,
    headings: h2.length >= 3 ? 10 : h2.length >= 1 ? 5 : 0,
    keywordInHeading: subheadings.some((h) => containsKeyword(h, a.keyword)) ? 5 : 0,
    keywordInSlug: containsKeyword(a.slug, a.keyword) ? 5 : 0,
  };
  return (Object.keys(SEO_RULES) as (keyof typeof SEO_RULES)[]).map((id) => ({ id, label: SEO_RULES[id].label, points: points[id], max: SEO_RULES[id].max }));
}

/** The score: the sum of the rules' points, 0 to 100. */
export function computeSeoScore(a: SeoInput): { score: number; checks: SeoCheck[] } {
  const checks = seoChecks(a);
  return { score: checks.reduce((s, c) => s + c.points, 0), checks };
}

/** docs/ai-content.md: 80 or more green, 60 or more yellow, below 60 red. */
export function seoScoreTone(score: number): "green" | "yellow" | "red" {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}
