import { useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { formatEuro } from "@shared/money";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { EXPENSE_SUBCATEGORY_LABELS } from "@shared/expense-subcategories";
import { italianDate, type Expense } from "@shared/schemas/expenses";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useDeleteExpense, useRestoreExpense } from "../api";
import { ExpenseForm } from "./expense-form";
import { ExpenseReceipt } from "./expense-receipt";
import { ExpenseAuthor } from "./expense-author";

const TONE = { necessita: "info", desideri: "premium", risparmi: "brand" } as const;
/** The undo toast stays a little longer than others; the server keeps the expense for EXPENSE_UNDO_GRACE_SECONDS. */
const UNDO_TOAST_MS = 8000;

type Calendar = { today: string; minDate: string; maxDate: string };

/** The month's expenses: edit in place, delete with "Annulla" (docs/expenses.md, "Edit and undo"). */
/** authors: the members' names when the household has more than one member (docs/household.md, "Cosa è condiviso"). */
export function ExpenseList({ items, emptyText, calendar, authors = null }: { items: Expense[]; emptyText: string; calendar: Calendar; authors?: ReadonlyMap<number, string> | null }) {
  const remove = useDeleteExpense();
  const restore = useRestoreExpense();
  const [editing, setEditing] = useState<number | null>(null);
  const onDelete = (e: Expense) =>
    remove.mutate(e.id, {
      // Deleting asks nothing: the toast offers the undo.
      onSuccess: () =>
        toast({
          title: "Spesa eliminata",
          description: `${e.description} · ${formatEuro(e.amount)}`,
          variant: "success",
          durationMs: UNDO_TOAST_MS,
          action: {
            label: "Annulla",
            altText: "Annulla l'eliminazione della spesa",
            onClick: () =>
              restore.mutate(e.id, { onSuccess: (back) => toast({ title: "Spesa ripristinata", description: back.description, variant: "success" }) }),
          },
        }),
    });
  if (items.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{emptyText}</p>;
  return (
    <ul aria-label="Elenco spese" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((e) =>
        editing === e.id ? (
          <li key={e.id} className="p-2 sm:p-3">
            <ExpenseForm {...calendar} expense={e} onClose={() => setEditing(null)} />
          </li>
        ) : (
          // On a phone the description has the row's whole width and wraps; the amount and the
          // buttons go on the line below (docs/client.md, "Small screens").
          <li key={e.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 p-3 sm:flex-nowrap sm:gap-3 sm:p-4" data-testid="expense-item">
            <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
              <p className="font-medium break-words text-slate-900 sm:truncate">{e.description}</p>
              <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <time dateTime={e.date}>{italianDate(e.date)}</time>
                <Badge tone={TONE[e.category] ?? "neutral"}>{EXPENSE_CATEGORY_LABELS[e.category] ?? e.category}</Badge>
                <span>{EXPENSE_SUBCATEGORY_LABELS[e.subcategory] ?? EXPENSE_SUBCATEGORY_LABELS.altro}</span>
                <ExpenseAuthor expense={e} authors={authors} />
              </p>
            </div>
            <p className="mr-auto shrink-0 font-semibold tabular-nums text-slate-900 sm:mr-0">{formatEuro(e.amount)}</p>
            {e.deduction && <ExpenseReceipt expense={e} />}
            <Button variant="ghost" size="icon" aria-label={`Modifica ${e.description}`} onClick={() => setEditing(e.id)}>
              <Pencil aria-hidden className="h-4 w-4 text-slate-700" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Elimina ${e.description}`} disabled={remove.isPending && remove.variables === e.id} onClick={() => onDelete(e)}>
              <Trash2 aria-hidden className="h-4 w-4 text-red-700" />
            </Button>
          </li>
        ),
      )}
    </ul>
  );
}
