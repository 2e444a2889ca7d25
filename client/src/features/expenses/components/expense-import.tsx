import { useId, useState } from "react";
import { Upload } from "lucide-react";
import { formatEuro } from "@shared/money";
import { EXPENSE_SUBCATEGORY_LABELS, type ExpenseSubcategory } from "@shared/expense-subcategories";
import { INCOME_KIND_LABELS } from "@shared/schemas/income";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { italianDate } from "@shared/schemas/expenses";
import type { ImportMapping, ImportResult, ImportRowStatus } from "@shared/schemas/expense-import";
import { ApiError, errorMessage } from "@/lib/api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FileInput } from "@/components/ui/file-input";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { fileToBase64, useImportStatement } from "../import-api";
import { RowCategorySelect, RuleProposal, useCategoryChoices } from "./expense-import-rules";
import { ColumnMapping, toMapping, type MappingDraft } from "./expense-import-columns";

const STATUS: Record<ImportRowStatus, { label: string; tone: "neutral" | "brand" | "danger" | "warning" | "info" }> = {
  new: { label: "Da importare", tone: "brand" },
  income: { label: "Entrata da registrare", tone: "info" },
  duplicate: { label: "Già importata", tone: "neutral" },
  invalid: { label: "Non valida", tone: "danger" },
  excluded: { label: "Esclusa", tone: "neutral" },
  over_limit: { label: "Oltre il limite gratuito", tone: "warning" },
};

/** The preview of a 400 answer (invalid rows remain): the server sends it beside its message. */
function previewOf(err: unknown): ImportResult | null {
  if (!(err instanceof ApiError)) return null;
  try {
    const body = JSON.parse(err.body) as Partial<ImportResult>;
    return Array.isArray(body.rows) ? ({ ...body, message: err.serverMessage ?? "" } as ImportResult) : null;
  } catch {
    return null;
  }
}

type Row = ImportResult["rows"][number];

/** The import's state: the file, its preview, the chosen columns and rows left out; `send` asks the server. */
function useStatementImport() {
  const [file, setFile] = useState<{ name: string; base64: string } | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [mapping, setMapping] = useState<MappingDraft>({});
  const [excluded, setExcluded] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = useImportStatement();
  const categories = useCategoryChoices();

  async function send(commit: boolean, source = file, chosen?: ImportMapping) {
    if (!source) return;
    setError(null);
    setDone(null);
    try {
      const result = await run.mutateAsync({ filename: source.name, contentBase64: source.base64, commit, mapping: chosen, exclude: commit ? [...excluded] : undefined, categories: commit ? categories.asRequest() : undefined });
      if (result.committed) {
        setDone(result.message);
        setPreview(null);
        setFile(null);
        setExcluded(new Set());
        categories.reset();
        return;
      }
      setPreview(result);
      setMapping(result.mapping ?? {});
    } catch (err) {
      setError(errorMessage(err));
      const rows = previewOf(err);
      if (rows) setPreview(rows);
    }
  }

  async function onFile(list: FileList | null) {
    const picked = list?.[0];
    setPreview(null);
    setExcluded(new Set());
    categories.reset();
    if (!picked) return setFile(null);
    let source: { name: string; base64: string };
    try {
      source = { name: picked.name, base64: await fileToBase64(picked) };
    } catch (err) {
      return setError(errorMessage(err));
    }
    setFile(source);
    await send(false, source);
  }

  const chosen = toMapping(mapping);
  const changedMapping = chosen && JSON.stringify(chosen) !== JSON.stringify(preview?.mapping) ? chosen : undefined;
  const rows = preview?.rows ?? [];
  const statusOf = (row: number, s: ImportRowStatus): ImportRowStatus => (excluded.has(row) ? "excluded" : s);
  const toImport = rows.filter((r) => statusOf(r.row, r.status) === "new").length;
  const incomeToRecord = rows.filter((r) => statusOf(r.row, r.status) === "income").length;
  const invalidLeft = rows.filter((r) => statusOf(r.row, r.status) === "invalid").length;
  const toggle = (row: number) =>
    setExcluded((prev) => {
      const next = new Set(prev);
      if (!next.delete(row)) next.add(row);
      return next;
    });

  return { file, preview, mapping, setMapping, error, done, run, send, onFile, chosen, changedMapping, rows, statusOf, toImport, incomeToRecord, invalidLeft, toggle, categories };
}

