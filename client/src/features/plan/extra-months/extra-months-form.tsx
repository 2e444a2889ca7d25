import { useState, type FormEvent } from "react";
import { DEFAULT_EXTRA_MONTHS, type HouseholdProfile } from "@shared/schemas/account";
import { toAmountInput } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { ApiError } from "@/lib/api";
import { useSaveExtraMonths } from "./extra-months-api";
import { MONTHS, monthLabel } from "./months";

type Payments = "" | "12" | "13" | "14";

/**
 * The profile's extra months (docs/plan.md, "Mensilità aggiuntive"): payments a year, the month of
 * each extra payment and its net amount. The server checks how they fit and answers each field's
 * Italian message.
 */
export function ExtraMonthsForm({ profile }: { profile: HouseholdProfile }) {
  const save = useSaveExtraMonths();
  const [payments, setPayments] = useState<Payments>(profile.salaryPayments ? (String(profile.salaryPayments) as Payments) : "");
  const [thirteenth, setThirteenth] = useState(String(profile.thirteenthMonth ?? DEFAULT_EXTRA_MONTHS.thirteenth));
  const [fourteenth, setFourteenth] = useState(String(profile.fourteenthMonth ?? DEFAULT_EXTRA_MONTHS.fourteenth));
  const [amount, setAmount] = useState(() => (profile.extraPaymentAmount == null ? "" : toAmountInput(profile.extraPaymentAmount)));
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const count = payments === "" ? 12 : Number(payments);

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    save.mutate({
      salaryPayments: payments === "" ? null : count,
      thirteenthMonth: count >= 13 ? Number(thirteenth) : null,
      fourteenthMonth: count >= 14 ? Number(fourteenth) : null,
      extraPaymentAmount: amount.trim() === "" ? null : amount,
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Le tue mensilità" noValidate>
      <Field id="extra-payments" label="Mensilità all'anno" error={errors.salaryPayments}>
        {(control) => (
          <Select {...control} value={payments} onChange={(ev) => setPayments(ev.target.value as Payments)}>
            <option value="">Non indicato</option>
            <option value="12">12 mensilità</option>
            <option value="13">13 mensilità (tredicesima)</option>
            <option value="14">14 mensilità (tredicesima e quattordicesima)</option>
          </Select>
        )}
      </Field>
      <Field id="extra-amount" label="Importo netto di una mensilità aggiuntiva (€)" hint="Vuoto: uguale al reddito mensile del profilo." error={errors.extraPaymentAmount}>
        {(control) => <Input {...control} inputMode="decimal" placeholder="1.800,00" value={amount} onChange={(ev) => setAmount(ev.target.value)} />}
      </Field>
      {count >= 13 && <MonthField id="extra-thirteenth" label="Mese della tredicesima" value={thirteenth} onChange={setThirteenth} error={errors.thirteenthMonth} />}
      {count >= 14 && <MonthField id="extra-fourteenth" label="Mese della quattordicesima" value={fourteenth} onChange={setFourteenth} error={errors.fourteenthMonth} />}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          Salva le mensilità
        </Button>
      </div>
    </form>
  );
}

function MonthField({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <Select {...control} value={value} onChange={(ev) => onChange(ev.target.value)}>
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
