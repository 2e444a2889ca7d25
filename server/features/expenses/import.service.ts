// Bank statement import (docs/expenses.md, "Import da CSV della banca"): the preview and the
// commit run the same reading, so what the preview shows is what the commit saves. The commit runs
// in one transaction under the user's expense lock: all rows or none, and a parallel import or
// expense cannot slip past the free limit or import a movement twice.
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { FREE_EXPENSE_LIMIT } from "@shared/constants";
import { romeDateString } from "@shared/calendar";
import { centsToString } from "@shared/money";
import { formatNumber } from "@shared/format";
import { expenseDateBounds } from "@shared/schemas/expenses";
import { SUBCATEGORY_DEFAULT_BUCKET } from "@shared/expense-subcategories";
import { IMPORT_MESSAGES, type ImportCategoryChoice, type ImportMapping, type ImportResult, type ImportRow, type ImportRowStatus, type ImportRule, type NewImportRule } from "@shared/schemas/expense-import";
import { recordIncomeEntries } from "../income/income.public";
import { readStatement, type Statement } from "./import.csv";
import { readXlsxStatement, spreadsheetKind } from "./import.xlsx";
import { createSuggester, detectMapping, fingerprintsOf, fold, headerKey, mappingColumns, readRecord } from "./import.rules";
import * as repo from "./import.repo";
import { insertExpensesRecording, lockUserExpenses } from "./expenses.repo";

/** The member who imports and their household, whose fingerprints, columns and rules are used (docs/expenses.md, "Della famiglia"). */
type Actor = { id: number; isPremium: boolean; householdId: number };
type Input = { filename: string; contentBase64: string; commit: boolean; mapping?: ImportMapping; exclude?: number[]; categories?: ImportCategoryChoice[] };
type Candidate = ImportRow & { cents?: number; fingerprint?: string };
type Db = Parameters<typeof repo.knownFingerprints>[0];
type Config = AppDeps["config"];

const STATUSES: ImportRowStatus[] = ["new", "income", "duplicate", "invalid", "excluded", "over_limit"];

function summarize(rows: ImportRow[]): ImportResult["summary"] {
  const summary = { total: rows.length, ...Object.fromEntries(STATUSES.map((s) => [s, 0])) } as ImportResult["summary"];
  for (const r of rows) summary[r.status]++;
  return summary;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many.replace("{n}", String(n)));

function messageOf(s: ImportResult["summary"], committed: boolean, imported: number, importedIncome: number): string {
  const parts = [
    committed
      ? plural(imported, "Importata 1 spesa.", "Importate {n} spese.")
      : plural(s.new, "1 spesa pronta da importare.", "{n} spese pronte da importare."),
  ];
  if (committed && importedIncome) parts.push(plural(importedIncome, "Registrata 1 entrata.", "Registrate {n} entrate."));
  if (!committed && s.income) parts.push(plural(s.income, "1 entrata da registrare.", "{n} entrate da registrare."));
  if (s.duplicate) parts.push(plural(s.duplicate, "1 movimento già importato, saltato.", "{n} movimenti già importati, saltati."));
  if (s.over_limit)
    parts.push(plural(s.over_limit, `1 riga lasciata fuori: limite di ${FREE_EXPENSE_LIMIT} spese al mese del piano gratuito.`, `{n} righe lasciate fuori: limite di ${FREE_EXPENSE_LIMIT} spese al mese del piano gratuito.`));
  if (s.invalid) parts.push(IMPORT_MESSAGES.invalidRowsRemain(s.invalid).split(":")[0] + ".");
  return parts.join(" ");
}

const megabytes = (bytes: number) => (bytes / 1_048_576).toLocaleString("it-IT", { maximumFractionDigits: 1 });

/** "Il file supera la dimensione massima di 5 MB", the limit as configured. */
export function fileTooLargeMessage(config: Pick<Config, "IMPORT_FILE_MAX_BYTES">): string {
  return IMPORT_MESSAGES.fileTooLarge(megabytes(config.IMPORT_FILE_MAX_BYTES));
}

/**
 * The statement in the file, whatever its format (read by its first bytes): an XLSX's first sheet,
 * or a CSV text; an Excel 97-2003 file is refused with what to do. Bounded before and while it is
 * parsed (docs/expenses.md, "Limiti dell'importazione" and "Fogli di calcolo (XLSX)").
 */