/** One movement of the preview: a table row from 640 px, a card on a phone. */
type RowChoice = { value: ExpenseSubcategory | undefined; onChange: (r: Row, s: ExpenseSubcategory) => void };

/** What the category cell shows: a select on an expense to import, the income's kind, or the suggestion. */
function CategoryCell({ r, status, choice }: { r: Row; status: ImportRowStatus; choice: RowChoice }) {
  if (status === "new" && r.subcategory) return <RowCategorySelect r={r} value={choice.value ?? r.subcategory} onChange={choice.onChange} />;
  if (r.incomeKind) return <>Entrata · {INCOME_KIND_LABELS[r.incomeKind]}</>;
  return <>{r.subcategory && r.category ? `${EXPENSE_SUBCATEGORY_LABELS[r.subcategory]} · ${EXPENSE_CATEGORY_LABELS[r.category]}` : "—"}</>;
}

function ImportRowView({ r, status, onToggle, choice }: { r: Row; status: ImportRowStatus; onToggle: (row: number) => void; choice: RowChoice }) {
  const canExclude = r.status === "new" || r.status === "income" || r.status === "invalid" || r.status === "excluded";
  return (
    <tr data-testid="import-row" className="grid grid-cols-[auto_minmax(0,1fr)_auto] gap-x-3 gap-y-1 p-3 sm:table-row sm:p-0">
      <td className="col-span-2 row-start-1 font-medium break-words text-slate-900 sm:hidden">{r.description || "—"}</td>
      <td className="row-start-2 text-xs text-slate-600 tabular-nums sm:table-cell sm:p-2 sm:text-sm sm:text-slate-900">
        <span className="sm:hidden">Riga </span>
        {r.row}
      </td>
      <td className="row-start-2 text-xs whitespace-nowrap text-slate-600 sm:table-cell sm:p-2 sm:text-sm sm:text-slate-900">{r.date ? italianDate(r.date) : "—"}</td>
      <td className="hidden min-w-40 p-2 sm:table-cell">{r.description || "—"}</td>
      <td className="col-start-3 row-start-1 text-right font-semibold whitespace-nowrap tabular-nums sm:table-cell sm:p-2 sm:font-normal">{r.amount ? formatEuro(r.amount) : "—"}</td>
      <td className="col-span-2 row-start-3 min-w-0 text-slate-700 sm:table-cell sm:p-2 sm:text-slate-900">
        <CategoryCell r={r} status={status} choice={choice} />
      </td>
      <td className="col-span-3 row-start-4 sm:table-cell sm:p-2">
        <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>
        {status === "invalid" && r.reason && <span className="mt-1 block text-xs text-red-800">{r.reason}</span>}
      </td>
      <td className="col-start-3 row-span-2 row-start-2 self-center justify-self-end sm:table-cell sm:p-2">
        {canExclude && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <span className="sm:hidden" aria-hidden="true">
              Escludi
            </span>
            <input type="checkbox" className="h-5 w-5" aria-label={`Escludi la riga ${r.row}`} checked={status === "excluded"} onChange={() => onToggle(r.row)} />
          </label>
        )}
      </td>
    </tr>
  );
}

