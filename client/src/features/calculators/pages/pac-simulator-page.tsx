import { lazy, Suspense, useDeferredValue, useRef, useState } from "react";
import { centsToString, formatCents, toAmountInput, toCents } from "@shared/money";
import type { z } from "zod";
import { useWatch } from "react-hook-form";
import { flushSync } from "react-dom";
import { GraduationCap, Home, ShieldCheck } from "lucide-react";
import { formatFactNumber } from "@shared/facts";
import { CALC_MESSAGES, pacSimulationSchema, PAC_RETURN_CHOICES, PAC_YEAR_CHOICES, type PacSimulation } from "@shared/schemas/calculators";
import { PAC_DEFAULT_INFLATION_PERCENT, PAC_DEFAULT_TER_PERCENT, PAC_STAMP_DUTY_PERCENT, trySimulatePac, trySimulatePacWithCosts } from "@shared/finance/pac";
import { formatNumber } from "@shared/format";
import { Page } from "@/components/ui/page";
import { Button } from "@/components/ui/button";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/input";
import { Field } from "@/components/form/field";
import { MoneyField } from "@/components/form/money-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { parseItalianNumber } from "@shared/numbers";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useAuth } from "@/lib/use-auth";
import { usePacSimulations, useSavePacSimulation } from "../api";
import { PacMilestones, PacResults, PacYearTable } from "../components/pac-results";
import { PacHistory } from "../components/pac-history";
import { PacInfoCards } from "../components/pac-info";

const PacChart = lazy(() => import("../components/pac-chart"));

type FormIn = z.input<typeof pacSimulationSchema>;

// No "emergency fund" preset: the lessons keep the emergency fund liquid, on a deposit account,
// never invested in a PAC (issue 42); the page says so beside the presets instead.
const PRESETS = [
  { id: "house", title: "Anticipo casa", text: "300 € al mese per 10 anni", icon: Home, values: { monthlyAmount: "300", years: "10", expectedReturn: "4.2" } },
  { id: "university", title: "Università dei figli", text: "100 € al mese per 15 anni", icon: GraduationCap, values: { monthlyAmount: "100", years: "15", expectedReturn: "5.8" } },
] as const;

const returnLabel = (r: string) => `${formatNumber(Number(r), 1)}%`;

