import type { ExpenseCategory } from "./constants";

// docs/expenses.md (everyday categories). Each expense keeps its 50/30/20 bucket in `category`
// and gains an everyday `subcategory` from this fixed list; each subcategory suggests a bucket
// the user may override. Existing expenses and requests that name none get "altro".

export const EXPENSE_SUBCATEGORIES = [
  "casa_affitto",
  "spesa_alimentare",
  "bollette",
  "trasporti",
  "salute",
  "figli_scuola",
  "istruzione",
  "svago",
  "ristoranti",
  "abbigliamento",
  "regali",
  "animali",
  "risparmio_investimenti",
  "altro",
] as const;

export type ExpenseSubcategory = (typeof EXPENSE_SUBCATEGORIES)[number];

export const DEFAULT_SUBCATEGORY: ExpenseSubcategory = "altro";

export const EXPENSE_SUBCATEGORY_LABELS: Record<ExpenseSubcategory, string> = {
  casa_affitto: "Casa e affitto",
  spesa_alimentare: "Spesa alimentare",
  bollette: "Bollette",
  trasporti: "Trasporti",
  salute: "Salute",
  figli_scuola: "Figli e scuola",
  istruzione: "Istruzione",
  svago: "Svago",
  ristoranti: "Ristoranti",
  abbigliamento: "Abbigliamento",
  regali: "Regali",
  animali: "Animali",
  risparmio_investimenti: "Risparmio e investimenti",
  altro: "Altro",
};

/** The bucket a subcategory suggests; the user may choose another one. */
export const SUBCATEGORY_DEFAULT_BUCKET: Record<ExpenseSubcategory, ExpenseCategory> = {
  casa_affitto: "necessita",
  spesa_alimentare: "necessita",
  bollette: "necessita",
  trasporti: "necessita",
  salute: "necessita",
  figli_scuola: "necessita",
  istruzione: "necessita",
  svago: "desideri",
  ristoranti: "desideri",
  abbigliamento: "desideri",
  regali: "desideri",
  animali: "necessita",
  risparmio_investimenti: "risparmi",
  altro: "necessita",
};

export const isExpenseSubcategory = (value: unknown): value is ExpenseSubcategory =>
  typeof value === "string" && (EXPENSE_SUBCATEGORIES as readonly string[]).includes(value);
