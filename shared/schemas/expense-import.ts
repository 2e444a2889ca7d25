import { z } from "zod";
import { EXPENSE_CATEGORIES, type ExpenseCategory } from "../constants";
import { EXPENSE_SUBCATEGORIES, type ExpenseSubcategory } from "../expense-subcategories";
import type { IncomeKind } from "./income";

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
  notXlsx: "Il foglio di calcolo non si legge: serve un file XLSX con una riga di intestazione e almeno un movimento nel primo foglio",
  xlsRefused: "Il formato XLS (Excel 97-2003) non è supportato: apri il file con Excel o LibreOffice e salvalo come XLSX o CSV, poi riprova",
  unpackedTooLarge: (mb: string) => `Il foglio di calcolo è troppo grande una volta decompresso: al massimo ${mb} MB`,
  commitRequired: "Indica se vuoi l'anteprima (commit: false) o l'importazione (commit: true)",
  mappingColumn: "Colonna non valida",
  mappingOutOfRange: "Una colonna indicata non esiste nel file",
  mappingDistinct: "Data, descrizione e importo devono essere tre colonne diverse",
  mappingDistinctTwo: "Data, descrizione, uscite ed entrate devono essere quattro colonne diverse",
  mappingAmounts: "Indica la colonna dell'importo oppure le due colonne delle uscite e delle entrate, non entrambe",
  mappingMissing: "Indica quali colonne contengono la data, la descrizione e l'importo",
  excludeInvalid: "Le righe da escludere devono essere numeri di riga del file",
  invalidRowsRemain: (n: number) =>
    n === 1 ? "Una riga non è valida: correggila nel file o escludila, poi riprova. Nessuna spesa è stata salvata." : `${n} righe non sono valide: correggile nel file o escludile, poi riprova. Nessuna spesa è stata salvata.`,
  categoriesInvalid: "Le categorie corrette devono indicare una riga del file e una categoria dall'elenco",
  ruleContains: "Scrivi la parola da cercare nella descrizione (da 2 a 60 caratteri)",
  ruleSubcategory: "Scegli una categoria dall'elenco",
  ruleCategory: "Scegli una delle tre voci del 50/30/20",
  ruleInvalid: "Dati della regola non validi",
  ruleNotFound: "Regola non trovata",
  tooManyRules: (max: number) => `Puoi avere al massimo ${max} regole di importazione: eliminane una per aggiungerne un'altra`,
  incomeDateFuture: "Un'entrata non può avere una data futura",
  // Reasons shown next to a row of the preview.
  dateMissing: "Data mancante",
  dateInvalid: "Data non valida (serve gg/mm/aaaa)",
  dateOutOfRange: (min: string, max: string) => `Data fuori dall'intervallo ammesso (dal ${min} al ${max})`,
  descriptionMissing: "Descrizione mancante",
  amountMissing: "Importo mancante",
  amountBothColumns: "La riga ha un importo sia nelle uscite sia nelle entrate",
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

/**
 * Which column (0-based index in the header row) holds each field: one `amount` column (negative:
 * money out), or two, `debit` (money out: Uscite, Dare, Addebiti) and `credit` (money in: Entrate,
 * Avere, Accrediti), docs/expenses.md, "Entrate e uscite in due colonne".
 */
export type ImportMapping = { date: number; description: number; amount: number } | { date: number; description: number; debit: number; credit: number };

