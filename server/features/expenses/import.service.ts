// Bank CSV import (docs/expenses.md, "Import da CSV della banca"): the preview and the commit
// run the same reading, so what the preview shows is what the commit saves. The commit runs in
// one transaction under the user's expense lock: all rows or none, and a parallel import or
// expense cannot slip past the free limit or import a movement twice.
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { FREE_EXPENSE_LIMIT } from "@shared/constants";
import { romeDateString } from "@shared/calendar";
import { centsToString } from "@shared/money";
import { formatNumber } from "@shared/format";
import { expenseDateBounds } from "@shared/schemas/expenses";
import { IMPORT_MESSAGES, type ImportMapping, type ImportResult, type ImportRow, type ImportRowStatus } from "@shared/schemas/expense-import";
import { readStatement } from "./import.csv";
import { detectMapping, fingerprintsOf, headerKey, readRecord } from "./import.rules";
import * as repo from "./import.repo";
import { lockUserExpenses } from "./expenses.repo";

type Actor = { id: number; isPremium: boolean };
type Input = { filename: string; contentBase64: string; commit: boolean; mapping?: ImportMapping; exclude?: number[] };
type Candidate = ImportRow & { cents?: number; fingerprint?: string };

const STATUSES: ImportRowStatus[] = ["new", "income", "duplicate", "invalid", "excluded", "over_limit"];

function summarize(rows: ImportRow[]): ImportResult["summary"] {
  const summary = { total: rows.length, ...Object.fromEntries(STATUSES.map((s) => [s, 0])) } as ImportResult["summary"];
  for (const r of rows) summary[r.status]++;
  return summary;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many.replace("{n}", String(n)));

function messageOf(s: ImportResult["summary"], committed: boolean, imported: number): string {
  const parts = [
    committed
      ? plural(imported, "Importata 1 spesa.", "Importate {n} spese.")
      : plural(s.new, "1 spesa pronta da importare.", "{n} spese pronte da importare."),
  ];
  if (s.duplicate) parts.push(plural(s.duplicate, "1 movimento già importato, saltato.", "{n} movimenti già importati, saltati."));
  if (s.income) parts.push(plural(s.income, "1 entrata esclusa (si registrano solo le spese).", "{n} entrate escluse (si registrano solo le spese)."));
  if (s.over_limit)
    parts.push(plural(s.over_limit, `1 riga lasciata fuori: limite di ${FREE_EXPENSE_LIMIT} spese al mese del piano gratuito.`, `{n} righe lasciate fuori: limite di ${FREE_EXPENSE_LIMIT} spese al mese del piano gratuito.`));
  if (s.invalid) parts.push(IMPORT_MESSAGES.invalidRowsRemain(s.invalid).split(":")[0] + ".");
  return parts.join(" ");
}

/** "Il file supera la dimensione massima di 5 MB", the limit as configured. */
export function fileTooLargeMessage(config: Pick<AppDeps["config"], "IMPORT_FILE_MAX_BYTES">): string {
  return IMPORT_MESSAGES.fileTooLarge((config.IMPORT_FILE_MAX_BYTES / 1_048_576).toLocaleString("it-IT", { maximumFractionDigits: 1 }));
}

