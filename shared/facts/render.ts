// One placeholder syntax for every text the app shows: {{fatto:<id>}} becomes the registered
// figure, written the Italian way ("26%", "5.300 €", "60 giorni", "1° luglio 2026"). Seeded
// lessons, quiz explanations, articles (seeded or written in the admin editor, their preview and
// the prerendered pages) and chat answers all go through `renderFacts` (docs/facts.md).
import { FACTS, FACTS_REVIEWED_AT, RENAMED_FACT_IDS } from "./registry";
import type { Fact } from "./types";

export const FACT_PLACEHOLDER = /\{\{\s*fatto:([a-z0-9-]+)\s*\}\}/g;

const byId = new Map(FACTS.map((f) => [f.id, f]));
// A renamed id keeps working for texts stored before the rename (docs/facts.md, "An entry").
for (const [old, current] of Object.entries(RENAMED_FACT_IDS)) {
  const f = byId.get(current);
  if (!f) throw new Error(`Fatto rinominato verso un id inesistente: ${old} → ${current}`);
  byId.set(old, f);
}

/** The registered fact, or an error naming the id (code and seeds must only cite real ids). */
export function fact(id: string): Fact {
  const f = byId.get(id);
  if (!f) throw new Error(`Fatto non registrato: ${id}`);
  return f;
}

/** Numeric value of a registered figure (throws for an unknown id or a date). */
export function factValue(id: string): number {
  const v = fact(id).value;
  if (typeof v !== "number") throw new Error(`Il fatto ${id} non è un numero`);
  return v;
}

const MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"];

/** "2026-07-01" → "1° luglio 2026" (the Italian way of writing the first of the month). */
export function formatFactDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d === 1 ? "1°" : d} ${MONTHS[m - 1]} ${y}`;
}

/** Italian digits: thousands with ".", decimals with ",", always grouped ("5.300", "34,20"). */
export function formatFactNumber(value: number, decimals?: number): string {
  const digits = decimals ?? (Number.isInteger(value) ? 0 : Math.min(2, (String(value).split(".")[1] ?? "").length));
  const [int, dec] = Math.abs(value).toFixed(digits).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${value < 0 ? "-" : ""}${grouped}${dec ? `,${dec}` : ""}`;
}

/** The figure as text, with its unit. */
export function formatFact(f: Fact): string {
  if (f.text) return f.text;
  if (f.unit === "date") return formatFactDate(String(f.value));
  const n = Number(f.value);
  switch (f.unit) {
    case "percent":
      return `${formatFactNumber(n, f.decimals)}%`;
    case "euro":
      return `${formatFactNumber(n, f.decimals)} €`;
    case "days":
      return `${formatFactNumber(n)} giorni`;
    case "months":
      return `${formatFactNumber(n)} mesi`;
    case "years":
      return `${formatFactNumber(n)} anni`;
    case "weeks":
      return `${formatFactNumber(n)} settimane`;
    case "ratio":
      return formatFactNumber(n, 2);
    case "points":
      return formatFactNumber(n, f.decimals);
    case "percentPoints":
      return `${formatFactNumber(n, f.decimals)} punti`;
  }
}

/** Text of a registered fact by id. */
export const factText = (id: string) => formatFact(fact(id));

/** Ids cited by a text, in order of first use. */
export function factIdsIn(text: string): string[] {
  const ids = new Set<string>();
  for (const m of text.matchAll(FACT_PLACEHOLDER)) ids.add(m[1]);
  return [...ids];
}

/** Ids cited by a text that the registry does not know (the admin editor refuses them). */
export function unknownFactIds(text: string): string[] {
  return factIdsIn(text).filter((id) => !byId.has(id));
}

/**
 * Replaces every {{fatto:<id>}} with its figure. An unknown id is left as written, so a typo
 * in an admin draft shows up in the preview instead of vanishing.
 */
export function renderFacts(text: string): string {
  return text.replace(FACT_PLACEHOLDER, (whole, id: string) => {
    const f = byId.get(id);
    return f ? formatFact(f) : whole;
  });
}

/**
 * "Aggiornato al" of a text: the newest last-checked date of the facts it cites; a text that
 * cites none was reviewed with the whole registry, on FACTS_REVIEWED_AT.
 */
export function factsCheckedAt(...texts: string[]): string {
  let newest = "";
  for (const t of texts) for (const id of factIdsIn(t)) {
    const f = byId.get(id);
    if (f && f.lastChecked > newest) newest = f.lastChecked;
  }
  return newest || FACTS_REVIEWED_AT;
}

/** "Aggiornato al 24 novembre 2026". */
export const updatedAtLabel = (iso: string) => `Aggiornato al ${formatFactDate(iso)}`;
