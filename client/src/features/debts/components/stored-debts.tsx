import { debtSchema, type StoredDebt } from "@shared/schemas/debts";
import { FREE_DEBT_LIMIT } from "@shared/constants";
import { formatEuro } from "@shared/money";
import { formatNumber } from "@shared/format";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { MoneyField } from "@/components/form/money-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { hasErrorCode } from "@/lib/api";
import { useCreateDebt, useDeleteDebt } from "../api";

const EMPTY = { name: "", balance: "", rate: "", minPayment: "" };

function AddDebtForm() {
  const form = useZodForm(debtSchema, { defaultValues: EMPTY });
  const add = useCreateDebt();
  const e = form.formState.errors;
  const onValid = (values: Parameters<typeof add.mutate>[0]) =>
    add.mutate(values, {
      onSuccess: (saved) => {
        toast({ title: "Debito salvato", description: saved.name, variant: "success" });
        form.reset(EMPTY);
      },
      onError: (err) => {
        if (!hasErrorCode(err, "limit_reached")) form.applyServerErrors(err);
      },
    });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label="Salva un debito">
      <Field id="stored-name" label="Nome" error={e.name?.message} className="lg:col-span-2">
        {(control) => <Input {...control} maxLength={60} placeholder="Es. Prestito auto" {...form.register("name")} />}
      </Field>
      <MoneyField id="stored-balance" label="Debito residuo (€)" error={e.balance?.message} placeholder="5.000,00" registration={form.register("balance")} />
      <Field id="stored-rate" label="TAEG (%)" error={e.rate?.message}>
        {(control) => <Input {...control} type="text" inputMode="decimal" autoComplete="off" placeholder="9,9" {...form.register("rate")} />}
      </Field>
      <MoneyField id="stored-min" label="Rata minima (€)" error={e.minPayment?.message} placeholder="150,00" registration={form.register("minPayment")} />
      <div className="sm:col-span-2 lg:col-span-5">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Salvataggio..." : "Salva il debito"}
        </Button>
      </div>
    </form>
  );
}

/** The signed-in user's stored debts: list, delete, add (docs/calculators.md, "Piano di rientro dai debiti"). */
export function StoredDebts({ debts }: { debts: StoredDebt[] }) {
  const remove = useDeleteDebt();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">I tuoi debiti salvati</CardTitle>
        <CardDescription>Con il piano gratuito puoi salvarne fino a {FREE_DEBT_LIMIT}; con Premium senza limiti.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {debts.length === 0 ? (
          <p className="text-sm text-slate-600">Nessun debito salvato.</p>
        ) : (
          <ul className="grid gap-2">
            {debts.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{d.name}</span>
                  <span className="text-slate-700">
                    {" "}
                    · {formatEuro(d.balance)} · TAEG {formatNumber(d.rate, 2)}% · rata minima {formatEuro(d.minPayment)}
                  </span>
                </span>
                <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(d.id)}>
                  Elimina<span className="sr-only"> {d.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <AddDebtForm />
      </CardContent>
    </Card>
  );
}
