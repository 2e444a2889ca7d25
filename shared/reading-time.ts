import { countWords } from "./seo-score";

/** Words an adult reads in a minute of study text (docs/courses.md, "Tempo di lettura"). */
export const WORDS_PER_MINUTE = 200;

/**
 * The minutes a text takes to read, from its words (HTML or Markdown: tags and marks are not
 * words): at least 1. The one rule for every reading time the app shows — lessons, courses,
 * articles, drafts (docs/courses.md, "Tempo di lettura").
 */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(countWords(text) / WORDS_PER_MINUTE));
}
