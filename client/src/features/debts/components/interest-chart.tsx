import { centsToEuros, formatCents, formatEuro, formatEuroRounded } from "@shared/money";
import { BarChart } from "@/components/charts/bar-chart";
import { monthsText } from "../format";

type Row = { label: string; cents: number; months: number | null };

/**
 * Total interest of each strategy and of the minimums alone: the charts' shared bar chart (one
 * image with a summary to assistive technology) and a table with the same figures.
 */
export function InterestChart({ rows }: { rows: Row[] }) {
  const summary = rows.map((r) => `${r.label} ${formatCents(r.cents)}`).join(", ");
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="text-base font-semibold text-slate-900">Interessi totali a confronto</h3>
      <BarChart
        label={`Grafico degli interessi totali: ${summary}.`}
        labels={rows.map((r) => r.label)}
        series={[{ name: "Interessi totali", color: "#047857", values: rows.map((r) => centsToEuros(r.cents)) }]}
        formatTick={formatEuroRounded}
        formatValue={formatEuro}
        height={224}
      />
      <table className="w-full text-sm">
        <caption className="sr-only">Interessi totali e durata per strategia</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-1 pr-2 font-medium">
              Strategia
            </th>
            <th scope="col" className="py-1 pl-2 text-right font-medium">
              Interessi totali
            </th>
            <th scope="col" className="py-1 pl-2 text-right font-medium">
              Durata
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-800">
                {r.label}
              </th>
              <td className="py-1 pl-2 text-right tabular-nums text-slate-800">{formatCents(r.cents)}</td>
              <td className="py-1 pl-2 text-right text-slate-800">{r.months === null ? "—" : monthsText(r.months)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
