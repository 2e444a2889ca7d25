import { useMemo, useState } from "react";
import { Repeat, Trash2 } from "lucide-react";
import { EXPENSE_CATEGORIES } from "@shared/constants";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { EXPENSE_SUBCATEGORIES, EXPENSE_SUBCATEGORY_LABELS, SUBCATEGORY_DEFAULT_BUCKET, isExpenseSubcategory } from "@shared/expense-subcategories";
import { formatEuro } from "@shared/money";
import { DESCRIPTION_MAX, italianDate } from "@shared/schemas/expenses";
import { INCOME_KINDS, INCOME_KIND_LABELS } from "@shared/schemas/income";
import { RECURRING_MESSAGES, createRecurringSchema, type NewRecurring, type RecurringExpense, type RecurringFormValues } from "@shared/schemas/recurring-expenses";
import { errorMessage } from "@/lib/api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { MoneyField } from "@/components/form/money-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { useReadOnlyMember } from "@/features/household";
import { useAddRecurring, useDeleteRecurring, useRecurringExpenses, useSkipRecurring, useUpdateRecurring } from "../api";
import { monthLabel } from "../month";
import { yearMonthOf } from "@shared/calendar";

const STATUS_TEXT = { created: "registrata", skipped: RECURRING_MESSAGES.skippedByUser, skipped_limit: RECURRING_MESSAGES.skippedLimit } as const;

