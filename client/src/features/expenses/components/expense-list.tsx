import { Trash2 } from "lucide-react";
import { formatEuro } from "@shared/money";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { italianDate, type Expense } from "@shared/schemas/expenses";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useDeleteExpense } from "../api";

const TONE = { necessita: "info", desideri: "premium", risparmi: "brand" } as const;

export function ExpenseList({ items, emptyText }: { items: Expense[]; emptyText: string }) {
  const remove = useDeleteExpense();
  const onDelete = (e: Expense) =>
    remove.mutate(e.id, {
      onSuccess: () => toast({ title: "Spesa eliminata", description: e.description, variant: "success" }),
    });
  if (items.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{emptyText}</p>;
  return (
    <ul aria-label="Elenco spese" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((e) => (
        <li key={e.id} className="flex items-center gap-3 p-3 sm:p-4" data-testid="expense-item">
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{e.description}</p>
            <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <time dateTime={e.date}>{italianDate(e.date)}</time>
              <Badge tone={TONE[e.category] ?? "neutral"}>{EXPENSE_CATEGORY_LABELS[e.category] ?? e.category}</Badge>
            </p>
          </div>
          <p className="shrink-0 font-semibold tabular-nums text-slate-900">{formatEuro(e.amount)}</p>
          <Button variant="ghost" size="icon" aria-label={`Elimina ${e.description}`} disabled={remove.isPending && remove.variables === e.id} onClick={() => onDelete(e)}>
            <Trash2 aria-hidden className="h-4 w-4 text-red-700" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
