// CSV of a month for Italian spreadsheets: UTF-8 with BOM (Excel guesses the encoding from it),
// ';' between fields and a decimal comma, as Excel expects under the Italian locale.
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { italianDate } from "@shared/schemas/expenses";
import { EXPENSE_SUBCATEGORY_LABELS, isExpenseSubcategory } from "@shared/expense-subcategories";
import { fillPath } from "@shared/contracts/define";
import { receiptsContract } from "@shared/contracts/receipts";
import type { ExpenseRow } from "./expenses.repo";

const BOM = "\uFEFF";
const HEADER = ["Data", "Descrizione", "Categoria", "Sottocategoria", "Importo (EUR)", "Ricevuta"];

/** Quotes a field when needed and defuses formulas ("=...", "+...") that a spreadsheet would run. */
export function csvField(value: string): string {
  let v = value;
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  if (/[;"\r\n]/.test(v)) v = `"${v.replace(/"/g, '""')}"`;
  return v;
}

const label = (category: string) => EXPENSE_CATEGORY_LABELS[category as keyof typeof EXPENSE_CATEGORY_LABELS] ?? category;

const subLabel = (subcategory: string) => (isExpenseSubcategory(subcategory) ? EXPENSE_SUBCATEGORY_LABELS[subcategory] : EXPENSE_SUBCATEGORY_LABELS.altro);

/** `receiptId`: the user's own receipt of the expense, if any (docs/expenses.md, "Ricevute nel CSV"). */
type CsvExpense = Pick<ExpenseRow, "date" | "description" | "category" | "subcategory" | "amount"> & { receiptId?: string | null };

/** The address a receipt downloads from, for its owner signed in (GET /api/user/receipts/:id). */
type ReceiptLink = (receiptId: string) => string;

/** Receipt links on this site's public address (PUBLIC_URL, never the request's Host). */
export const receiptLinkOf =
  (baseUrl: string): ReceiptLink =>
  (id) =>
    `${baseUrl}${fillPath(receiptsContract.get.path, { id })}`;

/** The file's start: the BOM and the header line (a streamed export writes it first, docs/privacy.md). */
export const EXPENSES_CSV_HEAD = BOM + HEADER.join(";") + "\r\n";

/** One expense's line, with its line end; the last field is its receipt's link, or empty. */
export const expenseCsvLine = (r: CsvExpense, link: ReceiptLink) =>
  [italianDate(r.date), csvField(r.description), label(r.category), subLabel(r.subcategory), r.amount.replace(".", ","), r.receiptId ? csvField(link(r.receiptId)) : ""].join(";") + "\r\n";

export function expensesCsv(rows: CsvExpense[], link: ReceiptLink): string {
  return EXPENSES_CSV_HEAD + rows.map((r) => expenseCsvLine(r, link)).join("");
}
