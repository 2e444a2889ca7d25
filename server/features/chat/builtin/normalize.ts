// Text normalisation for the intent classifier and the content search: people type fast, on
// phones, without accents ("perche", "qual e"); typos are handled by the classifier's character n-grams.

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
