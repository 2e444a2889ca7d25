import { EXPENSE_CATEGORIES, type ExpenseCategory } from "@shared/constants";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { EXPENSE_SUBCATEGORIES, EXPENSE_SUBCATEGORY_LABELS, type ExpenseSubcategory } from "@shared/expense-subcategories";
import type { Expense } from "@shared/schemas/expenses";
import { Input, Label, Select } from "@/components/ui/input";
import { cn } from "@/lib/cn";

export type Filter = "all" | ExpenseCategory;
/** Bucket, everyday category and words of the description (docs/expenses.md, filters and search). */
export type Filters = { bucket: Filter; subcategory: "all" | ExpenseSubcategory; search: string };
export const NO_FILTERS: Filters = { bucket: "all", subcategory: "all", search: "" };

const OPTIONS: Array<{ value: Filter; label: string }> = [{ value: "all", label: "Tutte" }, ...EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }))];

/** The same rules as GET /api/user/expenses?category=&subcategory=&q= (case-insensitive words of the description). */
export function applyFilters(items: Expense[], f: Filters): Expense[] {
  const q = f.search.trim().toLocaleLowerCase("it-IT");
  return items.filter(
    (e) =>
      (f.bucket === "all" || e.category === f.bucket) &&
      (f.subcategory === "all" || e.subcategory === f.subcategory) &&
      (!q || e.description.toLocaleLowerCase("it-IT").includes(q)),
  );
}

/** docs/expenses.md: all, necessita, desideri or risparmi. Toggle buttons keep keyboard use simple. */
export function ExpenseFilter({ value, onChange }: { value: Filter; onChange: (f: Filter) => void }) {
  return (
    <div role="group" aria-label="Filtra per categoria" className="flex flex-wrap gap-2">
      {OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            "h-9 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            value === o.value ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** The everyday category and the search box, beside the bucket buttons. */
export function ExpenseSearch({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <Label htmlFor="expense-filter-subcategory">Filtra per tipo di spesa</Label>
        <Select
          id="expense-filter-subcategory"
          value={value.subcategory}
          onChange={(ev) => onChange({ ...value, subcategory: ev.target.value as Filters["subcategory"] })}
        >
          <option value="all">Tutti i tipi</option>
          {EXPENSE_SUBCATEGORIES.map((c) => (
            <option key={c} value={c}>
              {EXPENSE_SUBCATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="expense-filter-search">Cerca nella descrizione</Label>
        <Input id="expense-filter-search" type="search" value={value.search} placeholder="Es. bolletta" onChange={(ev) => onChange({ ...value, search: ev.target.value })} />
      </div>
    </div>
  );
}
