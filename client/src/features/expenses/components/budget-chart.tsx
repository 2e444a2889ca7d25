import { formatPercent } from "@shared/format";
import { BUDGET_SPLIT } from "@shared/constants";
import { sharesOf } from "@shared/finance/budget";
import { formatCents, formatEuro, toCents } from "@shared/money";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Progress } from "@/components/ui/progress";
import type { SavedBudget } from "../api";
import type { MonthTotals } from "../totals";

const ROWS = [
  { category: "necessita", share: "necessities", label: "Necessità", bar: "bg-sky-600", isGoal: false },
  { category: "desideri", share: "wants", label: "Desideri", bar: "bg-fuchsia-600", isGoal: false },
  { category: "risparmi", share: "savings", label: "Risparmi", bar: "bg-emerald-600", isGoal: true },
] as const;

/**
 * How much of each share of the saved budget the month used (savings: how much of the goal is
 * reached); the shares are the family's split the budget was saved with (docs/plan.md, "La
 * ripartizione della famiglia"), 50/30/20 by default.
 */
export function BudgetChart({ totals, budget, description }: { totals: MonthTotals; budget: SavedBudget | null | undefined; description?: string }) {
  const shares = budget ? sharesOf(budget) : BUDGET_SPLIT;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Spese e budget {shares.necessities}/{shares.wants}/{shares.savings}
        </CardTitle>
        <CardDescription>
          {description ?? (budget ? `Confronto con il budget salvato su un reddito di ${formatEuro(budget.monthlyIncome)}.` : "Salva il tuo budget per confrontare ogni categoria con la sua quota.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {budget ? (
          <ul className="grid gap-4">
            {ROWS.map((r) => {
              const spent = totals[r.category];
              const limit = toCents(budget[r.share]);
              const pct = limit > 0 ? (spent / limit) * 100 : 0;
              const over = !r.isGoal && spent > limit;
              return (
                <li key={r.category}>
                  <div className="mb-1 flex flex-wrap justify-between gap-x-3 text-sm">
                    <span className="font-medium text-slate-900">
                      {r.label} ({shares[r.share]}%)
                    </span>
                    <span className={over ? "font-semibold text-red-700" : "text-slate-700"}>
                      {formatCents(spent)} di {formatCents(limit)} ({formatPercent(pct, 0)})
                    </span>
                  </div>
                  <Progress value={pct} label={`${r.label}: ${formatPercent(pct, 0)} della quota`} barClassName={over ? "bg-red-600" : r.bar} />
                  {over && <p className="mt-1 text-xs text-red-700">Oltre la quota di {formatCents(spent - limit)}</p>}
                  {r.isGoal && spent >= limit && limit > 0 && <p className="mt-1 text-xs text-emerald-700">Obiettivo di risparmio raggiunto!</p>}
                </li>
              );
            })}
          </ul>
        ) : (
          <LinkButton href="/budget-calculator" variant="outline">
            Calcola e salva il budget
          </LinkButton>
        )}
      </CardContent>
    </Card>
  );
}