export default function PacSimulatorPage() {
  const { isAuthenticated, isLoading: sessionPending } = useAuth();
  const history = usePacSimulations(isAuthenticated);
  const save = useSavePacSimulation();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [inflation, setInflation] = useState(String(PAC_DEFAULT_INFLATION_PERCENT));
  // The fund's yearly cost and the stamp duty (docs/calculators.md, "PAC con i costi").
  const [ter, setTer] = useState(formatFactNumber(PAC_DEFAULT_TER_PERCENT, 2));
  const [stampDuty, setStampDuty] = useState(true);
  // A saved simulation may use a duration or return outside the offered choices (the API
  // accepts 1-50 years, 0-50 %): its values join the select so it can be reloaded.
  const [extra, setExtra] = useState<{ years: number[]; returns: string[] }>({ years: [], returns: [] });
  const yearOptions = [...new Set<number>([...PAC_YEAR_CHOICES, ...extra.years])].sort((a, b) => a - b);
  const returnOptions = [...new Set<string>([...PAC_RETURN_CHOICES.map((r) => String(Number(r))), ...extra.returns])].sort((a, b) => Number(a) - Number(b));
  const form = useZodForm(pacSimulationSchema, { mode: "onChange", defaultValues: { monthlyAmount: "200", years: "20", expectedReturn: "6.5" } });
  // Typing stays responsive: the results follow the inputs at a lower priority.
  const values = useDeferredValue(useWatch({ control: form.control }));
  const parsed = pacSimulationSchema.safeParse(values);
  // A plan too large to compute exactly is refused with the form's message instead of crashing.
  const attempt = parsed.success ? trySimulatePac(parsed.data) : null;
  const result = attempt?.result ?? null;
  const costsAttempt = result && parsed.success ? trySimulatePacWithCosts({ ...parsed.data, terPercent: ter, stampDuty }) : null;
  const costs = costsAttempt?.result ?? null;
  const terError = costsAttempt?.error?.field === "terPercent" ? costsAttempt.error.message : undefined;
  const errors = form.formState.errors;
  const inflationRead = parseItalianNumber(inflation, "percent");
  const inflationNum = inflationRead.ok ? inflationRead.value : Number.NaN;
  const inflationOk = inflationRead.ok && inflationNum >= 0 && inflationNum <= 20;

  function applyValues(v: { monthlyAmount: string; years: string; expectedReturn: string }) {
    for (const [k, val] of Object.entries(v)) form.setValue(k as keyof FormIn, val, { shouldValidate: true });
  }

  const onSubmit = form.handleSubmit((data) => {
    resultsRef.current?.focus();
    if (!isAuthenticated) return;
    const { result: r, error } = trySimulatePac(data);
    if (!r) return toast({ title: "Errore", description: error.message, variant: "destructive" });
    save.mutate(
      { monthlyAmount: centsToString(toCents(data.monthlyAmount)), years: data.years, expectedReturn: centsToString(toCents(data.expectedReturn)), finalAmount: centsToString(r.finalAmountCents) },
      {
        onSuccess: () => toast({ title: "Simulazione salvata", description: `Valore finale ${formatCents(r.finalAmountCents)}`, variant: "success" }),
      },
    );
  });

  return (
    <Page title="Simulatore PAC" intro="Scopri quanto può crescere un piano di accumulo: versamento mensile, durata e rendimento atteso. I risultati si aggiornano mentre scrivi.">
      <div className="space-y-6">
        <section aria-labelledby="presets-title">
          <h2 id="presets-title" className="mb-3 text-lg font-semibold">Scenari pronti</h2>
          <div className="grid gap-3 sm:grid-cols-3">
            {PRESETS.map(({ id, title, text, icon: Icon, values: v }) => (
              <button
                key={id}
                type="button"
                onClick={() => applyValues(v)}
                className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
                </span>
              </button>
            ))}
            <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-left" data-testid="pac-emergency-note">
              <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-slate-900">E il fondo di emergenza?</span>
                <span className="block text-sm text-slate-600">Non si investe in un PAC: tienilo su un conto deposito libero o svincolabile, pronto quando serve. Il PAC viene dopo.</span>
              </span>
            </div>
          </div>
        </section>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
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
                      {yearOptions.map((y) => (
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
                      {returnOptions.map((r) => (
                        <option key={r} value={r}>
                          {returnLabel(r)}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field id="ter" label="Costo annuo del fondo, TER (%)" error={terError}>
                  {(control) => <Input {...control} type="text" inputMode="decimal" autoComplete="off" value={ter} onChange={(e) => setTer(e.target.value)} />}
                </Field>
                <label className="flex items-start gap-2 text-sm text-slate-700">
                  <input type="checkbox" className="mt-1" checked={stampDuty} onChange={(e) => setStampDuty(e.target.checked)} />
                  <span>Includi l'imposta di bollo ({formatFactNumber(PAC_STAMP_DUTY_PERCENT, 2)}% l'anno sul valore del deposito titoli)</span>
                </label>
                <Field id="inflation" label="Inflazione annua stimata (%)" error={inflationOk ? undefined : "Inserisci un'inflazione tra 0% e 20%"}>
                  {(control) => <Input {...control} type="text" inputMode="decimal" autoComplete="off" value={inflation} onChange={(e) => setInflation(e.target.value)} />}
                </Field>
                <Button type="submit" className="w-full" disabled={save.isPending}>
                  {save.isPending ? CALC_MESSAGES.saving : isAuthenticated ? "Calcola e salva" : "Calcola"}
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

          <div className="space-y-4">
            <h2 ref={resultsRef} tabIndex={-1} className="sr-only">
              Risultati
            </h2>
            {result ? <PacResults result={result} costs={costs} years={parsed.data!.years} inflation={inflationOk ? inflationNum : PAC_DEFAULT_INFLATION_PERCENT} /> : <Card><CardContent className="pt-5 text-slate-600">{attempt?.error?.message ?? "Correggi i dati del piano per vedere i risultati."}</CardContent></Card>}
          </div>
        </div>

        {result && <PacMilestones result={result} />}

        {result && (
          <Card>
            <CardHeader>
              <CardTitle>Versato e valore anno per anno</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <Suspense fallback={<div className="flex h-72 items-center justify-center"><Spinner /></div>}>
                <PacChart yearly={result.yearly} />
              </Suspense>
              <PacYearTable result={result} costs={costs} inflation={inflationOk ? inflationNum : PAC_DEFAULT_INFLATION_PERCENT} />
            </CardContent>
          </Card>
        )}

        {isAuthenticated && history.data && (
          <PacHistory
            items={history.data}
            onPick={(s: PacSimulation) => {
              const ret = String(Number(s.expectedReturn));
              flushSync(() => setExtra((e) => ({ years: [...e.years, s.years], returns: [...e.returns, ret] })));
              applyValues({ monthlyAmount: toAmountInput(s.monthlyAmount), years: String(s.years), expectedReturn: ret });
            }}
          />
        )}

        <PacInfoCards />
      </div>
    </Page>
  );
}