async function readFile(bytes: Buffer, config: Config): Promise<Statement & { format: ImportResult["format"] }> {
  const limits = { maxRows: config.IMPORT_MAX_ROWS, maxLineChars: config.IMPORT_MAX_LINE_CHARS, maxColumns: config.IMPORT_MAX_COLUMNS };
  const kind = spreadsheetKind(bytes);
  if (kind === "xls") throw new AppError("validation", IMPORT_MESSAGES.xlsRefused);
  const statement = kind === "xlsx" ? await readXlsxStatement(bytes, { ...limits, maxUnpackedBytes: config.IMPORT_XLSX_MAX_UNPACKED_BYTES }) : readStatement(bytes, limits);
  if (!statement) throw new AppError("validation", kind === "xlsx" ? IMPORT_MESSAGES.notXlsx : IMPORT_MESSAGES.notCsv);
  if ("refused" in statement) {
    const messages = {
      rows: IMPORT_MESSAGES.tooManyRows(config.IMPORT_MAX_ROWS),
      line: IMPORT_MESSAGES.lineTooLong(formatNumber(config.IMPORT_MAX_LINE_CHARS)),
      columns: IMPORT_MESSAGES.tooManyColumns(config.IMPORT_MAX_COLUMNS),
      unpacked: IMPORT_MESSAGES.unpackedTooLarge(megabytes(config.IMPORT_XLSX_MAX_UNPACKED_BYTES)),
    };
    throw new AppError("validation", messages[statement.refused]);
  }
  return { ...statement, format: kind ?? "csv" };
}

/** The categories the user chose in the preview, on the expense rows they name (docs/expenses.md, "Regole imparate"). */
function applyChoices(rows: Candidate[], choices: ImportCategoryChoice[] | undefined): void {
  if (!choices?.length) return;
  const byRow = new Map(choices.map((c) => [c.row, c]));
  for (const r of rows) {
    const choice = byRow.get(r.row);
    if (!choice || r.status !== "new") continue;
    r.subcategory = choice.subcategory;
    r.category = choice.category ?? SUBCATEGORY_DEFAULT_BUCKET[choice.subcategory];
    r.suggestedBy = "user";
  }
}

/** Marks duplicates (expenses and income) and, for a free user, the expenses beyond each month's limit (in file order). */
async function classify(db: Db, user: Actor, rows: Candidate[]): Promise<void> {
  const fresh = rows.filter((r) => r.status === "new" || r.status === "income");
  const known = await repo.knownFingerprints(db, user.householdId, fresh.map((r) => r.fingerprint!));
  for (const r of fresh) if (known.has(r.fingerprint!)) r.status = "duplicate";
  if (user.isPremium) return;
  const remaining = rows.filter((r) => r.status === "new");
  const months = [...new Set(remaining.map((r) => r.date!.slice(0, 7)))];
  const counts = await repo.countByMonth(db, user.id, months);
  for (const r of remaining) {
    const month = r.date!.slice(0, 7);
    const n = counts.get(month) ?? 0;
    if (n >= FREE_EXPENSE_LIMIT) r.status = "over_limit";
    else counts.set(month, n + 1);
  }
}

/** The mapping to read the file with: the one sent, else the one remembered for this header, else the one its names give. */
async function chooseMapping(db: Db, householdId: number, statement: Statement, sent: ImportMapping | undefined) {
  const key = headerKey(statement.headers);
  const remembered = sent ? null : await repo.findMapping(db, householdId, key);
  const detected = sent || remembered ? null : detectMapping(statement.headers);
  const mapping = sent ?? remembered ?? detected;
  const mappingSource = sent ? "request" : remembered ? "remembered" : detected ? "detected" : null;
  if (mapping && Math.max(...mappingColumns(mapping)) >= statement.headers.length) {
    throw new AppError("validation", IMPORT_MESSAGES.mappingOutOfRange);
  }
  return { key, mapping, mappingSource } as const;
}

