// Features of a question for the intent classifier (docs/chat.md): Italian Snowball stems (the
// @orama/stemmers library), pairs of neighbouring stems, and character n-grams of each word so
// that a typo ("risparmaire", "inflazzione") still shares most of its features with the word.
import { stemmer } from "@orama/stemmers/italian";
import { normalize } from "../builtin/normalize";

/** Words too common to say anything about the intent (kept short on purpose: "non", "piu" matter). */
const STOPWORDS = new Set(["il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "di", "a", "da", "in", "con", "su", "per", "tra", "fra", "e", "o", "l", "d", "c", "del", "della", "dei", "delle", "al", "alla", "ai", "alle", "nel", "nella", "sul", "sulla", "mi", "ti", "si", "ci"]);

export const stem = (word: string) => (/^\d+$/.test(word) ? word : stemmer(word));

/** The stems of a text, stop words removed: also the terms of the retrieval index. */
export function stems(text: string): string[] {
  return normalize(text)
    .split(" ")
    .filter((w) => w && !STOPWORDS.has(w))
    .map(stem);
}

function charGrams(word: string, out: string[]) {
  if (/^\d+$/.test(word)) return;
  const padded = `<${word}>`;
  for (let n = 3; n <= 4; n++) for (let i = 0; i + n <= padded.length; i++) out.push(`c:${padded.slice(i, i + n)}`);
}

export function features(text: string): string[] {
  const words = normalize(text)
    .split(" ")
    .filter((w) => w && !STOPWORDS.has(w));
  const out: string[] = [];
  let prev: string | null = null;
  for (const w of words) {
    // Any amount is one feature ("1800", "2000" say the same); a few numbers are names (730, 50 30 20).
    const s = /^\d+$/.test(w) ? (w === "730" || w === "503020" ? w : "<num>") : stem(w);
    out.push(`w:${s}`);
    if (prev) out.push(`b:${prev}_${s}`);
    prev = s;
    charGrams(w, out);
  }
  return out;
}

/** The word feature and character n-grams of one (normalised) word; stem null for a number. */
export function wordFeatures(word: string): { stem: string | null; grams: string[] } {
  const grams: string[] = [];
  charGrams(word, grams);
  return { stem: /^\d+$/.test(word) ? null : `w:${stem(word)}`, grams };
}
