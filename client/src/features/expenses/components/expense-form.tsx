import { useEffect, useMemo, useRef, useState } from "react";
import { Plus } from "lucide-react";
import { EXPENSE_CATEGORIES } from "@shared/constants";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { DESCRIPTION_MAX, createExpenseSchema, type ExpenseFormValues, type NewExpense } from "@shared/schemas/expenses";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { MoneyField } from "@/components/form/money-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { useAddExpense } from "../api";
import { isQueued } from "../offline-queue";

type Props = { today: string; minDate: string; maxDate: string };

/** docs/expenses.md: collapsed to the 'Aggiungi Spesa' button; collapses and resets on success or cancel. */
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
  const form = useZodForm(schema, { defaultValues: defaults });
  const add = useAddExpense();
  const e = form.formState.errors;

  const close = () => {
    form.reset(defaults);
    setOpen(false);
  };
  const onValid = (values: NewExpense) =>
    add.mutate(values, {
      onSuccess: (saved) => {
        if (isQueued(saved)) toast({ title: "Sei offline", description: `${values.description}: la invieremo appena torni online.` });
        else toast({ title: "Spesa aggiunta", description: `${values.description} registrata.`, variant: "success" });
        close();
      },
      // The query client toasts the error; a 400's field messages go on the fields.
      onError: form.applyServerErrors,
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
          <Field id="expense-description" label="Descrizione" error={e.description?.message} errorId="expense-description-err" className="sm:col-span-2">
            {(control) => <Input {...control} autoFocus maxLength={DESCRIPTION_MAX} placeholder="Es. Spesa al supermercato" {...form.register("description")} />}
          </Field>
          <MoneyField id="expense-amount" label="Importo (€)" error={e.amount?.message} errorId="expense-amount-err" placeholder="0,00" registration={form.register("amount")} />
          <Field id="expense-category" label="Categoria" error={e.category?.message} errorId="expense-category-err">
            {(control) => (
              <Select {...control} {...form.register("category")}>
                {EXPENSE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {EXPENSE_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="expense-date" label="Data" error={e.date?.message} errorId="expense-date-err">
            {(control) => <Input {...control} type="date" min={minDate} max={maxDate} {...form.register("date")} />}
          </Field>
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
