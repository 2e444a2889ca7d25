import type { FormEventHandler } from "react";
import { Link } from "wouter";
import { CALC_MESSAGES } from "@shared/schemas/calculators";
import { PAC_STAMP_DUTY_PERCENT } from "@shared/finance/pac";
import { formatFactNumber } from "@shared/facts";
import { formatNumber } from "@shared/format";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { MoneyField } from "@/components/form/money-field";
import type { PacPlan } from "../hooks/use-pac-plan";

const returnLabel = (r: string) => `${formatNumber(Number(r), 1)}%`;

// The fund's costs and the inflation: inputs kept beside the plan, not part of what is saved.
function PacCostInputs({ plan }: { plan: PacPlan }) {
  return (
    <>
      <Field id="ter" label="Costo annuo del fondo, TER (%)" error={plan.terError}>
        {(control) => <Input {...control} type="text" inputMode="decimal" autoComplete="off" value={plan.ter} onChange={(e) => plan.setTer(e.target.value)} />}
      </Field>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" className="mt-1" checked={plan.stampDuty} onChange={(e) => plan.setStampDuty(e.target.checked)} />
        <span>Includi l'imposta di bollo ({formatFactNumber(PAC_STAMP_DUTY_PERCENT, 2)}% l'anno sul valore del deposito titoli)</span>
      </label>
      <Field id="inflation" label="Inflazione annua stimata (%)" error={plan.inflationOk ? undefined : "Inserisci un'inflazione tra 0% e 20%"}>
        {(control) => <Input {...control} type="text" inputMode="decimal" autoComplete="off" value={plan.inflation} onChange={(e) => plan.setInflation(e.target.value)} />}
      </Field>
    </>
  );
}

type Props = { plan: PacPlan; onSubmit: FormEventHandler; saving: boolean; isAuthenticated: boolean; sessionPending: boolean };

export function PacForm({ plan, onSubmit, saving, isAuthenticated, sessionPending }: Props) {
  const { form } = plan;
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Il tuo piano</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <MoneyField id="monthlyAmount" label="Importo mensile (€)" error={errors.monthlyAmount?.message} registration={form.register("monthlyAmount")} />
          <Field id="years" label="Durata" error={errors.years?.message}>
            {(control) => (
              <Select {...control} {...form.register("years")}>
                {plan.yearOptions.map((y) => (
                  <option key={y} value={String(y)}>
                    {y} anni
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="expectedReturn" label="Rendimento annuo atteso" error={errors.expectedReturn?.message}>
            {(control) => (
              <Select {...control} {...form.register("expectedReturn")}>
                {plan.returnOptions.map((r) => (
                  <option key={r} value={r}>
                    {returnLabel(r)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <PacCostInputs plan={plan} />
          <Button type="submit" className="w-full" disabled={saving}>
            {saving ? CALC_MESSAGES.saving : isAuthenticated ? "Calcola e salva" : "Calcola"}
          </Button>
          {!sessionPending && !isAuthenticated && (
            <p className="text-sm text-slate-600">
              <Link href="/login" className="font-semibold text-brand-800 underline">
                Accedi
              </Link>{" "}
              per salvare le tue simulazioni.
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
