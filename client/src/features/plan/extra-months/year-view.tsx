import { EXTRA_KIND_LABELS, EXTRA_STEP_LABELS, type ExtraMonthsPlan } from "@shared/schemas/extra-months";
import { formatEuro } from "@shared/money";
import { cn } from "@/lib/cn";
import { MONTHS, monthLabel } from "./months";

/**
 * The year's twelve months with the extra payments marked (docs/plan.md, "Mensilità aggiuntive"):
 * a grid for the eye, hidden from screen readers, and the same as a table for them.
 */
export function YearView({ plan }: { plan: ExtraMonthsPlan }) {
  const extraOf = (month: number) => plan.months.find((m) => m.month === month);
  return (
    <div>
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-hidden="true">
        {MONTHS.map((month) => {
          const extra = extraOf(month);
          return (
            <li key={month} className={cn("rounded border p-2 text-center text-sm", extra ? "border-emerald-600 bg-emerald-50 font-semibold text-emerald-900" : "border-slate-200 text-slate-700")}>
              <span className="block capitalize">{monthLabel(month)}</span>
              {extra && <span className="block text-xs">+ {EXTRA_KIND_LABELS[extra.kind]}</span>}
            </li>
          );
        })}
      </ol>
      <table className="sr-only">
        <caption>Mensilità del {plan.year}</caption>
        <thead>
          <tr>
            <th scope="col">Mese</th>
            <th scope="col">Mensilità aggiuntiva</th>
          </tr>
        </thead>
        <tbody>
          {MONTHS.map((month) => {
            const extra = extraOf(month);
            return (
              <tr key={month}>
                <th scope="row">{monthLabel(month)}</th>
                <td>{extra ? `${EXTRA_KIND_LABELS[extra.kind]}${extra.past ? " (già arrivata)" : ""}` : "Nessuna"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** How each extra payment not yet arrived could be split (docs/plan.md, "Mensilità aggiuntive"). */
export function ExtraProposal({ plan }: { plan: ExtraMonthsPlan }) {
  if (plan.amountSource === "none") return <p className="text-sm text-slate-700">Indica il reddito mensile o l'importo di una mensilità aggiuntiva: ti proporremo come dividerla.</p>;
  if (plan.proposal.length === 0) return <p className="text-sm text-slate-700">Nessuna mensilità aggiuntiva da dividere nel {plan.year}.</p>;
  return (
    <div className="grid gap-3">
      {plan.proposal.map((p) => (
        <div key={p.month} className="rounded border border-slate-200 p-3">
          <h3 className="font-semibold">
            {EXTRA_KIND_LABELS[p.kind]} di {monthLabel(p.month)} {plan.year}: {formatEuro(p.amount)}
          </h3>
          <ul className="mt-2 grid gap-1 text-sm" aria-label={`Proposta per la ${EXTRA_KIND_LABELS[p.kind].toLowerCase()}`}>
            {p.allocations.map((a) => (
              <li key={`${a.step}-${a.goalId ?? "fondo"}`} className="flex flex-wrap justify-between gap-2">
                <span>
                  {a.name}
                  {a.name !== EXTRA_STEP_LABELS[a.step] && <span className="text-slate-600"> ({EXTRA_STEP_LABELS[a.step]})</span>}
                </span>
                <strong>{formatEuro(a.amount)}</strong>
              </li>
            ))}
            <li className="flex flex-wrap justify-between gap-2">
              <span>Resta libero</span>
              <strong>{formatEuro(p.unallocated)}</strong>
            </li>
          </ul>
        </div>
      ))}
    </div>
  );
}
