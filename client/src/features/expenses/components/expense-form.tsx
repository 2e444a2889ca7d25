import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { EXPENSE_CATEGORIES } from "@shared/constants";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { DESCRIPTION_MAX, EXPENSE_MESSAGES, createExpenseSchema, type ExpenseFormValues, type NewExpense } from "@shared/schemas/expenses";
import { ApiError, errorMessage } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, Input, Label, Select } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useAddExpense } from "../api";

type Props = { today: string; minDate: string; maxDate: string };

/** Spec part 2 §4: collapsed to the 'Aggiungi Spesa' button; collapses and resets on success or cancel. */
export function ExpenseForm({ today, minDate, maxDate }: Props) {
  const [open, setOpen] = useState(false);
  // After a save or a cancel the keyboard focus returns to the button that opened the form.
  const reopen = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) reopen.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const schema = useMemo(() => createExpenseSchema(today), [today]);
  const defaults: ExpenseFormValues = { description: "", amount: "", category: "necessita", date: today };
  const form = useForm<ExpenseFormValues, unknown, NewExpense>({ resolver: zodResolver(schema), defaultValues: defaults });
  const add = useAddExpense();
  const e = form.formState.errors;

  const close = () => {
    form.reset(defaults);
    setOpen(false);
  };
  const onValid = (values: NewExpense) =>
    add.mutate(values, {
      onSuccess: () => {
        toast({ title: "Spesa aggiunta", description: `${values.description} registrata.`, variant: "success" });
        close();
      },
      onError: (err) => {
        toast({ title: EXPENSE_MESSAGES.errorTitle, description: errorMessage(err), variant: "destructive" });
        if (err instanceof ApiError)
          for (const [field, message] of Object.entries(err.fieldErrors))
            if (field in defaults) form.setError(field as keyof ExpenseFormValues, { message });
      },
    });

  if (!open)
    return (
      <Button ref={reopen} onClick={() => setOpen(true)} size="lg" className="w-full sm:w-auto sm:justify-self-start">
        <Plus aria-hidden className="h-5 w-5" /> Aggiungi Spesa
      </Button>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Nuova spesa</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Nuova spesa">
          <div className="sm:col-span-2">
            <Label htmlFor="expense-description">Descrizione</Label>
            <Input id="expense-description" autoFocus maxLength={DESCRIPTION_MAX} placeholder="Es. Spesa al supermercato" aria-invalid={Boolean(e.description)} aria-describedby="expense-description-err" {...form.register("description")} />
            <FieldError id="expense-description-err" message={e.description?.message} />
          </div>
          <div>
            <Label htmlFor="expense-amount">Importo (€)</Label>
            <Input id="expense-amount" inputMode="decimal" autoComplete="off" placeholder="0,00" aria-invalid={Boolean(e.amount)} aria-describedby="expense-amount-err" {...form.register("amount")} />
            <FieldError id="expense-amount-err" message={e.amount?.message} />
          </div>
          <div>
            <Label htmlFor="expense-category">Categoria</Label>
            <Select id="expense-category" aria-invalid={Boolean(e.category)} aria-describedby="expense-category-err" {...form.register("category")}>
              {EXPENSE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {EXPENSE_CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
            <FieldError id="expense-category-err" message={e.category?.message} />
          </div>
          <div>
            <Label htmlFor="expense-date">Data</Label>
            <Input id="expense-date" type="date" min={minDate} max={maxDate} aria-invalid={Boolean(e.date)} aria-describedby="expense-date-err" {...form.register("date")} />
            <FieldError id="expense-date-err" message={e.date?.message} />
          </div>
          <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Salvataggio..." : "Salva spesa"}
            </Button>
            <Button variant="outline" onClick={close}>
              Annulla
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
