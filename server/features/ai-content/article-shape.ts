// Turning the model's answer into a blog draft: plain-text fields, slug, category, reading time.
import { readingMinutes } from "@shared/reading-time";
import { BLOG_CATEGORY_LABELS, type BlogCategory } from "@shared/schemas/blog";
import { normalizeForMatch } from "@shared/seo-score";

const SLUG_MAX = 80;

/** Plain text for fields React and meta tags show as text: no tags, no control characters, single spaces. */
export function plainText(s: string): string {
  return s
    .replace(/<[^>]*>/g, " ")
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "Fondo d'emergenza: più sicurezza!" → "fondo-d-emergenza-piu-sicurezza", cut at a word within 80 characters. */
export function slugify(s: string): string {
  const words = normalizeForMatch(s).split(" ").filter(Boolean);
  let out = "";
  for (const w of words) {
    const next = out ? `${out}-${w}` : w;
    if (next.length > SLUG_MAX) break;
    out = next;
  }
  return out || words[0]?.slice(0, SLUG_MAX) || "";
}

/** The blog category an AI article goes in, from its keyword and title (the model is not asked). */
export function categoryFor(keyword: string, title: string): BlogCategory {
  const t = ` ${normalizeForMatch(`${keyword} ${title}`)} `;
  if (/ (invest\w*|pac|etf|fond[oi] (comuni|indicizzat\w*)|borsa|azion\w*|obbligazion\w*|btp|pension\w*) /.test(t)) return "investimenti";
  if (/ (mutu\w*|prestit\w*|calcol\w*|rata|rate|tasso|tassi) /.test(t)) return "calcolatori";
  if (/ (budget|bilancio|50 30 20|spes[ae]|uscite) /.test(t)) return "budget";
  return "risparmio";
}

/** Minutes at 200 words a minute, at least 1. */
/** The draft's reading time: the shared rule (docs/courses.md, "Tempo di lettura"). */
export const readTimeOf = (html: string) => readingMinutes(html);

export const featuredImageFor = (category: BlogCategory) => ({
  featuredImage: `/blog/${category}.svg`,
  featuredImageAlt: `Illustrazione della categoria ${BLOG_CATEGORY_LABELS[category]}`,
});
