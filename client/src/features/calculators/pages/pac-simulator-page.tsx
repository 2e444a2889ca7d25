import { lazy, Suspense, useRef } from "react";
import { centsToString, formatCents, toCents } from "@shared/money";
import { trySimulatePac } from "@shared/finance/pac";
import { Page } from "@/components/ui/page";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useAuth } from "@/lib/use-auth";
import { usePacSimulations, useSavePacSimulation } from "../api";
import { PacMilestones, PacResults, PacYearTable } from "../components/pac-results";
import { PacHistory } from "../components/pac-history";
import { PacInfoCards } from "../components/pac-info";
import { PacPresets } from "../components/pac-presets";
import { PacForm } from "../components/pac-form";
import { usePacPlan, type PacPlan } from "../hooks/use-pac-plan";

const PacChart = lazy(() => import("../components/pac-chart"));

// "Calcola" moves the focus to the results; a signed-in user's plan is also saved.
function usePacSubmit(plan: PacPlan, isAuthenticated: boolean) {
  const save = useSavePacSimulation();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const onSubmit = plan.form.handleSubmit((data) => {
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
  return { onSubmit, saving: save.isPending, resultsRef };
}

function PacYearByYear({ plan }: { plan: PacPlan }) {
  if (!plan.result) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Versato e valore anno per anno</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Suspense fallback={<div className="flex h-72 items-center justify-center"><Spinner /></div>}>
          <PacChart yearly={plan.result.yearly} />
        </Suspense>
        <PacYearTable result={plan.result} costs={plan.costs} inflation={plan.inflationUsed} />
      </CardContent>
    </Card>
  );
}

export default function PacSimulatorPage() {
  const { isAuthenticated, isLoading: sessionPending } = useAuth();
  const history = usePacSimulations(isAuthenticated);
  const plan = usePacPlan();
  const { onSubmit, saving, resultsRef } = usePacSubmit(plan, isAuthenticated);
  const { result } = plan;

  return (
    <Page title="Simulatore PAC" intro="Scopri quanto può crescere un piano di accumulo: versamento mensile, durata e rendimento atteso. I risultati si aggiornano mentre scrivi.">
      <div className="space-y-6">
        <PacPresets onPick={plan.applyValues} />

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
          <PacForm plan={plan} onSubmit={onSubmit} saving={saving} isAuthenticated={isAuthenticated} sessionPending={sessionPending} />
          <div className="space-y-4">
            <h2 ref={resultsRef} tabIndex={-1} className="sr-only">
              Risultati
            </h2>
            {result ? <PacResults result={result} costs={plan.costs} years={plan.years} inflation={plan.inflationUsed} /> : <Card><CardContent className="pt-5 text-slate-600">{plan.resultError}</CardContent></Card>}
          </div>
        </div>

        {result && <PacMilestones result={result} />}
        <PacYearByYear plan={plan} />
        {isAuthenticated && history.data && <PacHistory items={history.data} onPick={plan.pickSaved} />}
        <PacInfoCards />
      </div>
    </Page>
  );
}
