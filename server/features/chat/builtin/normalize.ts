// Text normalisation and fuzzy word matching for the built-in assistant: people type fast,
// on phones, without accents and with typos ("risparmiar", "inflazzione", "perche").

/** Lower case, no accents, "€" as a word, everything that is not a letter or digit a space. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/€/g, " euro ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export const tokenize = (text: string): string[] => normalize(text).split(" ").filter(Boolean);

/** Optimal string alignment distance (Levenshtein plus adjacent swaps, the commonest typo). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Typos tolerated for a word of this length: none for short words (pac, etf, tfr), then 1, then 2. */
const tolerance = (length: number) => (length <= 4 ? 0 : length <= 8 ? 1 : 2);

/**
 * One pattern word against one message token.
 * "word" matches the word with typos; "stem*" matches any word starting with the stem, with
 * typos in the stem; "=word" matches exactly (words a typo away from another meaning: tasse/tasso).
 */
export function wordMatches(pattern: string, token: string): boolean {
  if (pattern.startsWith("=")) return token === pattern.slice(1);
  if (pattern.endsWith("*")) {
    const stem = pattern.slice(0, -1);
    if (token.startsWith(stem)) return true;
    const tol = tolerance(stem.length);
    if (tol === 0) return false;
    for (let len = stem.length - tol; len <= stem.length + tol; len++) {
      if (len > 0 && len <= token.length && editDistance(token.slice(0, len), stem) <= tol) return true;
    }
    return false;
  }
  if (token === pattern) return true;
  const tol = tolerance(pattern.length);
  return tol > 0 && Math.abs(token.length - pattern.length) <= tol && editDistance(token, pattern) <= tol;
}

/** A keyword of one or more words: every word must appear somewhere in the message. */
export function keywordMatches(keyword: string, tokens: string[]): boolean {
  return keyword.split(" ").every((w) => tokens.some((t) => wordMatches(w, t)));
}
