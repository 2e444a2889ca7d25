// CSV of a month for Italian spreadsheets: UTF-8 with BOM (Excel guesses the encoding from it),
// ';' between fields and a decimal comma, as Excel expects under the Italian locale.
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { italianDate } from "@shared/schemas/expenses";
import { EXPENSE_SUBCATEGORY_LABELS, isExpenseSubcategory } from "@shared/expense-subcategories";
import type { ExpenseRow } from "./expenses.repo";

const BOM = "\uFEFF";
const HEADER = ["Data", "Descrizione", "Categoria", "Sottocategoria", "Importo (EUR)"];

/** Quotes a field when needed and defuses formulas ("=...", "+...") that a spreadsheet would run. */
export function csvField(value: string): string {
  let v = value;
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  if (/[;"\r\n]/.test(v)) v = `"${v.replace(/"/g, '""')}"`;
  return v;
}

const label = (category: string) => EXPENSE_CATEGORY_LABELS[category as keyof typeof EXPENSE_CATEGORY_LABELS] ?? category;

const subLabel = (subcategory: string) => (isExpenseSubcategory(subcategory) ? EXPENSE_SUBCATEGORY_LABELS[subcategory] : EXPENSE_SUBCATEGORY_LABELS.altro);

export function expensesCsv(rows: ExpenseRow[]): string {
  const lines = [HEADER.join(";")];
  for (const r of rows) lines.push([italianDate(r.date), csvField(r.description), label(r.category), subLabel(r.subcategory), r.amount.replace(".", ",")].join(";"));
  return BOM + lines.join("\r\n") + "\r\n";
}
