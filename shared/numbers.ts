// The one reader of numbers typed by users, the Italian way (docs/numbers.md).
// Amounts: "1.800" → 1800, "1.800,50" → 1800.5, "1800,5" → 1800.5, "1800.50" → 1800.5,
// "€ 1.800", "1 800" and the app's own output "1.800,00 €" → 1800. Dots before groups of
// exactly three digits group thousands ("1.800", "1.800.000"); a single dot that cannot be
// such a grouping is a decimal point. Anything ambiguous ("1,2,3", "1.50.0", "1,800.50") is refused rather than guessed.
// Percentages (rates, returns): no thousands grouping, a dot is always a decimal point.

export type NumberKind = "amount" | "percent";

export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: "empty" | "invalid" };

// Every space a user or Intl may write: space, no-break space, narrow no-break space, thin space.
const SPACES = /[\s\u00a0\u202f\u2009]+/g;
const MINUS = /^[-\u2212]/;

// "1.800" / "1.800.000" or "1 800" / "1 800 000": one kind of separator, groups of three.
const GROUPED_DOT = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
const GROUPED_SPACE = /^[1-9]\d{0,2}(?: \d{3})+$/;
const PLAIN = /^\d+$/;
const FRACTION = /^\d+$/;

/** The integer part of an amount, with its grouping removed; null when malformed. */
function integerPart(s: string): string | null {
  if (PLAIN.test(s)) return s;
  if (GROUPED_DOT.test(s)) return s.replace(/\./g, "");
  if (GROUPED_SPACE.test(s)) return s.replace(/ /g, "");
  return null;
}

/** Strips the currency sign (before or after) and returns the bare number and its sign. */
function unwrap(raw: string, kind: NumberKind): { body: string; negative: boolean } {
  // Runs of any space become one plain space, so "1\u00a0800" groups like "1 800".
  let s = raw.replace(SPACES, " ").trim();
  let negative = false;
  if (MINUS.test(s)) {
    negative = true;
    s = s.slice(1).trim();
  } else if (s.startsWith("+")) s = s.slice(1).trim();
  if (kind === "amount") {
    s = s.replace(/^€\s?/, "").replace(/\s?(?:€|eur|euro)$/i, "");
    // "€ -5" as well as "-5 €".
    if (!negative && MINUS.test(s)) {
      negative = true;
      s = s.slice(1);
    }
  } else {
    s = s.replace(/\s?%$/, "");
  }
  return { body: s.trim(), negative };
}

/** The canonical decimal text ("-1800.5") of an Italian-written number, or null. */
export function normalizeItalianNumber(raw: string, kind: NumberKind = "amount"): string | null {
  const { body, negative } = unwrap(raw, kind);
  if (body === "") return null;
  let int: string | null;
  let frac = "";
  if (kind === "percent") {
    const m = /^(\d+)(?:[.,](\d+))?$/.exec(body);
    if (!m) return null;
    int = m[1]!;
    frac = m[2] ?? "";
  } else {
    const commas = body.split(",");
    if (commas.length > 2) return null; // "1,2,3"
    if (commas.length === 2) {
      // Decimal comma: the integer part may be grouped ("1.800,50", "1 800,50").
      int = integerPart(commas[0]!);
      frac = commas[1]!;
      if (!FRACTION.test(frac)) return null;
    } else if (GROUPED_DOT.test(body) || GROUPED_SPACE.test(body) || PLAIN.test(body)) {
      int = integerPart(body);
    } else {
      // A single dot that cannot group thousands is a decimal point: "1800.50", "0.001",
      // "1800.500" ("1.800" matched the grouping above).
      const m = /^(\d+)\.(\d+)$/.exec(body);
      if (!m) return null; // "1.50.0"
      int = m[1]!;
      frac = m[2]!;
    }
  }
  if (int === null) return null;
  const digits = int.replace(/^0+(?=\d)/, "") + (frac ? `.${frac}` : "");
  return negative ? `-${digits}` : digits;
}

/** Reads a number typed the Italian way. Numbers given as numbers pass through when finite. */
export function parseItalianNumber(raw: unknown, kind: NumberKind = "amount"): ParsedNumber {
  if (typeof raw === "number") return Number.isFinite(raw) ? { ok: true, value: raw } : { ok: false, reason: "invalid" };
  if (typeof raw !== "string") return { ok: false, reason: raw === undefined || raw === null ? "empty" : "invalid" };
  if (raw.replace(SPACES, "") === "") return { ok: false, reason: "empty" };
  const text = normalizeItalianNumber(raw, kind);
  if (text === null) return { ok: false, reason: "invalid" };
  const value = Number(text);
  return Number.isFinite(value) ? { ok: true, value: Object.is(value, -0) ? 0 : value } : { ok: false, reason: "invalid" };
}

/** How many decimals a number has, as written in its shortest form (1.5 → 1, 1e-7 → 7). */
export function decimalPlaces(n: number): number {
  const [mantissa, exp = "0"] = String(n).toLowerCase().split("e");
  const frac = mantissa!.split(".")[1]?.length ?? 0;
  return Math.max(0, frac - Number(exp));
}
