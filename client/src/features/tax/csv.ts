import { DEDUCTION_TYPE_LABELS, memberLabel, type DeductionSummary } from "@shared/schemas/deductions";
import { toAmountInput } from "@shared/money";

const cell = (s: string) => `"${s.replace(/"/g, '""')}"`;
const amount = (v: string) => cell(toAmountInput(v));

/**
 * The summary as a CSV for the CAF, built in the browser (docs/tax.md, "La pagina /tax"):
 * semicolons and Italian amounts, as a spreadsheet set to Italian opens it. Every cell is one of
 * the app's own labels or an amount, never text the user typed.
 */
export function summaryCsv(s: DeductionSummary): string {
  const rows = [["Familiare", "Tipo di spesa", "Totale (€)", "Detraibile (€)", "Risparmio (€)"].map(cell).join(";")];
  for (const m of s.members) for (const t of m.types) rows.push([cell(memberLabel(m.member)), cell(DEDUCTION_TYPE_LABELS[t.type]), amount(t.total), amount(t.eligible), amount(t.saving)].join(";"));
  rows.push([cell("Totale"), cell(""), amount(s.totals.total), amount(s.totals.eligible), amount(s.totals.saving)].join(";"));
  return rows.join("\r\n") + "\r\n";
}

/** Saves the CSV as `730-<year>.csv`. */
export function downloadCsv(s: DeductionSummary) {
  const url = URL.createObjectURL(new Blob(["\ufeff" + summaryCsv(s)], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = `730-${s.year}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}
