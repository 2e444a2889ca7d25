// Reading a bank statement (docs/expenses.md, "Import da CSV della banca"): bytes → text in the
// right encoding → header and records. No rules of the tracker here, only the file format.
import iconv from "iconv-lite";
import { parse } from "csv-parse/sync";
import type { ImportResult } from "@shared/schemas/expense-import";
import { detectMapping } from "./import.rules";

export type Encoding = ImportResult["encoding"];
export type Separator = NonNullable<ImportResult["separator"]>;

const SEPARATORS: Separator[] = [";", ",", "\t"];

/**
 * The text of the file. A byte-order mark decides; otherwise a file that is valid UTF-8 is
 * UTF-8 (Windows-1252 text with accents is almost never valid UTF-8), and anything else is read
 * as Windows-1252, what Italian banks and Excel on Windows write.
 */
export function decodeStatement(bytes: Buffer): { text: string; encoding: Encoding } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: bytes.subarray(3).toString("utf8"), encoding: "utf-8" };
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return { text: iconv.decode(bytes.subarray(2), "utf-16le"), encoding: "utf-16le" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: iconv.decode(bytes, "windows-1252"), encoding: "windows-1252" };
  }
}

/** The first line with something other than blanks ("" when none), found without splitting the whole text. */
function firstFilledLine(text: string): string {
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    if (line.trim() !== "") return line;
    start = end + 1;
  }
  return "";
}

function countOf(line: string, char: string): number {
  let n = 0;
  for (let i = line.indexOf(char); i >= 0; i = line.indexOf(char, i + 1)) n++;
  return n;
}

/** The separator is the candidate found most often in the header line (ties favour ";"). */
export function detectSeparator(text: string): Separator {
  const firstLine = firstFilledLine(text);
  let best: Separator = ";";
  let bestCount = 0;
  for (const sep of SEPARATORS) {
    const n = countOf(firstLine, sep);
    if (n > bestCount) {
      best = sep;
      bestCount = n;
    }
  }
  return best;
}

/** A statement read from the file: `separator` is null for a spreadsheet. */
export type Statement = { encoding: Encoding; separator: Separator | null; headers: string[]; records: RawRecord[] };

/** How much of a file is read (docs/expenses.md, "Limiti dell'importazione"; server/config.ts IMPORT_*). */
export type StatementLimits = { maxRows: number; maxLineChars: number; maxColumns: number };
/** Which limit a file went past: more movements, a longer line (or quoted record), more columns. */
export type StatementRefusal = { refused: "rows" | "line" | "columns" };

/** Title lines a bank may write above the header (a title, the account number, the period). */
export const MAX_TITLE_LINES = 20;

/**
 * The line limits checked on the raw text before any parsing: one pass over the characters, no
 * string or array per line, so a hostile file costs no more than its size (docs/security.md,
 * "Seconda sonda (issue 37)"). Separators are counted as written, quoted or not.
 */
function checkLines(text: string, separator: Separator, limits: StatementLimits): StatementRefusal | null {
  const sep = separator.charCodeAt(0);
  let lineStart = 0;
  let separators = 0;
  const max = limits.maxLineChars;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      // The line's length without its "\r\n" or "\n".
      if (i - lineStart - (i > 0 && text.charCodeAt(i - 1) === 13 ? 1 : 0) > max) return { refused: "line" };
      lineStart = i + 1;
      separators = 0;
    } else if (i - lineStart > max) {
      // Over the limit even if a "\r" came next: stop here, not at the end of a huge line.
      return { refused: "line" };
    } else if (c === sep && ++separators >= limits.maxColumns) {
      return { refused: "columns" };
    }
  }
  return text.length - lineStart > max ? { refused: "line" } : null;
}

/**
 * Header and data records; a record's row is its line in the file (as a spreadsheet numbers it).
 * Blank lines are skipped; a quote left open or a stray quote makes the whole file unreadable
 * (null), since every row after it would be misread. The work is bounded before the parse
 * (checkLines) and during it: the parser stops once it has read more records than the limits
 * allow, and a quoted record spanning lines is held to the same size and columns.
 */
export function readStatement(bytes: Buffer, limits: StatementLimits): Statement | StatementRefusal | null {
  const { text, encoding } = decodeStatement(bytes);
  const separator = detectSeparator(text);
  const lines = checkLines(text, separator, limits);
  if (lines) return lines;
  // The most records worth reading: the title lines, the header and one movement past the limit.
  const cap = MAX_TITLE_LINES + 1 + limits.maxRows + 1;
  // Set by on_record before it stops the parser.
  const stopped: { refusal: StatementRefusal | null } = { refusal: null };
  let rows: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // csv-parse types the answer as bare records whatever `info` says; with info: true each is { record, info }.
    rows = parse(text, {
      delimiter: separator,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
      info: true,
      trim: true,
      to: cap,
      // Bytes of UTF-8, at most three per character: the exact count in characters is below.
      max_record_size: limits.maxLineChars * 3,
      // Typed as a bare record; with info: true it is { record, info } as above.
      on_record: (r: string[]) => {
        const cells = Array.isArray(r) ? r : (r as unknown as { record: string[] }).record;
        if (cells.length > limits.maxColumns) stopped.refusal = { refused: "columns" };
        else if (cells.reduce((n, cell) => n + cell.length, 0) > limits.maxLineChars) stopped.refusal = { refused: "line" };
        if (stopped.refusal) throw new Error("limite");
        return r;
      },
    }) as unknown as typeof rows;
  } catch (err) {
    if (stopped.refusal) return stopped.refusal;
    if ((err as { code?: string }).code === "CSV_MAX_RECORD_SIZE") return { refused: "line" };
    return null;
  }
  // At the cap there is more than a file within the limits can hold.
  if (rows.length >= cap) return { refused: "rows" };
  const table = findTable(
    rows.map((r) => ({ row: r.info.lines, cells: r.record })),
    limits.maxRows,
  );
  return table && !("refused" in table) ? { encoding, separator, ...table } : table;
}

/** The records of a statement, read by the CSV or the XLSX reader: a record's row is its line in the file. */
export type RawRecord = { row: number; cells: string[] };

/**
 * The header and the movements below it. Banks put a title, the account number or the period
 * above the table (Fineco's spreadsheet has several lines): the header is the first of the first
 * MAX_TITLE_LINES + 1 records whose names read as a date, a description and an amount, else the
 * first with at least three filled cells (docs/expenses.md, "Import da CSV della banca").
 */
export function findTable(records: RawRecord[], maxRows: number): { headers: string[]; records: RawRecord[] } | StatementRefusal | null {
  const top = records.slice(0, MAX_TITLE_LINES + 1);
  let start = top.findIndex((r) => detectMapping(r.cells.map((c) => c.trim())) !== null);
  if (start < 0) start = top.findIndex((r) => r.cells.filter((c) => c.trim() !== "").length >= 3);
  if (start < 0 || start === records.length - 1) return null;
  if (records.length - start - 1 > maxRows) return { refused: "rows" };
  return { headers: records[start]!.cells.map((h) => h.trim()), records: records.slice(start + 1) };
}