/** The preview of the file's movements, each with its state and "Escludi". */
function PreviewTable({
  filename,
  rows,
  statusOf,
  onToggle,
  choices,
  onChoose,
}: {
  filename: string;
  rows: Row[];
  statusOf: (row: number, s: ImportRowStatus) => ImportRowStatus;
  onToggle: (row: number) => void;
  choices: Map<number, ExpenseSubcategory>;
  onChoose: RowChoice["onChange"];
}) {
  return (
    <div className="max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 sm:overflow-x-auto" tabIndex={0} role="region" aria-label="Anteprima dell'importazione">
      <table className="block w-full text-left text-sm sm:table">
        <caption className="sr-only">Movimenti letti dal file {filename}</caption>
        <thead className="sticky top-0 hidden bg-slate-50 text-slate-700 sm:table-header-group">
          <tr>
            <th scope="col" className="p-2">Riga</th>
            <th scope="col" className="p-2">Data</th>
            <th scope="col" className="p-2">Descrizione</th>
            <th scope="col" className="p-2 text-right">Importo</th>
            <th scope="col" className="p-2">Categoria</th>
            <th scope="col" className="p-2">Stato</th>
            <th scope="col" className="p-2">Escludi</th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 sm:table-row-group">
          {rows.map((r) => (
            <ImportRowView key={r.row} r={r} status={statusOf(r.row, r.status)} onToggle={onToggle} choice={{ value: choices.get(r.row), onChange: onChoose }} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Importa 3 spese", "Importa 3 spese e 1 entrata". */
function importLabel(expenses: number, income: number): string {
  const spese = expenses === 1 ? "Importa 1 spesa" : `Importa ${expenses} spese`;
  return income === 0 ? spese : `${spese} e ${income === 1 ? "1 entrata" : `${income} entrate`}`;
}

/** /expenses: import a bank statement (docs/expenses.md): pick the file, map the columns, check the preview, import. */
export function ExpenseImport() {
  const inputId = useId();
  const { file, preview, mapping, setMapping, error, done, run, send, onFile, chosen, changedMapping, rows, statusOf, toImport, incomeToRecord, invalidLeft, toggle, categories } = useStatementImport();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Importa dall'estratto conto</CardTitle>
        <CardDescription>
          Carica il file CSV o XLSX (Excel) della tua banca: vedrai un'anteprima prima di salvare. Le uscite diventano spese, gli accrediti entrate; i movimenti già importati vengono saltati.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
            File dell'estratto conto (CSV o XLSX)
          </label>
          <FileInput id={inputId} accept=".csv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => void onFile(e.target.files)} />
        </div>
        {run.isPending && <p role="status">Lettura del file in corso…</p>}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        {done && (
          <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            {done}
          </p>
        )}
        {preview && (
          <>
            {preview.mappingSource === "remembered" && (
              <p role="status" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                Colonne ricordate dall'ultima importazione con questo formato di file: controllale qui sotto e cambiale se serve.
              </p>
            )}
            <ColumnMapping key={preview.filename} headers={preview.headers} mapping={mapping} onChange={setMapping} />
            {changedMapping && (
              <Button variant="outline" onClick={() => void send(false, file, changedMapping)} disabled={run.isPending}>
                Aggiorna l'anteprima con queste colonne
              </Button>
            )}
            {rows.length > 0 && <PreviewTable filename={preview.filename} rows={rows} statusOf={statusOf} onToggle={toggle} choices={categories.choices} onChoose={categories.choose} />}
            {categories.proposal && <RuleProposal key={`${categories.proposal.keyword}-${categories.proposal.subcategory}`} proposal={categories.proposal} onClose={categories.dismiss} />}
            <p className="text-sm text-slate-700">{preview.message}</p>
            {invalidLeft > 0 && (
              <p className="text-sm text-red-800">
                {invalidLeft === 1 ? "Una riga non è valida" : `${invalidLeft} righe non sono valide`}: escludile o correggi il file per importare.
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <Button
                onClick={() => void send(true, file, chosen ?? undefined)}
                disabled={run.isPending || invalidLeft > 0 || toImport + incomeToRecord === 0 || !chosen || Boolean(changedMapping)}
              >
                <Upload aria-hidden className="h-4 w-4" />
                {importLabel(toImport, incomeToRecord)}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