/** Rent, bills, subscriptions (docs/expenses.md, "Recurring expenses"): each month's expense is created on its day. */
export function RecurringSection({ today }: { today: string }) {
  const list = useRecurringExpenses();
  const [adding, setAdding] = useState(false);
  // The household's bills: a viewer reads them and changes none (docs/household.md, "Bollette ricorrenti, budget e ripartizione").
  const readOnly = useReadOnlyMember();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Repeat aria-hidden className="h-5 w-5 text-brand-700" /> Spese ricorrenti
        </CardTitle>
        <CardDescription>
          Affitto, bollette, abbonamenti: la spesa di ogni mese viene registrata nel suo giorno, una volta sola. Anche le entrate fisse (stipendio, Assegno Unico) si
          registrano da sole, come entrate del mese.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            Impossibile caricare le spese ricorrenti: {errorMessage(list.error)}
          </p>
        )}
        {list.data && list.data.length > 0 && (
          <ul aria-label="Spese ricorrenti" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {list.data.map((r) => (
              <RecurringItem key={r.id} rule={r} readOnly={readOnly} />
            ))}
          </ul>
        )}
        {list.data?.length === 0 && !adding && <p className="text-slate-600">Nessuna spesa ricorrente.</p>}
        {readOnly ? (
          <p className="text-sm text-slate-600">Con il ruolo «Solo lettura» vedi le spese ricorrenti della famiglia, ma non puoi aggiungerle né modificarle.</p>
        ) : adding ? (
          <RecurringForm today={today} onClose={() => setAdding(false)} />
        ) : (
          <Button variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
            Nuova spesa ricorrente
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function RecurringItem({ rule, readOnly }: { rule: RecurringExpense; readOnly: boolean }) {
  const remove = useDeleteRecurring();
  const skip = useSkipRecurring();
  const update = useUpdateRecurring();
  const nextMonth = rule.nextDue?.slice(0, 7);
  return (
    <li className="grid gap-2 p-3" data-testid="recurring-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{rule.description}</p>
          <p className="text-sm text-slate-600">
            {formatEuro(rule.amount)} il giorno {rule.dayOfMonth} di ogni mese ·{" "}
            {rule.incomeKind ? `Entrata: ${INCOME_KIND_LABELS[rule.incomeKind]}` : `${EXPENSE_SUBCATEGORY_LABELS[rule.subcategory]} · ${EXPENSE_CATEGORY_LABELS[rule.category]}`}
            {rule.endDate && ` · fino al ${italianDate(rule.endDate)}`}
          </p>
          <p className="text-sm text-slate-600">{rule.nextDue ? `Prossima: ${italianDate(rule.nextDue)}` : "Terminata"}</p>
        </div>
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            {nextMonth && (
              <Button
                variant="outline"
                size="sm"
                disabled={skip.isPending}
                onClick={() =>
                  skip.mutate(
                    { id: rule.id, month: nextMonth },
                    { onSuccess: () => toast({ title: "Mese saltato", description: `${rule.description}: ${monthLabel(yearMonthOf(rule.nextDue!)).toLowerCase()}`, variant: "success" }) },
                  )
                }
              >
                Salta {monthLabel(yearMonthOf(rule.nextDue!)).toLowerCase()}
              </Button>
            )}
            <Button variant="ghost" size="icon" aria-label={`Elimina la spesa ricorrente ${rule.description}`} disabled={remove.isPending} onClick={() => remove.mutate(rule.id)}>
              <Trash2 aria-hidden className="h-4 w-4 text-red-700" />
            </Button>
          </div>
        )}
      </div>
      {/* An income sends no reminder (docs/expenses.md, "Recurring income"). */}
      {!readOnly && (
        <label className={rule.incomeKind ? "hidden" : "flex items-center gap-2 text-sm text-slate-700"}>
          <input type="checkbox" className="h-4 w-4" checked={rule.remind} disabled={update.isPending} onChange={(ev) => update.mutate({ id: rule.id, patch: { remind: ev.target.checked } })} />
          Promemoria per e-mail qualche giorno prima
        </label>
      )}
      {rule.occurrences.length > 0 && (
        <ul aria-label={`Mesi di ${rule.description}`} className="flex flex-wrap gap-2">
          {rule.occurrences.map((o) => (
            <li key={o.month}>
              <Badge tone={o.status === "skipped_limit" ? "danger" : o.status === "skipped" ? "neutral" : "brand"}>
                {monthLabel(yearMonthOf(`${o.month}-01`))}: {STATUS_TEXT[o.status]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function RecurringForm({ today, onClose }: { today: string; onClose: () => void }) {
  const schema = useMemo(() => createRecurringSchema(today), [today]);
  const defaults: RecurringFormValues = { description: "", amount: "", category: "necessita", subcategory: "bollette", dayOfMonth: "1", startDate: today, endDate: "", remind: true, incomeKind: null };
  const form = useZodForm(schema, { defaultValues: defaults });
  const add = useAddRecurring();
  const e = form.formState.errors;
  // docs/expenses.md, "Recurring income": an income needs no category.
  const isIncome = Boolean(form.watch("incomeKind"));
  const subcategory = form.register("subcategory", {
    onChange: (ev: { target: { value: string } }) => {
      if (isExpenseSubcategory(ev.target.value)) form.setValue("category", SUBCATEGORY_DEFAULT_BUCKET[ev.target.value]);
    },
  });
  const onValid = (values: NewRecurring) =>
    add.mutate(values, {
      onSuccess: (saved) => {
        toast({ title: "Spesa ricorrente aggiunta", description: saved.nextDue ? `Prossima: ${italianDate(saved.nextDue)}` : saved.description, variant: "success" });
        onClose();
      },
      onError: form.applyServerErrors,
    });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Nuova spesa ricorrente">
      <Field id="recurring-description" label="Descrizione" error={e.description?.message} className="sm:col-span-2">
        {(control) => <Input {...control} autoFocus maxLength={DESCRIPTION_MAX} placeholder="Es. Bolletta del gas" {...form.register("description")} />}
      </Field>
      <MoneyField id="recurring-amount" label="Importo (€)" error={e.amount?.message} placeholder="0,00" registration={form.register("amount")} />
      <Field id="recurring-day" label="Giorno del mese" hint="Nei mesi più corti, l'ultimo giorno del mese." error={e.dayOfMonth?.message}>
        {(control) => <Input {...control} inputMode="numeric" {...form.register("dayOfMonth")} />}
      </Field>
      <Field id="recurring-kind" label="Spesa o entrata" error={e.incomeKind?.message}>
        {(control) => (
          <Select {...control} {...form.register("incomeKind", { setValueAs: (v: string | null) => (v ? v : null) })}>
            <option value="">Spesa</option>
            {INCOME_KINDS.map((k) => (
              <option key={k} value={k}>
                Entrata: {INCOME_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {!isIncome && (
        <Field id="recurring-subcategory" label="Tipo di spesa" error={e.subcategory?.message}>
          {(control) => (
            <Select {...control} {...subcategory}>
              {EXPENSE_SUBCATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {EXPENSE_SUBCATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      {!isIncome && (
        <Field id="recurring-category" label="Categoria" error={e.category?.message}>
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
      )}
      <Field id="recurring-start" label="Dal" error={e.startDate?.message}>
        {(control) => <Input {...control} type="date" {...form.register("startDate")} />}
      </Field>
      <Field id="recurring-end" label="Fino al (facoltativo)" error={e.endDate?.message}>
        {(control) => <Input {...control} type="date" {...form.register("endDate")} />}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
        <input type="checkbox" className="h-4 w-4" {...form.register("remind")} />
        Promemoria per e-mail qualche giorno prima
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Salvataggio..." : "Salva spesa ricorrente"}
        </Button>
        <Button variant="outline" onClick={onClose}>
          Annulla
        </Button>
      </div>
    </form>
  );
}
