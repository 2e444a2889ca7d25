import { useState } from "react";
import { Link } from "wouter";
import { Page } from "@/components/ui/page";
import { useAuth } from "@/lib/use-auth";
import { useStoredDebts, type PlanComparison } from "../api";
import { PlannerForm } from "../components/planner-form";
import { PlanComparisonView } from "../components/plan-comparison";
import { StoredDebts } from "../components/stored-debts";

/** /debts: the debt payoff planner, for everyone; stored debts for a signed-in user (docs/calculators.md, "Piano di rientro dai debiti"). */
export default function DebtsPage() {
  const { isAuthenticated } = useAuth();
  const stored = useStoredDebts(isAuthenticated);
  const [plans, setPlans] = useState<PlanComparison | null>(null);
  return (
    <Page
      title="Piano di rientro dai debiti"
      intro="Inserisci i tuoi debiti e quanto puoi pagare in più ogni mese: confrontiamo la strategia «valanga» (prima il TAEG più alto) con la «palla di neve» (prima il debito più piccolo)."
    >
      <div className="grid gap-6">
        {isAuthenticated ? (
          <StoredDebts debts={stored.data ?? []} />
        ) : (
          <p className="text-sm text-slate-700">
            Il calcolo è gratuito per tutti. <Link href="/login" className="font-medium text-brand-700 underline">Accedi</Link> per salvare i tuoi debiti.
          </p>
        )}
        <section aria-labelledby="pianificatore-titolo" className="grid gap-3">
          <h2 id="pianificatore-titolo" className="text-xl font-semibold text-slate-900">
            Debiti da confrontare
          </h2>
          <PlannerForm stored={stored.data ?? []} onResult={setPlans} />
        </section>
        {plans && <PlanComparisonView plans={plans} />}
        <p className="text-xs text-slate-600">
          Ogni mese il debito cresce degli interessi (debito × TAEG ÷ 12, arrotondati al centesimo); il totale delle rate minime più la somma in più paga prima le rate minime, poi il resto va al debito scelto dalla strategia, anche quello che si libera quando un debito finisce.
        </p>
      </div>
    </Page>
  );
}
