// Reading a bank statement (docs/expenses.md, "Import da CSV della banca"): bytes → text in the
// right encoding → header and records. No rules of the tracker here, only the file format.
import iconv from "iconv-lite";
import { parse } from "csv-parse/sync";
import type { ImportResult } from "@shared/schemas/expense-import";

export type Encoding = ImportResult["encoding"];
export type Separator = ImportResult["separator"];

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

/** The separator is the candidate found most often in the header line (ties favour ";"). */
export function detectSeparator(text: string): Separator {
  const firstLine = text.split(/\r?\n/).find((l) => l.trim() !== "") ?? "";
  let best: Separator = ";";
  let bestCount = 0;
  for (const sep of SEPARATORS) {
    const n = firstLine.split(sep).length - 1;
    if (n > bestCount) {
      best = sep;
      bestCount = n;
    }
  }
  return best;
}

export type Statement = { encoding: Encoding; separator: Separator; headers: string[]; records: Array<{ row: number; cells: string[] }> };

/**
 * Header and data records; a record's row is its line in the file (as a spreadsheet numbers it).
 * Blank lines are skipped; a quote left open or a stray quote makes the whole file unreadable
 * (null), since every row after it would be misread.
 */
export function readStatement(bytes: Buffer): Statement | null {
  const { text, encoding } = decodeStatement(bytes);
  const separator = detectSeparator(text);
  let rows: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // csv-parse types the answer as bare records whatever `info` says; with info: true each is { record, info }.
    rows = parse(text, { delimiter: separator, relax_column_count: true, skip_empty_lines: true, bom: true, info: true, trim: true }) as unknown as typeof rows;
  } catch {
    return null;
  }
  // Some banks put a title or the account number above the table: the header is the first line
  // with at least three filled cells.
  const start = rows.findIndex((r) => r.record.filter((c) => c.trim() !== "").length >= 3);
  if (start < 0 || start === rows.length - 1) return null;
  return {
    encoding,
    separator,
    headers: rows[start]!.record.map((h) => h.trim()),
    records: rows.slice(start + 1).map((r) => ({ row: r.info.lines, cells: r.record })),
  };
}
