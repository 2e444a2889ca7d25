import type { Expense } from "@shared/schemas/expenses";
import { Button } from "@/components/ui/button";
import { receiptUrl, useRemoveReceipt, useUploadReceipt } from "../receipt-api";

/**
 * The receipt of a deductible expense, in its row (docs/tax.md, "Ricevute"): attach a photo or a
 * PDF, or view and remove the one attached. The file input is a real, labelled control reached
 * with the keyboard; the server decides what the file is.
 */
export function ExpenseReceipt({ expense }: { expense: Expense }) {
  const upload = useUploadReceipt();
  const remove = useRemoveReceipt();
  const inputId = `ricevuta-${expense.id}`;
  if (expense.receiptId) {
    const id = expense.receiptId;
    return (
      <span className="flex basis-full items-center gap-2 text-sm sm:basis-auto">
        <a href={receiptUrl(id)} target="_blank" rel="noopener" className="rounded text-brand-700 underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
          Vedi ricevuta<span className="sr-only"> di {expense.description}</span>
        </a>
        <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(id)} aria-label={`Rimuovi la ricevuta di ${expense.description}`}>
          Rimuovi
        </Button>
      </span>
    );
  }
  return (
    <span className="basis-full rounded text-sm focus-within:ring-2 focus-within:ring-brand-500 sm:basis-auto">
      <label htmlFor={inputId} className="cursor-pointer text-brand-700 underline">
        {upload.isPending ? "Caricamento…" : "Allega ricevuta"}
        <span className="sr-only"> di {expense.description} (foto o PDF)</span>
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        className="sr-only"
        disabled={upload.isPending}
        onChange={(ev) => {
          const file = ev.target.files?.[0];
          ev.target.value = "";
          if (file) upload.mutate({ expenseId: expense.id, file });
        }}
      />
    </span>
  );
}
