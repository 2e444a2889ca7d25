import { DEBT_STRATEGIES, type DebtStrategy } from "@shared/finance/debt-plan";
import { DEBT_STRATEGY_LABELS, type DebtPlanAnswer } from "@shared/schemas/debts";
import { formatEuro, toCents } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { PlanComparison } from "../api";
import { monthsText } from "../format";
import { InterestChart } from "./interest-chart";

const SHORT: Record<DebtStrategy, string> = { avalanche: "Valanga", snowball: "Palla di neve" };

function StrategyCard({ strategy, plan, best }: { strategy: DebtStrategy; plan: DebtPlanAnswer; best: boolean }) {
  return (
    <Card data-testid={`piano-${strategy}`}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          {DEBT_STRATEGY_LABELS[strategy]}
          {best && <Badge tone="brand">Meno interessi</Badge>}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="text-slate-600">Ordine in cui paghi i debiti</dt>
            <dd className="font-medium text-slate-900">{plan.order.join(" → ")}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Senza più debiti dopo</dt>
            <dd className="font-medium text-slate-900">{monthsText(plan.months)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Interessi totali</dt>
            <dd className="font-medium tabular-nums text-slate-900" data-testid={`interessi-${strategy}`}>
              {formatEuro(plan.totalInterest)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Interessi risparmiati rispetto alle sole rate minime</dt>
            <dd className="font-medium tabular-nums text-emerald-800">{formatEuro(plan.interestSaved)}</dd>
          </div>
        </dl>
        <h3 className="mt-4 text-sm font-semibold text-slate-800">Quando finisce ogni debito</h3>
        <ul className="mt-1 grid gap-1 text-sm">
          {plan.debts.map((d) => (
            <li key={d.name} className="flex flex-wrap justify-between gap-x-3">
              <span className="text-slate-800">{d.name}</span>
              <span className="tabular-nums text-slate-700">
                mese {d.paidOffMonth} · interessi {formatEuro(d.interest)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The two strategies side by side, then the total interest in a chart and its table (docs/calculators.md). */
export function PlanComparisonView({ plans }: { plans: PlanComparison }) {
  const interest = (s: DebtStrategy) => toCents(plans[s].totalInterest);
  const best: DebtStrategy | null = interest("avalanche") === interest("snowball") ? null : interest("avalanche") < interest("snowball") ? "avalanche" : "snowball";
  // Paying the minimums alone costs the plan's interest plus what it saves (the same for both).
  const minimumsOnlyCents = interest("avalanche") + toCents(plans.avalanche.interestSaved);
  const rows = [
    ...DEBT_STRATEGIES.map((s) => ({ label: SHORT[s], cents: interest(s), months: plans[s].months })),
    { label: "Solo rate minime", cents: minimumsOnlyCents, months: null },
  ];
  return (
    <section aria-labelledby="confronto-titolo" className="grid gap-4">
      <h2 id="confronto-titolo" className="text-xl font-semibold text-slate-900">
        Confronto tra le strategie
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {DEBT_STRATEGIES.map((s) => (
          <StrategyCard key={s} strategy={s} plan={plans[s]} best={best === s} />
        ))}
      </div>
      <InterestChart rows={rows} />
    </section>
  );
}
