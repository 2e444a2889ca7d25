import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import type { z } from "zod";
import { useWatch } from "react-hook-form";
import { Building2, Home, Users } from "lucide-react";
import { mortgageSchema, MORTGAGE_DOWN_CHOICES, MORTGAGE_RATE_CHOICES, MORTGAGE_TERM_CHOICES } from "@shared/schemas/calculators";
import { calculateMortgage } from "@shared/finance/mortgage";
import { formatNumber } from "@shared/format";
import { Page } from "@/components/ui/page";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { MoneyField } from "@/components/form/money-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { Spinner } from "@/components/ui/spinner";
import { MortgageBreakdown } from "../components/mortgage-results";
import { MortgageSchedule } from "../components/mortgage-schedule";
import { MortgageGuide, MortgageReverse } from "../components/mortgage-guide";
import { useHouseholdProfile } from "@/features/account";
import { useAuth } from "@/lib/use-auth";
import { toAmountInput } from "@shared/money";

const MortgageChart = lazy(() => import("../components/mortgage-chart"));

type FormIn = z.input<typeof mortgageSchema>;
type Values = { propertyValue: string; downPayment: string; loanTerm: string; interestRate: string; monthlyIncome: string };
// A preset changes only the fields it names in its text: never the family's income.
type PresetValues = Omit<Values, "monthlyIncome">;

const PRESETS: { id: string; title: string; text: string; icon: typeof Home; values: PresetValues }[] = [
  { id: "first", title: "Prima casa", text: "180.000 €, anticipo 20%, 25 anni, tasso 3,2%", icon: Home, values: { propertyValue: "180000", downPayment: "20", loanTerm: "25", interestRate: "3.2" } },
  { id: "family", title: "Casa di famiglia", text: "280.000 €, anticipo 20%, 30 anni, tasso 3,5%", icon: Users, values: { propertyValue: "280000", downPayment: "20", loanTerm: "30", interestRate: "3.5" } },
  { id: "premium", title: "Casa premium", text: "550.000 €, anticipo 30%, 20 anni, tasso 3,8%", icon: Building2, values: { propertyValue: "550000", downPayment: "30", loanTerm: "20", interestRate: "3.8" } },
];
const DEFAULT_VALUES: Values = { ...PRESETS[0]!.values, monthlyIncome: "2500" };

const pct = (v: number | string) => `${formatNumber(Number(v), 1)}%`;

export default function MortgageCalculatorPage() {
  const form = useZodForm(mortgageSchema, { mode: "onChange", defaultValues: DEFAULT_VALUES });
  // A signed-in household's income (onboarding or /account) replaces the example's, unless typed over.
  const { isAuthenticated } = useAuth();
  const profile = useHouseholdProfile(isAuthenticated);
  const householdIncome = profile.data?.monthlyIncome ?? null;
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (householdIncome === null || getFieldState("monthlyIncome").isDirty) return;
    setValue("monthlyIncome", toAmountInput(householdIncome), { shouldValidate: true });
  }, [householdIncome, getFieldState, setValue]);
  // Typing stays responsive: the results follow the inputs at a lower priority.
  const values = useDeferredValue(useWatch({ control: form.control }));
  const parsed = mortgageSchema.safeParse(values);
  const input = parsed.success ? parsed.data : null;
  // The verdict and the figures wait until the income is the family's (docs/client.md,
  // "Calcolatori"): not while a signed-in user's profile is on its way, nor in the render before
  // its income reaches the deferred values (the app draws pages once the session is known, so a
  // visitor's are the example's at once).
  const incomePending =
    (isAuthenticated && profile.isPending && profile.fetchStatus !== "idle") ||
    (householdIncome !== null && !getFieldState("monthlyIncome").isDirty && values.monthlyIncome !== toAmountInput(householdIncome));
  const result = input && !incomePending ? calculateMortgage(input) : null;
  const errors = form.formState.errors;

  const applyPreset = (v: PresetValues) => {
    for (const [k, val] of Object.entries(v)) form.setValue(k as keyof FormIn, val, { shouldValidate: true });
  };

  const select = (name: "downPayment" | "loanTerm" | "interestRate", label: string, options: readonly (number | string)[], fmt: (o: number | string) => string) => (
    <Field id={name} label={label} error={errors[name]?.message}>
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

  const numberInput = (name: "propertyValue" | "monthlyIncome", label: string) => (
    <MoneyField id={name} label={label} error={errors[name]?.message} registration={form.register(name)} />
  );

  return (
    <Page title="Calcolatore Mutuo" intro="Rata, interessi, sostenibilità e piano di ammortamento completo. I risultati si aggiornano mentre scrivi.">
      <div className="space-y-6">
        <section aria-labelledby="mortgage-presets">
          <h2 id="mortgage-presets" className="mb-3 text-lg font-semibold">Scenari pronti</h2>
          <div className="grid gap-3 sm:grid-cols-3">
            {PRESETS.map(({ id, title, text, icon: Icon, values: v }) => (
              <button
                key={id}
                type="button"
                onClick={() => applyPreset(v)}
                className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
                </span>
              </button>
            ))}
          </div>
        </section>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <Card>
            <CardHeader>
              <CardTitle>Dati del mutuo</CardTitle>
            </CardHeader>
            <CardContent>
              <form noValidate onSubmit={(e) => e.preventDefault()} className="space-y-4">
                {numberInput("propertyValue", "Valore dell'immobile (€)")}
                {select("downPayment", "Anticipo", MORTGAGE_DOWN_CHOICES, (o) => `${o}%`)}
                {select("loanTerm", "Durata", MORTGAGE_TERM_CHOICES, (o) => `${o} anni`)}
                {select("interestRate", "Tasso di interesse annuo", MORTGAGE_RATE_CHOICES, pct)}
                {numberInput("monthlyIncome", "Reddito mensile netto della famiglia (€)")}
              </form>
            </CardContent>
          </Card>
          {incomePending ? (
            <Card>
              <CardContent className="pt-5">
                <Spinner className="h-24" label="Caricamento del reddito della famiglia…" />
              </CardContent>
            </Card>
          ) : result ? (
            <MortgageBreakdown result={result} />
          ) : (
            <Card>
              <CardContent className="pt-5 text-slate-600">Correggi i dati del mutuo per vedere i risultati.</CardContent>
            </Card>
          )}
        </div>

        {input && !incomePending && <MortgageReverse input={input} />}

        {result && (
          <Card>
            <CardHeader>
              <CardTitle>Piano di ammortamento</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <Suspense fallback={<Spinner className="h-72" />}>
                <MortgageChart years={result.years} />
              </Suspense>
              <MortgageSchedule years={result.years} />
            </CardContent>
          </Card>
        )}

        {input && <MortgageGuide propertyValue={input.propertyValue} loanCents={result?.loanAmountCents ?? 0} minDownPayment={Number(MORTGAGE_DOWN_CHOICES[0])} />}
      </div>
    </Page>
  );
}
