import type { PacSimulation } from "@shared/schemas/calculators";
import { formatEuro } from "@shared/money";
import { formatDateTime, formatPercent } from "@shared/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";

/** The signed-in user's latest simulations (at most 6, newest first); a click reloads one. */
export function PacHistory({ items, onPick }: { items: PacSimulation[]; onPick: (s: PacSimulation) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Le tue simulazioni</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-slate-600">Non hai ancora salvato simulazioni: premi «Calcola e salva» per tenerne traccia.</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="pac-history">
            {items.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div>
                  <p className="font-medium">
                    {formatEuro(s.monthlyAmount)}/mese · {s.years} anni · {formatPercent(Number(s.expectedReturn), 1)}
                  </p>
                  <p className="text-xs text-slate-500">{formatDateTime(s.createdAt)}</p>
                </div>
                <div className="flex items-center gap-2">
                  <span className="font-semibold tabular-nums text-emerald-700">{formatEuro(s.finalAmount)}</span>
                  <Button size="sm" variant="ghost" onClick={() => onPick(s)} aria-label={`Ricarica la simulazione da ${formatEuro(s.monthlyAmount)} al mese per ${s.years} anni`}>
                    Ricarica
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
