import { Fragment, useState } from "react";
import { formatCents } from "@shared/money";
import { ChevronDown, ChevronRight } from "lucide-react";
import type { ScheduleYear } from "@shared/finance/mortgage";

const euro = formatCents;

/** The amortisation plan by year; each year opens to its months. */
export function MortgageSchedule({ years }: { years: ScheduleYear[] }) {
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (y: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(y)) next.delete(y);
      else next.add(y);
      return next;
    });
  return (
    <div className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200">
      <table className="w-full text-right text-sm tabular-nums" data-testid="amortization-table">
        <caption className="sr-only">Piano di ammortamento per anno, apribile per mese</caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="p-2 text-left">Periodo</th>
            <th scope="col" className="hidden p-2 sm:table-cell">Rate</th>
            <th scope="col" className="p-2">Capitale</th>
            <th scope="col" className="p-2">Interessi</th>
            <th scope="col" className="p-2">Debito residuo</th>
          </tr>
        </thead>
        <tbody>
          {years.map((y) => {
            const isOpen = open.has(y.year);
            return (
              <Fragment key={y.year}>
                <tr className="border-t border-slate-200 bg-white">
                  <th scope="row" className="p-2 text-left font-medium">
                    <button
                      type="button"
                      onClick={() => toggle(y.year)}
                      aria-expanded={isOpen}
                      className="inline-flex items-center gap-1 rounded px-1 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                    >
                      {isOpen ? <ChevronDown className="h-4 w-4" aria-hidden="true" /> : <ChevronRight className="h-4 w-4" aria-hidden="true" />}
                      <span className="whitespace-nowrap">Anno {y.year}</span>
                    </button>
                  </th>
                  <td className="hidden p-2 sm:table-cell">{euro(y.paymentCents)}</td>
                  <td className="p-2">{euro(y.principalCents)}</td>
                  <td className="p-2">{euro(y.interestCents)}</td>
                  <td className="p-2">{euro(y.balanceCents)}</td>
                </tr>
                {isOpen &&
                  y.months.map((m) => (
                    <tr key={m.month} className="bg-slate-50 text-slate-700">
                      <th scope="row" className="p-2 pl-9 text-left font-normal"><span className="whitespace-nowrap">Mese {m.month}</span></th>
                      <td className="hidden p-2 sm:table-cell">{euro(m.paymentCents)}</td>
                      <td className="p-2">{euro(m.principalCents)}</td>
                      <td className="p-2">{euro(m.interestCents)}</td>
                      <td className="p-2">{euro(m.balanceCents)}</td>
                    </tr>
                  ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
