// Features of a question for the intent classifier (docs/chat.md): Italian Snowball stems (the
// @orama/stemmers library), pairs of neighbouring stems, and character n-grams of each word so
// that a typo ("risparmaire", "inflazzione") still shares most of its features with the word.
// Figures are replaced by what they are (an amount, a rate, a number) before anything else: the
// amount itself never says what the question is about ("1.800 €" and "mille euro" are the same).
import { stemmer } from "@orama/stemmers/italian";
import { normalize } from "../builtin/normalize";
import { italianNumberWord } from "./slots";

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

/** Placeholder words for figures; they contain no vowel pattern a real Italian word has. */
export const AMOUNT = "qamount";
const RATE = "qrate";
const NUM = "qnum";
const RULE = "q503020";

const NUMBER = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?`;

/**
 * The text with its figures as placeholders: "50/30/20" and "cinquanta trenta venti" → the rule;
 * "5%", "3,5 per cento" → a rate; "1.800", "€1.800,50", "1,5k", "1800 euro", "mille euro",
 * "duemila" → an amount (the currency word goes with it); 730 stays (the tax form's name).
 */
export function figuresAsWords(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\b50\s*[/\-\s]?\s*30\s*[/\-\s]?\s*20\b|\bcinquanta\W*trenta\W*venti\b/g, ` ${RULE} `)
    .replace(new RegExp(String.raw`(?<![\w.,])(?:${NUMBER})\s*(?:%|per\s*cento\b|percento\b)`, "g"), ` ${RATE} `)
    .replace(new RegExp(String.raw`(?:€\s*)?(?<![\w.,])(?:${NUMBER})\s*(?:k\b|€|euro\b|eur\b)|€\s*(?:${NUMBER})`, "g"), ` ${AMOUNT} `)
    .replace(/\b730\b/g, " qform730 ")
    .replace(new RegExp(String.raw`(?<![\w.,])(?:${NUMBER})(?![\w])`, "g"), (m) => {
      const digits = m.replace(/[.,]/g, "");
      return ` ${/[.]\d{3}/.test(m) || digits.length >= 3 ? AMOUNT : NUM} `;
    })
    // Numbers in words ("mille euro", "duemila"), but "grazie mille" is a thank-you.
    .replace(/(?<!grazie\s+)\b[a-z]+/g, (w) => {
      const n = w.length >= 5 ? italianNumberWord(w) : null;
      return n === null ? w : n >= 100 ? AMOUNT : NUM;
    })
    .replace(new RegExp(String.raw`(${AMOUNT})\s*(?:euro\b|eur\b|€)`, "g"), "$1");
}

const isPlaceholder = (w: string) => /^q(?:amount|rate|num|503020|form730)$/.test(w);

function charGrams(word: string, out: string[]) {
  if (/^\d+$/.test(word) || isPlaceholder(word)) return;
  const padded = `<${word}>`;
  for (let n = 3; n <= 4; n++) for (let i = 0; i + n <= padded.length; i++) out.push(`c:${padded.slice(i, i + n)}`);
}

/** The words of a question as the classifier reads them: figures as placeholders, stop words out. */
export function words(text: string): string[] {
  return normalize(figuresAsWords(text))
    .split(" ")
    .filter((w) => w && !STOPWORDS.has(w));
}

export function features(text: string): string[] {
  const out: string[] = [];
  let prev: string | null = null;
  for (const w of words(text)) {
    const s = isPlaceholder(w) || /^\d+$/.test(w) ? w : stem(w);
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
