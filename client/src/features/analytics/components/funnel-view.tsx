import type { ConversionFunnel } from "@shared/schemas/analytics";
import { formatNumber, formatPercent } from "@shared/format";
import { definitionText } from "@shared/metrics";

export function FunnelView({ funnel }: { funnel: ConversionFunnel }) {
  const steps = [
    { label: "Visitatori della landing page", value: funnel.landingPageVisits },
    { label: "… che hanno letto il blog", value: funnel.blogVisits },
    { label: "… e usato un calcolatore", value: funnel.calculatorVisits },
    { label: "… e aperto la pagina di accesso", value: funnel.loginAttempts },
  ];
  const max = Math.max(1, ...steps.map((s) => s.value));
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">Persone (una per giorno) nel periodo scelto: ogni passo conta solo chi ha fatto anche i precedenti.</p>
      <ol className="grid gap-2">
        {steps.map((s) => (
          <li key={s.label} className="grid gap-1">
            <div className="flex justify-between text-sm">
              <span className="text-slate-800">{s.label}</span>
              <span className="font-semibold text-slate-900">{formatNumber(s.value)}</span>
            </div>
            <div className="h-3 rounded bg-slate-100">
              <div className="h-3 rounded bg-brand-600" style={{ width: `${(s.value / max) * 100}%` }} />
            </div>
          </li>
        ))}
      </ol>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">Dal blog ai calcolatori</dt>
          <dd className="text-xl font-bold text-slate-900">{formatPercent(funnel.blogToCalculatorRate)}</dd>
          <dd className="text-xs text-slate-500">{definitionText("blogToCalculator")}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">Dai calcolatori all'accesso</dt>
          <dd className="text-xl font-bold text-slate-900">{formatPercent(funnel.calculatorToLoginRate)}</dd>
          <dd className="text-xs text-slate-500">{definitionText("calculatorToLogin")}</dd>
        </div>
      </dl>
    </div>
  );
}
