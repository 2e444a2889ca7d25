import { DEDUCTION_TYPE_LABELS, memberLabel, type DeductionSummary } from "@shared/schemas/deductions";
import { formatEuro } from "@shared/money";
import { italianDate } from "@shared/schemas/expenses";

/** Per member and type: total, eligible and saving, then the totals (docs/tax.md). */
export function SummaryTable({ summary }: { summary: DeductionSummary }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="sr-only">Spese detraibili del {summary.year} per familiare e tipo</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-2">Familiare e tipo</th>
            <th scope="col" className="py-2 pr-2 text-right">Totale</th>
            <th scope="col" className="py-2 pr-2 text-right">Detraibile</th>
            <th scope="col" className="py-2 text-right">Risparmio</th>
          </tr>
        </thead>
        <tbody>
          {summary.members.flatMap((m) =>
            m.types.map((t) => (
              <tr key={`${m.member}-${t.type}`} className="border-b">
                <th scope="row" className="py-2 pr-2 font-normal">
                  {memberLabel(m.member)}: {DEDUCTION_TYPE_LABELS[t.type]}
                </th>
                <td className="py-2 pr-2 text-right">{formatEuro(t.total)}</td>
                <td className="py-2 pr-2 text-right">{formatEuro(t.eligible)}</td>
                <td className="py-2 text-right">{formatEuro(t.saving)}</td>
              </tr>
            )),
          )}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="py-2 pr-2">Totale</th>
            <td className="py-2 pr-2 text-right">{formatEuro(summary.totals.total)}</td>
            <td className="py-2 pr-2 text-right">{formatEuro(summary.totals.eligible)}</td>
            <td className="py-2 text-right">{formatEuro(summary.totals.saving)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The expenses left out, each with its Italian reason. */
export function ExcludedList({ excluded }: { excluded: DeductionSummary["excluded"] }) {
  if (excluded.length === 0) return null;
  return (
    <section aria-labelledby="tax-excluded">
      <h2 id="tax-excluded" className="mb-2 text-lg font-semibold">Spese escluse</h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {excluded.map((x) => (
          <li key={x.expenseId}>
            {x.date && x.description && x.amount ? (
              <>
                <time dateTime={x.date}>{italianDate(x.date)}</time> · {x.description} · {formatEuro(x.amount)}: {x.reason}
              </>
            ) : (
              <>
                Spesa n. {x.expenseId}: {x.reason}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
