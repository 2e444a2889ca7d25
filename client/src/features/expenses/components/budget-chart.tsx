import { formatPercent } from "@shared/format";
import { formatCents, formatEuro, toCents } from "@shared/money";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Progress } from "@/components/ui/progress";
import type { SavedBudget } from "../api";
import type { MonthTotals } from "../totals";

const ROWS = [
  { category: "necessita", share: "necessities", label: "Necessità (50%)", bar: "bg-sky-600", isGoal: false },
  { category: "desideri", share: "wants", label: "Desideri (30%)", bar: "bg-fuchsia-600", isGoal: false },
  { category: "risparmi", share: "savings", label: "Risparmi (20%)", bar: "bg-emerald-600", isGoal: true },
] as const;

/** How much of each 50/30/20 share the month used (savings: how much of the goal is reached). */
export function BudgetChart({ totals, budget, description }: { totals: MonthTotals; budget: SavedBudget | null | undefined; description?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Spese e budget 50/30/20</CardTitle>
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
                    <span className="font-medium text-slate-900">{r.label}</span>
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
