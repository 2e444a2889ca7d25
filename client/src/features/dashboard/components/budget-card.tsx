import { Wallet } from "lucide-react";
import { formatEuro } from "@shared/money";
import { sharesOf } from "@shared/finance/budget";
import type { DashboardSummary } from "@shared/schemas/gamification";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** The saved budget's split (docs/gamification.md); only rendered when a budget exists. */
export function BudgetCard({ budget }: { budget: NonNullable<DashboardSummary["budget"]> }) {
  // The family's split the budget was saved with (docs/plan.md, "La ripartizione della famiglia").
  const shares = sharesOf(budget);
  const rows = [
    { label: "Necessità", pct: shares.necessities, value: budget.necessities, tone: "text-sky-800" },
    { label: "Desideri", pct: shares.wants, value: budget.wants, tone: "text-violet-800" },
    { label: "Risparmi", pct: shares.savings, value: budget.savings, tone: "text-emerald-800" },
  ];
  return (
    <Card data-testid="budget-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wallet className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Il tuo budget attuale
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {rows.map((r) => (
            <div key={r.label} className="rounded-lg bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">
                {r.label} ({r.pct}%)
              </dt>
              <dd className={`text-base font-bold sm:text-lg ${r.tone}`}>{formatEuro(r.value)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
