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

type CsvExpense = Pick<ExpenseRow, "date" | "description" | "category" | "subcategory" | "amount">;

/** The file's start: the BOM and the header line (a streamed export writes it first, docs/privacy.md). */
export const EXPENSES_CSV_HEAD = BOM + HEADER.join(";") + "\r\n";

/** One expense's line, with its line end. */
export const expenseCsvLine = (r: CsvExpense) => [italianDate(r.date), csvField(r.description), label(r.category), subLabel(r.subcategory), r.amount.replace(".", ",")].join(";") + "\r\n";

export function expensesCsv(rows: CsvExpense[]): string {
  return EXPENSES_CSV_HEAD + rows.map(expenseCsvLine).join("");
}
