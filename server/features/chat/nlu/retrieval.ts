// Full-text search over the app's own lessons, articles and glossary (docs/chat.md): BM25 ranking
// from the minisearch library on Italian Snowball stems, so "detraibili" finds "detrazione".
// The index is built once per process from the seeded content; it holds short passages.
import MiniSearch from "minisearch";
import { renderFacts } from "@shared/facts";
import { COURSE_CONTENT } from "../../courses/courses.public";
import { ALL_ARTICLES } from "../../blog/blog.public";
import { normalize } from "../builtin/normalize";
import { stems } from "./features";
import { GLOSSARY } from "./glossary";

export type ContentSource = { kind: "lesson" | "article" | "glossary"; slug: string; title: string };
export type Passage = { id: number; source: ContentSource; text: string };
export type SearchHit = Passage & { score: number; matchedTerms: number; matched: string[] };

/** Passages longer than this are cut at a sentence end: the answer stays short. */
const PASSAGE_MAX = 420;

const decodeEntities = (s: string) => s.replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;|&rsquo;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** The paragraphs of an article's HTML body as plain text. */
export function htmlParagraphs(html: string): string[] {
  return html
    .split(/<\/(?:p|li|h2|h3|blockquote|tr)>/i)
    .map((chunk) => decodeEntities(chunk.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim())
    .filter((t) => t.length > 40);
}

function shorten(text: string): string {
  if (text.length <= PASSAGE_MAX) return text;
  const cut = text.slice(0, PASSAGE_MAX);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("; "));
  return end > 120 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

function passages(): Passage[] {
  const out: Passage[] = [];
  const add = (source: ContentSource, text: string) => out.push({ id: out.length, source, text: shorten(renderFacts(text)) });
  for (const course of COURSE_CONTENT) {
    for (const lesson of course.lessons) {
      const source: ContentSource = { kind: "lesson", slug: lesson.slug, title: renderFacts(lesson.title) };
      for (const p of lesson.content.split("\n")) if (p.trim().length > 40) add(source, p.replace(/^- /, "").trim());
    }
  }
  for (const article of ALL_ARTICLES) {
    const source: ContentSource = { kind: "article", slug: article.slug, title: renderFacts(article.title) };
    for (const p of htmlParagraphs(article.content)) add(source, p);
  }
  for (const g of GLOSSARY) add({ kind: "glossary", slug: normalize(g.term).replace(/ /g, "-"), title: g.term }, g.definition);
  return out;
}

/** Question words that say nothing about the subject searched for. */
const QUESTION_WORDS = new Set(
  ("che cosa cos come qual quale quali chi quanto quanta quanti quante dove quando perche sono si fa fare mi ti posso puoi devo significa significato vuol dire spiegami spiega parlami sai ho hai ha e non piu meglio conviene funziona serve " +
    "dell nell all dall sull coll quest quell un una uno l d c s m t mio mia miei mie tuo tua suo sua nostro vostro loro questo questa quello quella ci vi ne se ma anche gia molto poco tutto tutti").split(" "),
);
/** The words of a question that say what it is about (no question words, no stop words). */
export const subjectWords = (text: string) => normalize(text).split(" ").filter((w) => w && !QUESTION_WORDS.has(w) && stems(w).length > 0);
const terms = (text: string) => stems(subjectWords(text).join(" "));

let index: { search: MiniSearch<Passage & { title: string }>; byId: Map<number, Passage> } | null = null;

function build() {
  const all = passages();
  const search = new MiniSearch<Passage & { title: string }>({
    fields: ["title", "text"],
    storeFields: [],
    tokenize: (text) => [text],
    // One "term" per stem: the same analysis as the classifier (accents, case, stop words, stemming).
    processTerm: (text) => terms(text),
    searchOptions: { boost: { title: 1.5 }, fuzzy: (term) => (term.length > 5 ? 0.2 : false), combineWith: "OR" },
  });
  search.addAll(all.map((p) => ({ ...p, title: p.source.title })));
  return { search, byId: new Map(all.map((p) => [p.id, p])) };
}

/** The best passages for a question, best first (BM25 score and how many of its stems matched). */
export function searchContent(question: string, limit = 3): SearchHit[] {
  index ??= build();
  const { search, byId } = index;
  return search
    .search(question)
    .slice(0, limit)
    .map((r) => ({ ...byId.get(Number(r.id))!, score: r.score, matchedTerms: r.queryTerms.length, matched: r.queryTerms }));
}

/** The stems of some words, as the search reads them (to ask whether a hit matched them). */
export const stemsOf = (words: string[]) => terms(words.join(" "));

/** How many distinct stems a question has once stop words are removed. */
export const contentTerms = (question: string) => new Set(terms(question)).size;