export function createExpenseImportService(deps: Pick<AppDeps, "db" | "clock" | "events" | "config">) {
  /** Writes the new expenses and income entries with their fingerprints, in the caller's transaction. */
  async function save(tx: Parameters<AppDeps["events"]["record"]>[0], user: Actor, rows: Candidate[], now: Date): Promise<{ expenses: number; income: number }> {
    const toSave = rows.filter((r) => r.status === "new");
    // The expenses and their "expense.created" events in one statement, whatever their number, in
    // the file's order (docs/expenses.md, "Many at once"); challenges, alerts and badges react to
    // each as to an expense typed in (docs/events.md).
    const inserted =
      toSave.length === 0
        ? []
        : await deps.events.recordInTransaction(tx, "expense.created", async (insertEvent) =>
            (
              await insertExpensesRecording(
                tx,
                // The file writes money out as negative; an expense's amount is positive.
                toSave.map((r) => ({ userId: user.id, description: r.description, amount: centsToString(-r.cents!), category: r.category!, subcategory: r.subcategory!, date: r.date!, createdAt: now })),
                insertEvent,
              )
            ).map((e) => ({ result: e, payload: { userId: user.id, expenseId: e.id, amount: e.amount, category: e.category, date: e.date } })),
          );
    // Incoming money through the income feature's own entry (docs/expenses.md, "Entrate dall'estratto conto").
    const income = rows.filter((r) => r.status === "income");
    const recorded = await recordIncomeEntries(tx, user.id, income.map((r) => ({ kind: r.incomeKind!, amount: centsToString(r.cents!), date: r.date!, note: r.description || null })), now);
    // insertExpensesRecording answers the rows in the order given: inserted[k] is toSave[k].
    const fingerprints = [...toSave.map((r, k) => ({ fingerprint: r.fingerprint!, expenseId: inserted[k]!.id as number | null })), ...income.map((r) => ({ fingerprint: r.fingerprint!, expenseId: null }))];
    await repo.insertFingerprints(tx, { householdId: user.householdId, userId: user.id }, fingerprints, now);
    return { expenses: inserted.length, income: recorded };
  }

  return {
    async run(user: Actor, input: Input): Promise<ImportResult> {
      const bytes = Buffer.from(input.contentBase64, "base64");
      if (bytes.length > deps.config.IMPORT_FILE_MAX_BYTES) throw new AppError("payload_too_large", fileTooLargeMessage(deps.config));
      const statement = await readFile(bytes, deps.config);
      const { key, mapping, mappingSource } = await chooseMapping(deps.db, user.householdId, statement, input.mapping);
      const base = { filename: input.filename, format: statement.format, encoding: statement.encoding, separator: statement.separator, headers: statement.headers, mapping, mappingSource } as const;
      if (!mapping) {
        if (input.commit) throw new AppError("validation", IMPORT_MESSAGES.mappingMissing);
        return { ...base, rows: [], summary: summarize([]), committed: false, imported: 0, importedIncome: 0, leftOutByLimit: 0, message: IMPORT_MESSAGES.mappingMissing };
      }

      const today = romeDateString(deps.clock.now());
      const bounds = { ...expenseDateBounds(today), today };
      const suggest = createSuggester(await repo.listRules(deps.db, user.householdId));
      const rows: Candidate[] = statement.records.map(({ row, cells }) => readRecord(row, cells, mapping, bounds, suggest));
      // Fingerprints before exclusion, so excluding a row does not change the others'.
      const movements = rows.filter((r) => r.status === "new" || r.status === "income");
      fingerprintsOf(movements.map((r) => ({ date: r.date!, amount: r.amount!, description: r.description }))).forEach((f, i) => (movements[i]!.fingerprint = f));
      const excluded = new Set(input.exclude ?? []);
      for (const r of rows) if (excluded.has(r.row)) r.status = "excluded";
      applyChoices(rows, input.categories);

      const result = (saved: { expenses: number; income: number }, committed: boolean): ImportResult => {
        const publicRows: ImportRow[] = rows.map(({ cents: _c, fingerprint: _f, ...r }) => r);
        const summary = summarize(publicRows);
        const message = messageOf(summary, committed, saved.expenses, saved.income);
        return { ...base, rows: publicRows, summary, committed, imported: saved.expenses, importedIncome: saved.income, leftOutByLimit: summary.over_limit, message };
      };
      const nothing = { expenses: 0, income: 0 };

      if (!input.commit) {
        await classify(deps.db, user, rows);
        return result(nothing, false);
      }
      const invalid = rows.filter((r) => r.status === "invalid").length;
      if (invalid > 0) {
        await classify(deps.db, user, rows);
        const { message: _m, ...preview } = result(nothing, false);
        throw new AppError("validation", IMPORT_MESSAGES.invalidRowsRemain(invalid), preview);
      }
      const now = deps.clock.now();
      const saved = await deps.events.transaction(deps.db, async (tx) => {
        await lockUserExpenses(tx, user.id);
        await classify(tx, user, rows);
        await repo.saveMapping(tx, { householdId: user.householdId, userId: user.id }, key, mapping, now);
        return save(tx, user, rows, now);
      });
      return result(saved, true);
    },
  };
}

/** The household's rules learned from corrections (docs/expenses.md, "Regole imparate"): list, add, delete. */
export function createImportRulesService(deps: Pick<AppDeps, "db" | "clock" | "config">) {
  return {
    list: (householdId: number) => repo.listRules(deps.db, householdId),

    /** Adds the rule, or changes the category of the rule with the same word; at most IMPORT_RULES_MAX per household. */
    async add(owner: repo.Owner, input: NewImportRule): Promise<ImportRule> {
      const key = fold(input.contains);
      const existing = await repo.listRules(deps.db, owner.householdId);
      if (!existing.some((r) => r.contains === key) && existing.length >= deps.config.IMPORT_RULES_MAX) {
        throw new AppError("limit_reached", IMPORT_MESSAGES.tooManyRules(deps.config.IMPORT_RULES_MAX));
      }
      const category = input.category ?? SUBCATEGORY_DEFAULT_BUCKET[input.subcategory];
      return repo.upsertRule(deps.db, owner, { key, subcategory: input.subcategory, category }, deps.clock.now());
    },

    async remove(householdId: number, id: number): Promise<void> {
      if (!(await repo.deleteRule(deps.db, householdId, id))) throw new AppError("not_found", IMPORT_MESSAGES.ruleNotFound);
    },
  };
}
