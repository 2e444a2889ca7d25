import { useEffect } from "react";
import { useFieldArray } from "react-hook-form";
import { DEBT_LIMITS } from "@shared/finance/debt-plan";
import { debtPlanSchema, type StoredDebt } from "@shared/schemas/debts";
import { toAmountInput } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { MoneyField } from "@/components/form/money-field";
import { useZodForm, type ZodForm } from "@/components/form/use-zod-form";
import { errorMessage } from "@/lib/api";
import { useComparePlans, type PlanComparison } from "../api";

// docs/calculators.md, "Piano di rientro dai debiti": the form checks with the server's own
// schema (Italian amounts), the server computes both strategies.
const formSchema = debtPlanSchema.omit({ strategy: true });
type PlannerForm = ZodForm<typeof formSchema>;

const EMPTY_DEBT = { name: "", balance: "", rate: "", minPayment: "" };

/** The stored debts as the form's rows (Italian amounts, the TAEG with a comma). */
const rowsOf = (stored: StoredDebt[]) =>
  stored.map((d) => ({ name: d.name, balance: toAmountInput(d.balance), rate: String(d.rate).replace(".", ","), minPayment: toAmountInput(d.minPayment) }));

function DebtRow({ form, index, onRemove }: { form: PlannerForm; index: number; onRemove?: () => void }) {
  const e = form.formState.errors.debts?.[index];
  const n = index + 1;
  const which = <span className="sr-only"> del debito {n}</span>;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-5">
      <legend className="px-1 text-sm font-semibold text-slate-700">Debito {n}</legend>
      <Field id={`debt-${index}-name`} label={<>Nome{which}</>} error={e?.name?.message} className="lg:col-span-2">
        {(control) => <Input {...control} maxLength={DEBT_LIMITS.nameMax} placeholder="Es. Carta di credito" {...form.register(`debts.${index}.name`)} />}
      </Field>
      <MoneyField id={`debt-${index}-balance`} label={<>Debito residuo (€){which}</>} error={e?.balance?.message} placeholder="2.000,00" registration={form.register(`debts.${index}.balance`)} />
      <Field id={`debt-${index}-rate`} label={<>TAEG (%){which}</>} error={e?.rate?.message}>
        {(control) => <Input {...control} type="text" inputMode="decimal" autoComplete="off" placeholder="7,5" {...form.register(`debts.${index}.rate`)} />}
      </Field>
      <MoneyField id={`debt-${index}-min`} label={<>Rata minima (€){which}</>} error={e?.minPayment?.message} placeholder="60,00" registration={form.register(`debts.${index}.minPayment`)} />
      {onRemove && (
        <div className="sm:col-span-2 lg:col-span-5">
          <Button variant="outline" size="sm" onClick={onRemove}>
            Togli il debito {n}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** The debts to compare and the extra each month; `stored` fills the rows when the user asks. */
export function PlannerForm({ stored, onResult }: { stored: StoredDebt[]; onResult: (plans: PlanComparison) => void }) {
  const form = useZodForm(formSchema, { defaultValues: { debts: [EMPTY_DEBT], extra: "" } });
  const rows = useFieldArray({ control: form.control, name: "debts" });
  const compare = useComparePlans();
  const arrayError = form.formState.errors.debts?.root?.message ?? form.formState.errors.debts?.message;
  const { reset } = form;
  const hasStored = stored.length > 0;
  // The stored debts fill an untouched form once they arrive.
  useEffect(() => {
    if (hasStored && !form.formState.isDirty) reset({ debts: rowsOf(stored), extra: "" });
  }, [hasStored, stored, reset, form.formState.isDirty]);

  return (
    <form onSubmit={form.handleSubmit((values) => compare.mutate(values, { onSuccess: onResult }))} noValidate className="grid gap-4" aria-label="Piano di rientro dai debiti">
      {rows.fields.map((field, index) => (
        <DebtRow key={field.id} form={form} index={index} onRemove={rows.fields.length > 1 ? () => rows.remove(index) : undefined} />
      ))}
      {arrayError && (
        <p role="alert" className="text-sm text-red-700">
          {arrayError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => rows.append(EMPTY_DEBT)} disabled={rows.fields.length >= DEBT_LIMITS.maxDebts}>
          Aggiungi un debito
        </Button>
        {hasStored && (
          <Button variant="outline" onClick={() => reset({ debts: rowsOf(stored), extra: form.getValues("extra") })}>
            Usa i debiti salvati
          </Button>
        )}
      </div>
      <MoneyField
        id="debt-extra"
        label="Somma in più ogni mese (€)"
        hint="Quanto puoi pagare ogni mese oltre alle rate minime. Lascia vuoto per 0."
        error={form.formState.errors.extra?.message}
        placeholder="100,00"
        className="max-w-xs"
        registration={form.register("extra")}
      />
      {compare.error && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(compare.error)}
        </p>
      )}
      <div>
        <Button type="submit" disabled={compare.isPending}>
          {compare.isPending ? "Calcolo in corso..." : "Confronta le strategie"}
        </Button>
      </div>
    </form>
  );
}
