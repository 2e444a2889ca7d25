import type { IseeEstimate } from "@shared/schemas/benefits";
import { formatEuro } from "@shared/money";
import { formatNumber } from "@shared/format";

/** The ISEE estimate with every step and the rule it applies (docs/benefits.md, "ISEE"). */
export function IseeResult({ result }: { result: IseeEstimate }) {
  return (
    <section aria-labelledby="isee-result-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="isee-result-title" className="text-xl font-semibold text-slate-900">
        La tua stima dell'ISEE
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-brand-50 p-3">
          <dt className="text-sm text-slate-700">ISEE ordinario</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="isee-ordinary">{formatEuro(result.isee)}</dd>
        </div>
        <div className="rounded-lg bg-emerald-50 p-3">
          <dt className="text-sm text-slate-700">ISEE per Assegno unico e prestazioni familiari (regole 2026)</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="isee-family">{formatEuro(result.familyBenefits.isee)}</dd>
        </div>
      </dl>
      <ol className="space-y-2">
        {result.steps.map((s, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2 text-sm">
            <span>
              <span className="font-medium text-slate-900">{s.label}</span>
              <span className="block text-slate-600">{s.rule}</span>
            </span>
            <span className="font-semibold tabular-nums text-slate-900">{s.amount !== undefined ? formatEuro(s.amount) : s.value !== undefined ? formatNumber(s.value) : ""}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
