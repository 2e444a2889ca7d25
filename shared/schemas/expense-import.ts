import { z } from "zod";
import type { ExpenseCategory } from "../constants";
import type { ExpenseSubcategory } from "../expense-subcategories";

// docs/expenses.md ("Import da CSV della banca"): POST /api/user/expenses/import. The browser
// reads the file and sends its bytes as base64 in a JSON body, so the API's JSON-only and CSRF
// rules hold. commit: false answers the preview; commit: true imports.

export const IMPORT_MESSAGES = {
  invalidBody: "Dati dell'importazione non validi",
  filenameRequired: "Nome del file richiesto",
  filenameTooLong: "Il nome del file può avere al massimo 200 caratteri",
  contentRequired: "Il file è vuoto",
  contentInvalid: "Il contenuto del file non è codificato correttamente (base64)",
  fileTooLarge: (mb: string) => `Il file supera la dimensione massima di ${mb} MB`,
  tooManyRows: (max: number) => `Il file ha troppe righe: al massimo ${max} movimenti per importazione`,
  lineTooLong: (max: string) => `Una riga del file è troppo lunga: al massimo ${max} caratteri`,
  tooManyColumns: (max: number) => `Una riga del file ha troppe colonne: al massimo ${max}`,
  tooManyImports: "Troppe importazioni in poco tempo: riprova più tardi",
  notCsv: "Il file non sembra un CSV: serve una riga di intestazione e almeno un movimento",
  commitRequired: "Indica se vuoi l'anteprima (commit: false) o l'importazione (commit: true)",
  mappingColumn: "Colonna non valida",
  mappingOutOfRange: "Una colonna indicata non esiste nel file",
  mappingDistinct: "Data, descrizione e importo devono essere tre colonne diverse",
  mappingMissing: "Indica quali colonne contengono la data, la descrizione e l'importo",
  excludeInvalid: "Le righe da escludere devono essere numeri di riga del file",
  invalidRowsRemain: (n: number) =>
    n === 1 ? "Una riga non è valida: correggila nel file o escludila, poi riprova. Nessuna spesa è stata salvata." : `${n} righe non sono valide: correggile nel file o escludile, poi riprova. Nessuna spesa è stata salvata.`,
  // Reasons shown next to a row of the preview.
  dateMissing: "Data mancante",
  dateInvalid: "Data non valida (serve gg/mm/aaaa)",
  dateOutOfRange: (min: string, max: string) => `Data fuori dall'intervallo ammesso (dal ${min} al ${max})`,
  descriptionMissing: "Descrizione mancante",
  amountMissing: "Importo mancante",
  amountInvalid: "Importo non valido (es. -1.234,56)",
  amountZero: "Importo pari a zero",
  amountDecimals: "Importo con più di 2 decimali",
  amountTooLarge: "Importo oltre il massimo di 1.000.000 € per spesa",
  columnsMissing: "La riga ha meno colonne dell'intestazione",
} as const;

/** Most columns a mapping may name (a bank statement has a dozen at most). */
const MAX_COLUMN = 199;
/** Most row numbers an exclude list may carry. */
const EXCLUDE_MAX = 10_000;

const column = z.number({ error: IMPORT_MESSAGES.mappingColumn }).int(IMPORT_MESSAGES.mappingColumn).min(0, IMPORT_MESSAGES.mappingColumn).max(MAX_COLUMN, IMPORT_MESSAGES.mappingColumn);

/** Which column (0-based index in the header row) holds each field. */
export const importMappingSchema = z
  .object({ date: column, description: column, amount: column }, { error: IMPORT_MESSAGES.mappingMissing })
  .strict()
  .refine((m) => new Set([m.date, m.description, m.amount]).size === 3, IMPORT_MESSAGES.mappingDistinct);
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importRequestSchema = z
  .object(
    {
      filename: z
        .string({ error: IMPORT_MESSAGES.filenameRequired })
        .trim()
        .min(1, IMPORT_MESSAGES.filenameRequired)
        .max(200, IMPORT_MESSAGES.filenameTooLong),
      contentBase64: z
        .string({ error: IMPORT_MESSAGES.contentRequired })
        .min(1, IMPORT_MESSAGES.contentRequired)
        .regex(/^[A-Za-z0-9+/]*={0,2}$/, IMPORT_MESSAGES.contentInvalid),
      commit: z.boolean({ error: IMPORT_MESSAGES.commitRequired }),
      mapping: importMappingSchema.optional(),
      exclude: z
        .array(z.number().int().min(1).max(10_000_000), { error: IMPORT_MESSAGES.excludeInvalid })
        .max(EXCLUDE_MAX, IMPORT_MESSAGES.excludeInvalid)
        .optional(),
    },
    { error: IMPORT_MESSAGES.invalidBody },
  )
  .strict();

/**
 * What happens to one row: "new" is imported; "income" (a positive amount), "duplicate" (already
 * imported before), "excluded" (asked by the user) and "over_limit" (beyond the free plan's
 * monthly limit) are left out; "invalid" blocks the import until excluded.
 */
export type ImportRowStatus = "new" | "income" | "duplicate" | "invalid" | "excluded" | "over_limit";

export type ImportRow = {
  /** Line of the row in the file (the number a spreadsheet shows), used by `exclude`. */
  row: number;
  status: ImportRowStatus;
  /** "YYYY-MM-DD" when the date was read. */
  date: string | null;
  description: string;
  /** "-12.50" as written in the file (negative: money out), when it was read. */
  amount: string | null;
  subcategory: ExpenseSubcategory | null;
  category: ExpenseCategory | null;
  /** Why the row is invalid (Italian). */
  reason?: string;
};

export type ImportResult = {
  filename: string;
  encoding: "utf-8" | "windows-1252" | "utf-16le";
  separator: ";" | "," | "\t";
  headers: string[];
  /** null when the columns could not be recognised: the client asks the user to map them. */
  mapping: ImportMapping | null;
  mappingSource: "request" | "remembered" | "detected" | null;
  rows: ImportRow[];
  summary: Record<ImportRowStatus, number> & { total: number };
  /** True when the expenses were saved (commit: true). */
  committed: boolean;
  imported: number;
  /** Rows left out because the free plan's monthly limit was reached (0 for Premium). */
  leftOutByLimit: number;
  message: string;
};
