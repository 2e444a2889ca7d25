// How a bank movement becomes an expense (docs/expenses.md, "Import da CSV della banca"):
// which columns to read, how a row's date and amount are read, which everyday category it
// suggests, and the fingerprint that recognises it when the same statement comes back.
import { createHash } from "node:crypto";
import { normalizeItalianNumber } from "@shared/numbers";
import { centsToString, toCents } from "@shared/money";
import { isCalendarDate } from "@shared/calendar";
import { SUBCATEGORY_DEFAULT_BUCKET, type ExpenseSubcategory } from "@shared/expense-subcategories";
import type { ExpenseCategory } from "@shared/constants";
import type { IncomeKind } from "@shared/schemas/income";
import { AMOUNT_MAX_CENTS, DESCRIPTION_MAX, italianDate } from "@shared/schemas/expenses";
import { IMPORT_MESSAGES, type ImportMapping, type ImportRow } from "@shared/schemas/expense-import";

/** Lower case without accents, spaces collapsed: "Caffè  Rossi" → "caffe rossi". */
export const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

// Header names Italian and English banks use, best first: a booking date beats a value date.
const DATE_HEADERS = [/^data( (contabile|operazione|movimento|registrazione))?$/, /^(booking|transaction|posting)? ?date$/, /^data/, /date/];
const DESCRIPTION_HEADERS = [/^descrizione( operazione)?$/, /^(description|details|causale|memo|payee|beneficiario)$/, /descrizione|causale|description|dettagli/];
const AMOUNT_HEADERS = [/^importo( (eur|euro|€))?$/, /^amount( \(?(eur|euro|€)\)?)?$/, /importo|amount|valore/];
// Two amount columns (docs/expenses.md, "Entrate e uscite in due colonne"): money out, money in.
const DEBIT_HEADERS = [/^(uscite|dare|addebiti|addebito|debit|debits|money out)( \(?(eur|euro|€)\)?)?$/, /^(importo )?(uscit[ae]|dare|addebit[oi])/];
const CREDIT_HEADERS = [/^(entrate|avere|accrediti|accredito|credit|credits|money in)( \(?(eur|euro|€)\)?)?$/, /^(importo )?(entrat[ae]|avere|accredit[oi])/];

function findColumn(headers: string[], patterns: RegExp[], taken: Set<number>): number | undefined {
  const folded = headers.map(fold);
  for (const p of patterns) {
    const i = folded.findIndex((h, idx) => !taken.has(idx) && p.test(h));
    if (i >= 0) return i;
  }
  return undefined;
}

/** The amount's column, or the money-out and money-in columns when the header has both and no single amount. */
function findAmounts(headers: string[], taken: Set<number>): { amount: number } | { debit: number; credit: number } | null {
  const debit = findColumn(headers, DEBIT_HEADERS, taken);
  const credit = findColumn(headers, CREDIT_HEADERS, new Set([...taken, ...(debit === undefined ? [] : [debit])]));
  if (debit !== undefined && credit !== undefined) return { debit, credit };
  const amount = findColumn(headers, AMOUNT_HEADERS, taken);
  return amount === undefined ? null : { amount };
}

/** The mapping read from the header names, or null when one of them is not recognised. */
export function detectMapping(headers: string[]): ImportMapping | null {
  const taken = new Set<number>();
  const date = findColumn(headers, DATE_HEADERS, taken);
  if (date === undefined) return null;
  taken.add(date);
  const amounts = findAmounts(headers, taken);
  if (!amounts) return null;
  for (const c of Object.values(amounts)) taken.add(c);
  const description = findColumn(headers, DESCRIPTION_HEADERS, taken);
  if (description === undefined) return null;
  return { date, description, ...amounts };
}

/** A key of the file's layout: the remembered mapping applies to files with the same header. */
export const headerKey = (headers: string[]) => createHash("sha256").update(JSON.stringify(headers.map(fold))).digest("hex").slice(0, 32);

/** "dd/mm/yyyy" (also with "-" or "." and a two-digit year) or ISO "yyyy-mm-dd" → "YYYY-MM-DD". */
export function readDate(raw: string): string | null {
  const s = raw.trim().replace(/\s.*$/, ""); // "03/11/2026 12:30" → the day
  let y: number, m: number, d: number;
  let match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(s);
  if (match) {
    d = Number(match[1]);
    m = Number(match[2]);
    y = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  } else {
    match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!match) return null;
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const iso = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return isCalendarDate(iso) ? iso : null;
}

