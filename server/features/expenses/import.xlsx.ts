// Reading a bank statement saved as a spreadsheet (docs/expenses.md, "Fogli di calcolo (XLSX)"):
// bytes → the first sheet's cells as text → header and records, as the CSV reader gives them.
// read-excel-file reads the sheet; fflate (its own unzipper) reads the archive's directory first,
// so the same bounds as the CSV hold before anything is unpacked or parsed.
import { unzipSync } from "fflate";
import { readSheet } from "read-excel-file/universal";
import { findTable, MAX_TITLE_LINES, type RawRecord, type Statement, type StatementLimits, type StatementRefusal } from "./import.csv";

/** What an XLSX adds to the CSV's refusals: its XML parts declare more bytes unpacked than allowed. */
export type XlsxRefusal = StatementRefusal | { refused: "unpacked" };
export type XlsxLimits = StatementLimits & { maxUnpackedBytes: number };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
// The Compound File header of Excel 97-2003 (.xls), and of other old Office files.
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The file's format by its first bytes, whatever its name says. */
export function spreadsheetKind(bytes: Uint8Array): "xlsx" | "xls" | null {
  if (startsWith(bytes, ZIP_MAGIC)) return "xlsx";
  if (startsWith(bytes, OLE2_MAGIC)) return "xls";
  return null;
}

const isXml = (name: string) => name.endsWith(".xml") || name.endsWith(".rels");

/**
 * The archive's directory, read without unpacking anything (the filter answers false to every
 * entry): the XML parts' declared unpacked sizes must stay within the limit. fflate then unpacks
 * each part into a buffer of its declared size and never grows it, so a part that lies about its
 * size cannot unpack to more (docs/security.md, "Estratti conto XLSX").
 */
function checkArchive(bytes: Uint8Array, maxUnpackedBytes: number): XlsxRefusal | "unreadable" | null {
  let unpacked = 0;
  let entries = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries++;
        if (isXml(file.name)) unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    return "unreadable";
  }
  // An XLSX written by a bank or by Excel has a dozen parts; thousands of them are no statement.
  if (entries > 1000) return "unreadable";
  return unpacked > maxUnpackedBytes ? { refused: "unpacked" } : null;
}

/** Column letters of a cell reference ("AB12" → 28), 0 when none. */
function columnNumber(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const c = ch.charCodeAt(0);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n;
}

/**
 * The sheets' row and column numbers before the sheet is read: a cell written at row 1.048.576 or
 * column XFD in a few bytes would make the reader fill every row and column up to it.
 */
function checkSheetExtent(bytes: Uint8Array, limits: StatementLimits): StatementRefusal | null {
  const maxRow = 2 * (MAX_TITLE_LINES + 2 + limits.maxRows);
  const sheets = unzipSync(bytes, { filter: (file) => /^xl\/worksheets\/[^/]+\.xml$/.test(file.name) });
  for (const data of Object.values(sheets)) {
    const xml = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("latin1");
    for (const m of xml.matchAll(/<(?:\w+:)?(row|c)\b[^>]*?\sr="([A-Z]*)(\d+)"/g)) {
      if (Number(m[3]) > maxRow) return { refused: "rows" };
      if (m[1] === "c" && columnNumber(m[2]!) > limits.maxColumns) return { refused: "columns" };
    }
  }
  return null;
}

/** A cell as the CSV would have written it: dates dd/mm/yyyy, numbers with a decimal comma. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const dd = String(value.getUTCDate()).padStart(2, "0");
    const mm = String(value.getUTCMonth() + 1).padStart(2, "0");
    return `${dd}/${mm}/${value.getUTCFullYear()}`;
  }
  // Numbers arrive as the sheet's own text ("-1234.56", parseNumber below): exact, never a float.
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value)) return value.replace(".", ",");
  if (typeof value === "boolean") return value ? "VERO" : "FALSO";
  return String(value).trim();
}

/**
 * The first sheet of an XLSX as a statement, or the limit it goes past, or null when it cannot be
 * read or has no table. Checked in this order: the archive's declared sizes, the sheet's row and
 * column numbers, then (once read) rows, columns and characters per row as for a CSV.
 */
export async function readXlsxStatement(bytes: Buffer, limits: XlsxLimits): Promise<Statement | XlsxRefusal | null> {
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const archive = checkArchive(view, limits.maxUnpackedBytes);
  if (archive === "unreadable") return null;
  if (archive) return archive;
  const extent = checkSheetExtent(view, limits);
  if (extent) return extent;
  let sheet: unknown[][];
  try {
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    sheet = (await readSheet(copy, { parseNumber: (text: string) => text } as never)) as unknown[][];
  } catch {
    return null;
  }
  const records: RawRecord[] = [];
  for (let i = 0; i < sheet.length; i++) {
    const cells = sheet[i]!.map(cellText);
    while (cells.length > 0 && cells.at(-1) === "") cells.pop();
    if (cells.length === 0) continue; // blank rows are skipped, as in a CSV
    if (cells.length > limits.maxColumns) return { refused: "columns" };
    if (cells.reduce((n, c) => n + c.length, 0) > limits.maxLineChars) return { refused: "line" };
    records.push({ row: i + 1, cells });
  }
  const table = findTable(records, limits.maxRows);
  return table && !("refused" in table) ? { encoding: "utf-8", separator: null, ...table } : table;
}
