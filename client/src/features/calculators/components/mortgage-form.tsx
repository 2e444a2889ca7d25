import { MORTGAGE_DOWN_CHOICES, MORTGAGE_RATE_CHOICES, MORTGAGE_TERM_CHOICES } from "@shared/schemas/calculators";
import { formatNumber } from "@shared/format";
import { decimalPlaces } from "@shared/numbers";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { MoneyField } from "@/components/form/money-field";
import type { MortgageInputs } from "../hooks/use-mortgage-inputs";
import { withChoice } from "../url-params";

// "3,5%", and a rate quoted to the thousandth from the address as written ("3,125%").
const pct = (v: string) => `${formatNumber(Number(v), Math.min(3, Math.max(1, decimalPlaces(Number(v)))))}%`;

type Form = MortgageInputs["form"];
type Choice = { name: "downPayment" | "loanTerm" | "interestRate"; label: string; options: readonly string[]; fmt: (o: string) => string };

function ChoiceField({ form, choice: { name, label, options, fmt } }: { form: Form; choice: Choice }) {
  return (
    <Field id={name} label={label} error={form.formState.errors[name]?.message}>
      {(control) => (
        <Select {...control} {...form.register(name)}>
          {options.map((o) => (
            <option key={o} value={o}>
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

// A value from the address that is not one of the choices joins them (docs/calculators.md, "URL parameters").
export function MortgageForm({ form, fromUrl }: { form: Form; fromUrl: MortgageInputs["fromUrl"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dati del mutuo</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => e.preventDefault()} className="space-y-4">
          <AmountField form={form} name="propertyValue" label="Valore dell'immobile (€)" />
          <ChoiceField form={form} choice={{ name: "downPayment", label: "Anticipo", options: withChoice(MORTGAGE_DOWN_CHOICES, fromUrl?.downPayment), fmt: (o) => `${o}%` }} />
          <ChoiceField form={form} choice={{ name: "loanTerm", label: "Durata", options: withChoice(MORTGAGE_TERM_CHOICES, fromUrl?.loanTerm), fmt: (o) => `${o} anni` }} />
          <ChoiceField form={form} choice={{ name: "interestRate", label: "Tasso di interesse annuo", options: withChoice(MORTGAGE_RATE_CHOICES, fromUrl?.interestRate), fmt: pct }} />
          <AmountField form={form} name="monthlyIncome" label="Reddito mensile netto della famiglia (€)" />
        </form>
      </CardContent>
    </Card>
  );
}
