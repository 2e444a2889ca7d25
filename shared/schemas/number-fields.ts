import { z } from "zod";
import { decimalPlaces, normalizeItalianNumber, type NumberKind } from "../numbers";

// Zod fields for every number a form or an API client sends (docs/numbers.md). Each accepts a
// number (API clients) or the text a user typed the Italian way, and outputs a number.

export const NUMBER_MESSAGES = {
  invalid: "Inserisci un numero valido",
  decimals: "Sono ammessi al massimo 2 decimali",
  integer: "Inserisci un numero intero",
} as const;

/** [limit, message shown when the value is beyond it] */
export type Bound = readonly [number, string];

export type NumberFieldRules = {
  min: Bound;
  max: Bound;
  /** Shown when nothing was typed; the minimum's message by default. */
  required?: string;
  /** Shown for text that is not a number ("1,2,3", "abc"). */
  invalid?: string;
  /** Most decimals allowed (trailing zeros do not count). */
  decimals?: number;
  decimalsMessage?: string;
  integer?: boolean;
  integerMessage?: string;
};

/** Significant decimals of "1800.50" (1) or of a number. */
function decimalsOf(text: string): number {
  const frac = text.split(".")[1] ?? "";
  return frac.replace(/0+$/, "").length;
}

function numberField(kind: NumberKind, rules: NumberFieldRules) {
  const { min, max, decimals = 2, integer = false } = rules;
  const required = rules.required ?? min[1];
  const invalid = rules.invalid ?? NUMBER_MESSAGES.invalid;
  return z.union([z.string(), z.number()], { error: required }).transform((raw, ctx): number => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    let value: number;
    let places: number;
    if (typeof raw === "number") {
      if (!Number.isFinite(raw)) return fail(invalid);
      value = raw;
      places = decimalPlaces(raw);
    } else {
      if (raw.trim() === "") return fail(required);
      const text = normalizeItalianNumber(raw, kind);
      if (text === null) return fail(invalid);
      value = Number(text);
      if (!Number.isFinite(value)) return fail(invalid);
      places = decimalsOf(text);
    }
    if (integer && places > 0) return fail(rules.integerMessage ?? NUMBER_MESSAGES.integer);
    if (places > decimals) return fail(rules.decimalsMessage ?? NUMBER_MESSAGES.decimals);
    if (value < min[0]) return fail(min[1]);
    if (value > max[0]) return fail(max[1]);
    return Object.is(value, -0) ? 0 : value;
  });
}

/** An amount in euro: "1.800,50", "€ 1.800", "1 800", 1800.5 → 1800.5; two decimals at most. */
export const moneyField = (rules: NumberFieldRules) => numberField("amount", { decimals: 2, ...rules });

/** A percentage (rate, return): a dot is always a decimal point, "3.125" → 3.125. */
export const percentField = (rules: NumberFieldRules) => numberField("percent", { decimals: 2, ...rules });

/** A whole number (years, counts), written with Italian grouping if large. */
export const integerField = (rules: NumberFieldRules) => numberField("amount", { decimals: 0, integer: true, ...rules });

