import { lazy, Suspense } from "react";
import { Building2, Home, Users } from "lucide-react";
import { MORTGAGE_DOWN_CHOICES } from "@shared/schemas/calculators";
import type { MortgageResult } from "@shared/finance/mortgage";
import { Page } from "@/components/ui/page";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { MortgageBreakdown } from "../components/mortgage-results";
import { MortgageSchedule } from "../components/mortgage-schedule";
import { MortgageGuide, MortgageReverse } from "../components/mortgage-guide";
import { MortgageForm } from "../components/mortgage-form";
import { PresetButton } from "../components/preset-button";
import { useMortgageInputs, type MortgageInputs, type MortgagePresetValues } from "../hooks/use-mortgage-inputs";

const MortgageChart = lazy(() => import("../components/mortgage-chart"));

const PRESETS: { id: string; title: string; text: string; icon: typeof Home; values: MortgagePresetValues }[] = [
  { id: "first", title: "Prima casa", text: "180.000 €, anticipo 20%, 25 anni, tasso 3,2%", icon: Home, values: { propertyValue: "180000", downPayment: "20", loanTerm: "25", interestRate: "3.2" } },
  { id: "family", title: "Casa di famiglia", text: "280.000 €, anticipo 20%, 30 anni, tasso 3,5%", icon: Users, values: { propertyValue: "280000", downPayment: "20", loanTerm: "30", interestRate: "3.5" } },
  { id: "premium", title: "Casa premium", text: "550.000 €, anticipo 30%, 20 anni, tasso 3,8%", icon: Building2, values: { propertyValue: "550000", downPayment: "30", loanTerm: "20", interestRate: "3.8" } },
];

function MortgagePresets({ onPick }: { onPick: (values: MortgagePresetValues) => void }) {
  return (
    <section aria-labelledby="mortgage-presets">
      <h2 id="mortgage-presets" className="mb-3 text-lg font-semibold">Scenari pronti</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        {PRESETS.map(({ id, title, text, icon, values: v }) => (
          <PresetButton key={id} title={title} text={text} icon={icon} onClick={() => onPick(v)} />
        ))}
      </div>
    </section>
  );
}

function MortgageOutcome({ incomePending, result }: Pick<MortgageInputs, "incomePending" | "result">) {
  if (incomePending) {
    return (
      <Card>
        <CardContent className="pt-5">
          <Spinner className="h-24" label="Caricamento del reddito della famiglia…" />
        </CardContent>
      </Card>
    );
  }
  if (result) return <MortgageBreakdown result={result} />;
  return (
    <Card>
      <CardContent className="pt-5 text-slate-600">Correggi i dati del mutuo per vedere i risultati.</CardContent>
    </Card>
  );
}

function MortgagePlan({ result }: { result: MortgageResult }) {
  return (
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
  );
}

export default function MortgageCalculatorPage() {
  const { form, input, incomePending, result, applyPreset, fromUrl } = useMortgageInputs(PRESETS[0]!.values);
  return (
    <Page title="Calcolatore Mutuo" intro="Rata, interessi, sostenibilità e piano di ammortamento completo. I risultati si aggiornano mentre scrivi.">
      <div className="space-y-6">
        <MortgagePresets onPick={applyPreset} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <MortgageForm form={form} fromUrl={fromUrl} />
          <MortgageOutcome incomePending={incomePending} result={result} />
        </div>
        {input && !incomePending && <MortgageReverse input={input} />}
        {result && <MortgagePlan result={result} />}
        {input && <MortgageGuide propertyValue={input.propertyValue} loanCents={result?.loanAmountCents ?? 0} minDownPayment={Number(MORTGAGE_DOWN_CHOICES[0])} />}
      </div>
    </Page>
  );
}
