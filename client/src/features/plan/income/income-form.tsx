import { useState, type FormEvent } from "react";
import { romeDateString } from "@shared/calendar";
import { INCOME_KINDS, INCOME_KIND_LABELS, type IncomeKind } from "@shared/schemas/income";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { ApiError } from "@/lib/api";
import { useAddIncome } from "../income-api";

/** Adds an income entry; the server checks every field and answers the Italian message of each (docs/plan.md). */
export function IncomeForm() {
  const add = useAddIncome();
  const [kind, setKind] = useState<IncomeKind>("salary");
  const [amount, setAmount] = useState("");
  const [date, setDate] = useState(() => romeDateString());
  const [note, setNote] = useState("");
  const errors = add.error instanceof ApiError ? add.error.fieldErrors : {};

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    add.mutate({ kind, amount, date, note }, { onSuccess: () => { setAmount(""); setNote(""); } });
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Nuova entrata" noValidate>
      <Field id="income-kind" label="Tipo" error={errors.kind}>
        {(control) => (
          <Select {...control} value={kind} onChange={(ev) => setKind(ev.target.value as IncomeKind)}>
            {INCOME_KINDS.map((k) => (
              <option key={k} value={k}>
                {INCOME_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="income-amount" label="Importo (€)" error={errors.amount}>
        {(control) => <Input {...control} inputMode="decimal" placeholder="1.800,00" value={amount} onChange={(ev) => setAmount(ev.target.value)} />}
      </Field>
      <Field id="income-date" label="Data" error={errors.date}>
        {(control) => <Input {...control} type="date" value={date} onChange={(ev) => setDate(ev.target.value)} />}
      </Field>
      <Field id="income-note" label="Nota (facoltativa)" error={errors.note}>
        {(control) => <Input {...control} maxLength={120} value={note} onChange={(ev) => setNote(ev.target.value)} />}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          Aggiungi entrata
        </Button>
      </div>
    </form>
  );
}