export function createExpenseImportService(deps: Pick<AppDeps, "db" | "clock" | "events" | "config">) {
  const { IMPORT_FILE_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MAX_LINE_CHARS, IMPORT_MAX_COLUMNS } = deps.config;

  /** Marks duplicates and, for a free user, the rows beyond each month's limit (in file order). */
  async function classify(db: Parameters<typeof repo.knownFingerprints>[0], user: Actor, rows: Candidate[]): Promise<void> {
    const fresh = rows.filter((r) => r.status === "new");
    const known = await repo.knownFingerprints(db, user.id, fresh.map((r) => r.fingerprint!));
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

  return {
    async run(user: Actor, input: Input): Promise<ImportResult> {
      const bytes = Buffer.from(input.contentBase64, "base64");
      if (bytes.length > IMPORT_FILE_MAX_BYTES) {
        throw new AppError("payload_too_large", fileTooLargeMessage(deps.config));
      }
      // Bounded before and while it is parsed (docs/expenses.md, "Limiti dell'importazione").
      const statement = readStatement(bytes, { maxRows: IMPORT_MAX_ROWS, maxLineChars: IMPORT_MAX_LINE_CHARS, maxColumns: IMPORT_MAX_COLUMNS });
      if (!statement) throw new AppError("validation", IMPORT_MESSAGES.notCsv);
      if ("refused" in statement) {
        const messages = {
          rows: IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS),
          line: IMPORT_MESSAGES.lineTooLong(formatNumber(IMPORT_MAX_LINE_CHARS)),
          columns: IMPORT_MESSAGES.tooManyColumns(IMPORT_MAX_COLUMNS),
        };
        throw new AppError("validation", messages[statement.refused]);
      }

      const key = headerKey(statement.headers);
      const remembered = input.mapping ? null : await repo.findMapping(deps.db, user.id, key);
      const detected = input.mapping || remembered ? null : detectMapping(statement.headers);
      const mapping = input.mapping ?? remembered ?? detected;
      const mappingSource = input.mapping ? "request" : remembered ? "remembered" : detected ? "detected" : null;
      const base = { filename: input.filename, encoding: statement.encoding, separator: statement.separator, headers: statement.headers, mapping, mappingSource } as const;

      if (mapping && Math.max(mapping.date, mapping.description, mapping.amount) >= statement.headers.length) {
        throw new AppError("validation", IMPORT_MESSAGES.mappingOutOfRange);
      }
      if (!mapping) {
        if (input.commit) throw new AppError("validation", IMPORT_MESSAGES.mappingMissing);
        const summary = summarize([]);
        return { ...base, rows: [], summary, committed: false, imported: 0, leftOutByLimit: 0, message: IMPORT_MESSAGES.mappingMissing };
      }

      const bounds = expenseDateBounds(romeDateString(deps.clock.now()));
      const excluded = new Set(input.exclude ?? []);
      const rows: Candidate[] = statement.records.map(({ row, cells }) => readRecord(row, cells, mapping, bounds));
      // Fingerprints before exclusion, so excluding a row does not change the others'.
      const expenses = rows.filter((r) => r.status === "new");
      fingerprintsOf(expenses.map((r) => ({ date: r.date!, amount: r.amount!, description: r.description }))).forEach((f, i) => (expenses[i]!.fingerprint = f));
      for (const r of rows) if (excluded.has(r.row)) r.status = "excluded";

      const result = (imported: number, committed: boolean): ImportResult => {
        const publicRows: ImportRow[] = rows.map(({ cents: _c, fingerprint: _f, ...r }) => r);
        const summary = summarize(publicRows);
        return { ...base, rows: publicRows, summary, committed, imported, leftOutByLimit: summary.over_limit, message: messageOf(summary, committed, imported) };
      };

      if (!input.commit) {
        await classify(deps.db, user, rows);
        return result(0, false);
      }

      const invalid = rows.filter((r) => r.status === "invalid").length;
      if (invalid > 0) {
        await classify(deps.db, user, rows);
        const { message: _m, ...preview } = result(0, false);
        throw new AppError("validation", IMPORT_MESSAGES.invalidRowsRemain(invalid), preview);
      }

      const now = deps.clock.now();
      const saved = await deps.events.transaction(deps.db, async (tx) => {
        await lockUserExpenses(tx, user.id);
        await classify(tx, user, rows);
        await repo.saveMapping(tx, user.id, key, mapping, now);
        const toSave = rows.filter((r) => r.status === "new");
        const inserted = await repo.insertImported(
          tx,
          user.id,
          // The file writes money out as negative; an expense's amount is positive.
          toSave.map((r) => ({ description: r.description, amount: centsToString(-r.cents!), category: r.category!, subcategory: r.subcategory!, date: r.date!, fingerprint: r.fingerprint! })),
          now,
        );
        // As for an expense typed in: challenges, alerts and badges react to each (docs/events.md).
        for (const e of inserted) await deps.events.record(tx, "expense.created", { userId: user.id, expenseId: e.id, amount: e.amount, category: e.category, date: e.date });
        return inserted;
      });
      return result(saved.length, true);
    },
  };
}
