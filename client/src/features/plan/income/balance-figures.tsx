import type { MonthBalance } from "@shared/schemas/income";
import { formatEuro } from "@shared/money";

// The month's income, spending and what is left to spend (docs/plan.md, "Entrate e saldo del mese"),
// on /plan and on the dashboard.
const AVAILABLE_SOURCE: Record<MonthBalance["available"]["source"], string> = {
  income: "sulle entrate registrate questo mese",
  budget: "sul reddito del tuo budget salvato (nessuna entrata registrata questo mese)",
  none: "registra un'entrata o salva un budget per saperlo",
};

export function BalanceFigures({ balance }: { balance: MonthBalance }) {
  const left = Number(balance.leftToSpend);
  return (
    <dl className="grid gap-2 sm:grid-cols-3" aria-live="polite">
      <div>
        <dt className="text-sm text-slate-600">Entrate del mese</dt>
        <dd className="text-lg font-semibold">{formatEuro(balance.income)}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">Spese del mese</dt>
        <dd className="text-lg font-semibold">{formatEuro(balance.spending)}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">Quanto puoi ancora spendere</dt>
        <dd className={left < 0 ? "text-lg font-semibold text-red-700" : "text-lg font-semibold text-emerald-700"}>{formatEuro(balance.leftToSpend)}</dd>
        <dd className="text-xs text-slate-600">Calcolato {AVAILABLE_SOURCE[balance.available.source]}.</dd>
      </div>
    </dl>
  );
}
