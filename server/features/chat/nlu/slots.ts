// Amounts, durations, rates and ages written in a question (docs/chat.md). Every figure is read by
// the one Italian parser (shared/numbers.ts, docs/numbers.md): "1.800", "1800 euro", "€1.800,50";
// plus what people write in a chat: "mille euro", "duemila", "1,5k", "30 anni", "3%", "ho 35 anni".
import { parseItalianNumber } from "@shared/numbers";
import { toCents } from "@shared/money";

export type Slots = {
  /** An amount in euro (with a currency word or sign, "k" or written in words), in cents. */
  amountCents: number | null;
  /** A number with no unit at all ("e se fossero 2.000?"): an amount only if the topic wants one. */
  bareAmountCents: number | null;
  /** A duration in whole years ("in 30 anni", "per 10 anni", "20 anni"). */
  years: number | null;
  /** A rate in percent ("5%", "3,5 per cento"). */
  ratePercent: number | null;
  /** The asker's age ("ho 35 anni", "a 40 anni"). */
  age: number | null;
};

const NUMBER = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?`;
const MAX_EUROS = 1e11;

const UNITS: [string, number][] = [
  ["diciassette", 17], ["diciannove", 19], ["quattordici", 14], ["diciotto", 18], ["quindici", 15], ["tredici", 13], ["undici", 11],
  ["dodici", 12], ["sedici", 16], ["dieci", 10], ["quattro", 4], ["cinque", 5], ["sette", 7], ["nove", 9], ["otto", 8], ["uno", 1],
  ["due", 2], ["tre", 3], ["sei", 6], ["un", 1],
];
const TENS: [string, number][] = [
  ["novanta", 90], ["ottanta", 80], ["settanta", 70], ["sessanta", 60], ["cinquanta", 50], ["quaranta", 40], ["trenta", 30], ["venti", 20],
  ["novant", 90], ["ottant", 80], ["settant", 70], ["sessant", 60], ["cinquant", 50], ["quarant", 40], ["trent", 30], ["vent", 20],
];

/** An Italian number written in words, "mille", "duemilacinquecento", "trecento"; null if it is not one. */
export function italianNumberWord(word: string): number | null {
  let rest = word.toLowerCase();
  let total = 0;
  let current = 0;
  let matched = false;
  while (rest) {
    if (rest.startsWith("mille")) {
      total += 1000 * (current || 1);
      current = 0;
      rest = rest.slice(5);
    } else if (rest.startsWith("mila")) {
      if (!current) return null;
      total += current * 1000;
      current = 0;
      rest = rest.slice(4);
    } else if (rest.startsWith("cento")) {
      current = (current || 1) * 100;
      rest = rest.slice(5);
    } else {
      const hit = [...TENS, ...UNITS].find(([w]) => rest.startsWith(w));
      if (!hit) return null;
      current += hit[1];
      rest = rest.slice(hit[0].length);
    }
    matched = true;
  }
  const value = total + current;
  return matched && value > 0 ? value : null;
}

/** The text without accents, lower case; digits and their separators kept. */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function euros(raw: string): number | null {
  const read = parseItalianNumber(raw);
  return read.ok && read.value > 0 && read.value < MAX_EUROS ? read.value : null;
}

/** A question about a loan: there "a 30 anni" is its duration, not the asker's age. */
const LOAN_WORDS = /\b(mutu[oi]|prestit[oi]|presta\w*|finanziament[oi]|rat[ae]|mensilita)\b/;

const cents = (value: number | null) => (value === null ? null : toCents(value));

export function extractSlots(question: string): Slots {
  const text = plain(question);
  const slots: Slots = { amountCents: null, bareAmountCents: null, years: null, ratePercent: null, age: null };
  const used: [number, number][] = [];
  const take = (m: RegExpExecArray) => used.push([m.index, m.index + m[0].length]);
  const free = (m: RegExpExecArray) => !used.some(([a, b]) => m.index < b && m.index + m[0].length > a);

  // "5%", "3,5 per cento"; also "tasso 3", "tasso del 4" and "al 3,2" (a decimal after "al" that is
  // no amount nor duration): how rates are typed in a chat (docs/chat.md, "Figures").
  const rate =
    new RegExp(String.raw`(${NUMBER})\s*(?:%|per\s*cento|percento)`, "g").exec(text) ??
    new RegExp(String.raw`\b(?:tasso|tan|taeg|ter|rendimento)\s+(?:(?:fisso|variabile|annuo)\s+)?(?:del\s+|di\s+|al\s+)?(\d{1,2}(?:,\d{1,3})?)\b(?!\s*(?:€|euro|eur|k|mila|ann[io]|mes[ei])\b)`, "g").exec(text) ??
    new RegExp(String.raw`\bal\s+(\d{1,2},\d{1,3})\b(?!\s*(?:€|euro|eur|k|mila|ann[io]|mes[ei])\b)`, "g").exec(text) ??
    // "se il tasso fosse 3,5", "rende solo il 3", "rendimento ipotizzato 5", "col 2,8 annuo", "al 3"
    // next to a loan: the figure the rate's words name (docs/chat.md, "Follow-ups name their slot").
    new RegExp(String.raw`\b(?:tass[oi]|tan|taeg|rendimento|rende|rendesse|renda|rendera|interesse)\b(?:\s+[a-z]+){0,3}?\s+(\d{1,2}(?:,\d{1,3})?)\b(?!\s*(?:€|euro|eur|k|mila|ann[io]|mes[ei])\b)`, "g").exec(text) ??
    new RegExp(String.raw`(?<![\w.,])(\d{1,2}(?:,\d{1,3})?)\s*(?:annu[oi]|l'anno|all'anno)\b`, "g").exec(text) ??
    (LOAN_WORDS.test(text) ? new RegExp(String.raw`\b(?:al|col)\s+(\d{1,2}(?:,\d{1,3})?)\b(?!\s*(?:€|euro|eur|k|mila|ann[io]|mes[ei]|%)\b)`, "g").exec(text) : null);
  if (rate) {
    const read = parseItalianNumber(rate[1]!, "percent");
    if (read.ok && read.value >= 0 && read.value <= 100) slots.ratePercent = read.value;
    take(rate);
  }

  // "dieci anni", "in trent'anni": a duration in words is read like one in digits.
  const yearWords = (m: RegExpMatchArray) => (/^\d+$/.test(m[2]!) ? Number(m[2]) : (italianNumberWord(m[2]!.replace(/'$/, "")) ?? 0));
  for (const m of text.matchAll(new RegExp(String.raw`(\b(?:ho|a|compio|compiuto|di)\s+)?(\d{1,3}|\b[a-z]+'|\b[a-z]+(?=\s+ann[io]\b))\s*ann[io]\b`, "g"))) {
    const n = yearWords(m);
    if (n === 0) continue;
    const ageWords = m[1]?.trim();
    // "ho 35 anni", "a 40 anni": an age; "in 30 anni", "per 10 anni", "30 anni": a duration; "a 30
    // anni" is a duration too when the question names a loan or carries a rate ("mutuo a 30 anni al 3%").
    const aDuration = ageWords === "a" && (LOAN_WORDS.test(text) || slots.ratePercent !== null);
    if (!aDuration && (ageWords === "ho" || ageWords === "a" || ageWords === "compio" || ageWords === "compiuto")) {
      if (slots.age === null && n > 0 && n < 120) slots.age = n;
    } else if (slots.years === null && n > 0 && n <= 100) slots.years = n;
    take(m as RegExpExecArray);
  }

  const patterns: RegExp[] = [
    // "1,5k", "2k", "10 k", "150mila", "180 mila" (thousands) — not "1k" inside a word.
    new RegExp(String.raw`(?<![\w.,])(${NUMBER})\s*(?:k|mila)\b`, "g"),
    // "€ 1.800,50", "€1800"
    new RegExp(String.raw`€\s*(${NUMBER})`, "g"),
    // "1.800 €", "1800 euro", "200 eur", "200 euri"
    new RegExp(String.raw`(?<![\w.,])(${NUMBER})\s*(?:€|euro\b|eur\b|euri\b)`, "g"),
  ];
  patterns.forEach((re, i) => {
    for (const m of text.matchAll(re)) {
      if (slots.amountCents !== null || !free(m as RegExpExecArray)) continue;
      const value = euros(m[1]!);
      if (value === null) continue;
      slots.amountCents = cents(i === 0 ? value * 1000 : value);
      take(m as RegExpExecArray);
    }
  });
  if (slots.amountCents === null) {
    // "mille euro", "duemila al mese", "milleottocento": numbers in words.
    for (const m of text.replace(/grazie mille/g, "grazie      ").matchAll(/[a-z]+/g)) {
      if (!free(m as RegExpExecArray)) continue;
      const value = italianNumberWord(m[0]);
      if (value !== null && value >= 100) {
        slots.amountCents = cents(value);
        take(m as RegExpExecArray);
        break;
      }
    }
  }
  // A number with no unit: the first of at least 100 ("in 4 persone guadagniamo 2100"), else the
  // first; "730" is the tax form's name, never an amount (docs/chat.md, "Figures").
  const bare: number[] = [];
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\w.,])(${NUMBER})(?![\w.,]*\d)`, "g"))) {
    if (!free(m as RegExpExecArray) || m[1] === "730") continue;
    const value = euros(m[1]!);
    if (value !== null) bare.push(value);
  }
  const chosen = bare.find((v) => v >= 100) ?? bare[0];
  if (chosen !== undefined) slots.bareAmountCents = cents(chosen);
  return slots;
}
