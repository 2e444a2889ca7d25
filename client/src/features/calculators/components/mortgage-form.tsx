import { MORTGAGE_DOWN_CHOICES, MORTGAGE_RATE_CHOICES, MORTGAGE_TERM_CHOICES } from "@shared/schemas/calculators";
import { formatNumber } from "@shared/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { MoneyField } from "@/components/form/money-field";
import type { MortgageInputs } from "../hooks/use-mortgage-inputs";

const pct = (v: number | string) => `${formatNumber(Number(v), 1)}%`;

type Form = MortgageInputs["form"];
type Choice = { name: "downPayment" | "loanTerm" | "interestRate"; label: string; options: readonly (number | string)[]; fmt: (o: number | string) => string };

function ChoiceField({ form, choice: { name, label, options, fmt } }: { form: Form; choice: Choice }) {
  return (
    <Field id={name} label={label} error={form.formState.errors[name]?.message}>
      {(control) => (
        <Select {...control} {...form.register(name)}>
          {options.map((o) => (
            <option key={o} value={String(Number(o))}>
              {fmt(o)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

function AmountField({ form, name, label }: { form: Form; name: "propertyValue" | "monthlyIncome"; label: string }) {
  return <MoneyField id={name} label={label} error={form.formState.errors[name]?.message} registration={form.register(name)} />;
}

export function MortgageForm({ form }: { form: Form }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dati del mutuo</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => e.preventDefault()} className="space-y-4">
          <AmountField form={form} name="propertyValue" label="Valore dell'immobile (€)" />
          <ChoiceField form={form} choice={{ name: "downPayment", label: "Anticipo", options: MORTGAGE_DOWN_CHOICES, fmt: (o) => `${o}%` }} />
          <ChoiceField form={form} choice={{ name: "loanTerm", label: "Durata", options: MORTGAGE_TERM_CHOICES, fmt: (o) => `${o} anni` }} />
          <ChoiceField form={form} choice={{ name: "interestRate", label: "Tasso di interesse annuo", options: MORTGAGE_RATE_CHOICES, fmt: pct }} />
          <AmountField form={form} name="monthlyIncome" label="Reddito mensile netto della famiglia (€)" />
        </form>
      </CardContent>
    </Card>
  );
}