// Keyword rules on the description, first match wins (docs/expenses.md). Words are matched whole
// on the folded text, so "bar" does not match "barbiere".
const RULES: Array<[ExpenseSubcategory, string[]]> = [
  ["risparmio_investimenti", ["piano di accumulo", "pac", "etf", "fondo pensione", "investimento", "deposito titoli", "conto deposito", "salvadanaio"]],
  ["casa_affitto", ["affitto", "canone locazione", "locazione", "condominio", "mutuo", "rata mutuo", "ikea", "leroy merlin", "bricocenter"]],
  ["bollette", ["bolletta", "enel", "eni plenitude", "plenitude", "a2a", "hera", "iren", "acea", "edison", "sorgenia", "tim", "vodafone", "windtre", "wind tre", "iliad", "fastweb", "sky", "tari", "acquedotto", "gas", "luce", "telefono", "canone rai"]],
  ["spesa_alimentare", ["supermercato", "esselunga", "conad", "coop", "carrefour", "lidl", "eurospin", "aldi", "penny", "pam", "despar", "iper", "ipercoop", "famila", "md", "tigre", "crai", "sigma", "bennet", "alimentari", "panificio", "forno", "macelleria", "pescheria", "fruttivendolo", "mercato"]],
  ["trasporti", ["benzina", "carburante", "distributore", "eni station", "q8", "esso", "tamoil", "ip", "api", "trenitalia", "italo", "atm", "atac", "gtt", "autostrade", "telepass", "parcheggio", "taxi", "uber", "bus", "metro", "treno", "biglietto", "ryanair", "easyjet", "ita airways", "officina", "gommista", "bollo auto", "rc auto"]],
  ["salute", ["farmacia", "parafarmacia", "medico", "dentista", "odontoiatra", "ospedale", "ticket", "asl", "ottica", "ottico", "clinica", "analisi", "fisioterapia"]],
  ["animali", ["veterinario", "arcaplanet", "zooplus", "maxi zoo", "toelettatura", "pet shop", "petshop"]],
  ["figli_scuola", ["scuola", "asilo", "nido", "mensa scolastica", "mensa", "pediatra", "doposcuola", "gita scolastica", "cartoleria", "giocattoli"]],
  ["istruzione", ["universita", "tasse universitarie", "corso", "udemy", "coursera", "libreria", "libri", "feltrinelli", "mondadori"]],
  ["ristoranti", ["ristorante", "pizzeria", "trattoria", "osteria", "bar", "caffe", "pasticceria", "gelateria", "sushi", "mcdonald", "mc donald", "burger king", "just eat", "deliveroo", "glovo", "autogrill", "paninoteca"]],
  ["svago", ["cinema", "teatro", "concerto", "netflix", "spotify", "disney", "prime video", "dazn", "palestra", "piscina", "museo", "ticketone", "playstation", "steam", "hotel", "booking.com", "airbnb", "vacanza"]],
  ["abbigliamento", ["abbigliamento", "zara", "h&m", "ovs", "calzedonia", "intimissimi", "decathlon", "scarpe", "calzature", "benetton", "primark", "zalando", "upim", "coin"]],
  ["regali", ["regalo", "regali", "fiorista", "fiori", "bomboniere", "lista nozze"]],
];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A whole-word search of folded words in folded text (the built-in rules' way). */
const wordsPattern = (words: string[]) => new RegExp(`(?:^|[^a-z0-9])(?:${words.map((w) => escape(fold(w))).join("|")})(?![a-z0-9])`);
const COMPILED = RULES.map(([sub, words]) => [sub, wordsPattern(words)] as const);

/** The everyday category a bank description suggests, "altro" when no rule matches. */
export function suggestSubcategory(description: string): ExpenseSubcategory {
  const text = fold(description);
  for (const [sub, re] of COMPILED) if (re.test(text)) return sub;
  return "altro";
}


/** A rule the user accepted (docs/expenses.md, "Regole imparate"). */
export type LearnedRule = { contains: string; subcategory: ExpenseSubcategory; category: ExpenseCategory };
export type Suggestion = { subcategory: ExpenseSubcategory; category: ExpenseCategory; suggestedBy: "rule" | "keywords" };

/**
 * The suggestion for a description: the user's rules first (the longest word first, the most
 * specific), then the built-in keywords with the category's default bucket.
 */
export function createSuggester(rules: LearnedRule[]): (description: string) => Suggestion {
  const compiled = [...rules].sort((a, b) => fold(b.contains).length - fold(a.contains).length).map((r) => ({ rule: r, re: wordsPattern([r.contains]) }));
  return (description) => {
    const text = fold(description);
    for (const { rule, re } of compiled) if (re.test(text)) return { subcategory: rule.subcategory, category: rule.category, suggestedBy: "rule" };
    const subcategory = suggestSubcategory(description);
    return { subcategory, category: SUBCATEGORY_DEFAULT_BUCKET[subcategory], suggestedBy: "keywords" };
  };
}

// Words of a bank description that say how money moved, not where it went.
const NOT_A_KEYWORD = new Set(
  "pagamento pagam pag pos carta carte debito credito acquisto acquisti addebito addebiti sdd sepa bonifico bonif disposizione ordine favore presso del della dello dei degli delle di da per con the and operazione op prelievo bancomat contactless online web www com it srl spa snc sas ditta negozio punto vendita rif riferimento mandato cro trn data ora eur euro n nr num".split(" "),
);

/**
 * The word a rule proposed from this description would look for: its first word of at least three
 * letters that is not how the money moved ("PAGAMENTO POS ESSELUNGA VIALE MONZA" → "ESSELUNGA"),
 * as the bank wrote it; null when there is none.
 */
export function ruleKeyword(description: string): string | null {
  for (const word of description.split(/[^\p{L}\p{N}&']+/u)) {
    const folded = fold(word).replace(/'/g, "");
    if (folded.length >= 3 && !/\d/.test(folded) && !NOT_A_KEYWORD.has(folded)) return word.replace(/^'+|'+$/g, "");
  }
  return null;
}

// Income kinds by their description (docs/expenses.md, "Entrate dall'estratto conto"); the first match wins.
const INCOME_KINDS: Array<[IncomeKind, RegExp]> = [
  ["assegno_unico", wordsPattern(["assegno unico", "assegno unico universale", "auu"])],
  ["salary", wordsPattern(["stipendio", "stipendi", "emolumenti", "emolumento", "retribuzione", "cedolino", "salario", "competenze", "busta paga", "tredicesima", "quattordicesima", "pensione", "salary", "payroll"])],
];

/** The kind of an incoming movement: salary, Assegno Unico, or other. */
export function guessIncomeKind(description: string): IncomeKind {
  const text = fold(description);
  for (const [kind, re] of INCOME_KINDS) if (re.test(text)) return kind;
  return "other";
}

/** A bank description fits the expense's 120 characters (control characters become spaces). */
const cleanDescription = (raw: string) => {
  const s = raw.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
  return s.length > DESCRIPTION_MAX ? `${s.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : s;
};

type Read = Omit<ImportRow, "status"> & { status: "new" | "income" | "invalid"; cents?: number };

/** The dates a row may carry: an expense's bounds; an income entry is never after today. */
export type RowBounds = { min: string; max: string; today: string };

/** The columns a mapping reads (docs/expenses.md, "Entrate e uscite in due colonne"). */
export const mappingColumns = (m: ImportMapping): number[] => ("debit" in m ? [m.date, m.description, m.debit, m.credit] : [m.date, m.description, m.amount]);

type Amount = { cents: number } | { reason: string; shown?: string };

/** One amount cell: integer cents, null when empty (or, with `zeroIsEmpty`, zero), or why it cannot be read. */
function cellCents(raw: string, zeroIsEmpty: boolean): Amount | null {
  if (raw === "") return null;
  const normalized = normalizeItalianNumber(raw, "amount");
  const cents = normalized === null ? null : centsOf(normalized);
  if (normalized === null || cents === null) return { reason: IMPORT_MESSAGES.amountInvalid };
  if (cents === "decimals") return { reason: IMPORT_MESSAGES.amountDecimals };
  if (cents === 0 && zeroIsEmpty) return null;
  return { cents };
}

/**
 * The signed amount of a row: the one column as written (negative: money out), or, for a
 * statement with two amount columns, the money-out column's value as negative and the money-in
 * column's as positive, whatever sign the bank wrote; a zero there counts as empty, and a row with
 * both filled is refused (docs/expenses.md, "Entrate e uscite in due colonne").
 */
function readAmount(cell: (i: number) => string, m: ImportMapping): Amount {
  if (!("debit" in m)) return cellCents(cell(m.amount), false) ?? { reason: IMPORT_MESSAGES.amountMissing };
  const debit = cellCents(cell(m.debit), true);
  const credit = cellCents(cell(m.credit), true);
  for (const a of [debit, credit]) if (a && "reason" in a) return a;
  const out = debit as { cents: number } | null;
  const into = credit as { cents: number } | null;
  if (out && into) return { reason: IMPORT_MESSAGES.amountBothColumns };
  if (out) return { cents: -Math.abs(out.cents) };
  if (into) return { cents: Math.abs(into.cents) };
  return { reason: IMPORT_MESSAGES.amountMissing };
}

/**
 * One record read with the mapping: its date, amount (negative: money out, an expense; positive:
 * money in, an income entry) and suggestion, or the reason it cannot be read.
 */
export function readRecord(row: number, cells: string[], mapping: ImportMapping, bounds: RowBounds, suggest: (description: string) => Suggestion = createSuggester([])): Read {
  const cell = (i: number) => (cells[i] ?? "").trim();
  const description = cleanDescription(cell(mapping.description));
  const base = { row, description, date: null, amount: null, subcategory: null, category: null, incomeKind: null, suggestedBy: null, keyword: null };
  const invalid = (reason: string, extra: Partial<Read> = {}): Read => ({ ...base, ...extra, status: "invalid", reason });
  if (cells.length <= Math.max(...mappingColumns(mapping))) return invalid(IMPORT_MESSAGES.columnsMissing);

  const rawDate = cell(mapping.date);
  const date = readDate(rawDate);
  if (rawDate === "") return invalid(IMPORT_MESSAGES.dateMissing);
  if (date === null) return invalid(IMPORT_MESSAGES.dateInvalid);
  const read = readAmount(cell, mapping);
  if ("reason" in read) return invalid(read.reason, { date });
  const amount = read.cents;
  const shown = centsToString(amount);
  if (amount === 0) return invalid(IMPORT_MESSAGES.amountZero, { date, amount: shown });
  if (Math.abs(amount) > AMOUNT_MAX_CENTS) return invalid(IMPORT_MESSAGES.amountTooLarge, { date, amount: shown });
  if (date < bounds.min || date > bounds.max) return invalid(IMPORT_MESSAGES.dateOutOfRange(italianDate(bounds.min), italianDate(bounds.max)), { date, amount: shown });
  // Incoming money becomes an income entry (docs/expenses.md, "Entrate dall'estratto conto").
  if (amount > 0) {
    if (date > bounds.today) return invalid(IMPORT_MESSAGES.incomeDateFuture, { date, amount: shown });
    return { ...base, date, amount: shown, incomeKind: guessIncomeKind(description), status: "income", cents: amount };
  }
  if (description === "") return invalid(IMPORT_MESSAGES.descriptionMissing, { date, amount: shown });
  const { subcategory, category, suggestedBy } = suggest(description);
  return { ...base, date, amount: shown, subcategory, category, suggestedBy, keyword: ruleKeyword(description), status: "new", cents: amount };
}

/** Integer cents of "-1234.56"; "decimals" beyond two; null when too large to be exact. */
function centsOf(text: string): number | "decimals" | null {
  const frac = text.split(".")[1] ?? "";
  if (frac.replace(/0+$/, "").length > 2) return "decimals";
  try {
    return toCents(text);
  } catch {
    return null;
  }
}

/**
 * The fingerprint of a movement: date, amount, description (folded) and which occurrence of that
 * same triple in the file it is, so two identical coffees on one day are two movements, and the
 * same statement imported again produces the same fingerprints.
 */
export function fingerprintsOf(rows: Array<{ date: string; amount: string; description: string }>): string[] {
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const key = `${r.date}|${r.amount}|${fold(r.description)}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return createHash("sha256").update(`${key}|${n}`).digest("hex");
  });
}
