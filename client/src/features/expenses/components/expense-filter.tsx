import { EXPENSE_CATEGORIES, type ExpenseCategory } from "@shared/constants";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { cn } from "@/lib/cn";

export type Filter = "all" | ExpenseCategory;
const OPTIONS: Array<{ value: Filter; label: string }> = [{ value: "all", label: "Tutte" }, ...EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }))];

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