export const importMappingSchema = z
  .object({ date: column, description: column, amount: column.optional(), debit: column.optional(), credit: column.optional() }, { error: IMPORT_MESSAGES.mappingMissing })
  .strict()
  .superRefine((m, ctx) => {
    const two = m.debit !== undefined && m.credit !== undefined;
    if (two === (m.amount !== undefined) || (!two && (m.debit !== undefined || m.credit !== undefined))) {
      ctx.addIssue({ code: "custom", message: IMPORT_MESSAGES.mappingAmounts });
      return;
    }
    const columns = two ? [m.date, m.description, m.debit, m.credit] : [m.date, m.description, m.amount];
    if (new Set(columns).size !== columns.length) ctx.addIssue({ code: "custom", message: two ? IMPORT_MESSAGES.mappingDistinctTwo : IMPORT_MESSAGES.mappingDistinct });
  })
  .transform((m): ImportMapping => (m.amount !== undefined ? { date: m.date, description: m.description, amount: m.amount } : { date: m.date, description: m.description, debit: m.debit!, credit: m.credit! }));

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
      categories: z
        .array(
          z
            .object({ row: z.number().int().min(1).max(10_000_000), subcategory: z.enum(EXPENSE_SUBCATEGORIES), category: z.enum(EXPENSE_CATEGORIES).optional() }, { error: IMPORT_MESSAGES.categoriesInvalid })
            .strict(),
          { error: IMPORT_MESSAGES.categoriesInvalid },
        )
        .max(EXCLUDE_MAX, IMPORT_MESSAGES.categoriesInvalid)
        .optional(),
    },
    { error: IMPORT_MESSAGES.invalidBody },
  )
  .strict();

/** A category the user chose for one row of the preview (docs/expenses.md, "Regole imparate"). */
export type ImportCategoryChoice = NonNullable<z.infer<typeof importRequestSchema>["categories"]>[number];

/** POST /api/user/import-rules: "descrizione contiene ESSELUNGA → spesa alimentare" (docs/expenses.md, "Regole imparate"). */
export const importRuleSchema = z
  .object(
    {
      contains: z
        .string({ error: IMPORT_MESSAGES.ruleContains })
        .transform((v) => v.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim())
        .pipe(z.string().min(2, IMPORT_MESSAGES.ruleContains).max(60, IMPORT_MESSAGES.ruleContains)),
      subcategory: z.enum(EXPENSE_SUBCATEGORIES, { error: IMPORT_MESSAGES.ruleSubcategory }),
      category: z.enum(EXPENSE_CATEGORIES, { error: IMPORT_MESSAGES.ruleCategory }).optional(),
    },
    { error: IMPORT_MESSAGES.ruleInvalid },
  )
  .strict();
export type NewImportRule = z.output<typeof importRuleSchema>;

/** A stored rule: `contains` is kept folded (lower case, no accents) and matched as whole words. */
export type ImportRule = { id: number; contains: string; subcategory: ExpenseSubcategory; category: ExpenseCategory };

/**
 * What happens to one row: "new" is imported as an expense; "income" (a positive amount) as an
 * income entry; "duplicate" (already
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
  /** For an income row (positive amount): the kind guessed from the description. */
  incomeKind: IncomeKind | null;
  /** Who chose the category: one of the user's rules, the built-in keywords, or the user in this request. */
  suggestedBy: "rule" | "keywords" | "user" | null;
  /** The word a rule would look for, proposed when the user changes the row's category. */
  keyword: string | null;
  /** Why the row is invalid (Italian). */
  reason?: string;
};

export type ImportResult = {
  filename: string;
  /** Read by its first bytes: an XLSX spreadsheet (its first sheet) or a CSV text. */
  format: "csv" | "xlsx";
  encoding: "utf-8" | "windows-1252" | "utf-16le";
  /** null for a spreadsheet. */
  separator: ";" | "," | "\t" | null;
  headers: string[];
  /** null when the columns could not be recognised: the client asks the user to map them. */
  mapping: ImportMapping | null;
  mappingSource: "request" | "remembered" | "detected" | null;
  rows: ImportRow[];
  summary: Record<ImportRowStatus, number> & { total: number };
  /** True when the expenses were saved (commit: true). */
  committed: boolean;
  imported: number;
  /** Income entries recorded by the commit. */
  importedIncome: number;
  /** Rows left out because the free plan's monthly limit was reached (0 for Premium). */
  leftOutByLimit: number;
  message: string;
};

/**
 * The rule an edit proposes (docs/expenses.md, "Regole imparate"): changing the category of an
 * imported expense answers "descrizione contiene ESSELUNGA → Spesa alimentare", which the user
 * may store with POST /api/user/import-rules.
 */
export type ImportRuleProposal = { contains: string; subcategory: ExpenseSubcategory; category: ExpenseCategory };
