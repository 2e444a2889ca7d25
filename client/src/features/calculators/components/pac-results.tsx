import { factText } from "@shared/facts";
import type { PacCostResult, PacResult } from "@shared/finance/pac";
import { formatCents } from "@shared/money";
import { afterGainTax, inTodaysMoneyCents, PAC_GAIN_TAX_PERCENT } from "@shared/finance/pac";
import { formatPercent } from "@shared/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const euro = formatCents;

function Stat({ label, value, testId, tone = "text-slate-900" }: { label: string; value: string; testId: string; tone?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <p className="text-sm text-slate-600">{label}</p>
      <p className={`text-xl font-bold tabular-nums ${tone}`} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/**
 * Totals in docs/calculators.md plus what a saver really keeps: the plan without costs, the same
 * plan with the fund's TER and the stamp duty ("PAC con i costi") and the euros lost to them,
 * after the tax on financial gains and in today's money.
 */
export function PacResults({ result, costs, years, inflation }: { result: PacResult; costs: PacCostResult | null; years: number; inflation: number }) {
  const { taxCents, netCents } = afterGainTax(result.finalAmountCents, result.totalInvestedCents);
  const keptCents = costs ? costs.netCents : netCents;
  return (
    <Card aria-live="polite">
      <CardHeader>
        <CardTitle>Risultati della simulazione</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Stat label="Totale versato" value={euro(result.totalInvestedCents)} testId="pac-invested" />
          <Stat label="Valore finale senza costi" value={euro(result.finalAmountCents)} testId="pac-final" tone="text-emerald-700" />
          <Stat label="Guadagno senza costi" value={euro(result.totalGainCents)} testId="pac-gain" />
          <Stat label="Rendimento totale senza costi" value={formatPercent(result.gainPercent, 2)} testId="pac-gain-percent" />
          {costs && (
            <>
              <Stat label="Valore finale con i costi" value={euro(costs.finalAmountCents)} testId="pac-final-costs" tone="text-emerald-700" />
              <Stat label={`Persi per i costi in ${years} anni`} value={`−${euro(costs.costsCents)}`} testId="pac-costs" tone="text-red-700" />
            </>
          )}
        </div>
        {costs && (
          <p className="text-sm text-slate-700" data-testid="pac-costs-detail">
            Con i costi il guadagno è {euro(costs.gainCents)} invece di {euro(result.totalGainCents)}. Il fondo trattiene {euro(costs.terCents)} di TER ({formatPercent(costs.terPercent, 2)} l'anno)
            {costs.stampDuty ? <>, il bollo ({factText("bollo-prodotti-finanziari")} l'anno sul valore) costa {euro(costs.stampDutyCents)}</> : null}; il resto della differenza è la crescita che quei soldi non hanno più fatto.
          </p>
        )}
        <dl className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Tasse sulla plusvalenza ({PAC_GAIN_TAX_PERCENT}%) alla vendita, senza costi</dt>
            <dd className="font-semibold tabular-nums">−{euro(taxCents)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Netto dopo le tasse, senza costi</dt>
            <dd className="font-semibold tabular-nums" data-testid="pac-net">
              {euro(netCents)}
            </dd>
          </div>
          {costs && (
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Netto dopo le tasse, con i costi</dt>
              <dd className="font-semibold tabular-nums" data-testid="pac-net-costs">
                {euro(costs.netCents)}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">
              Netto{costs ? " con i costi" : ""} in euro di oggi (inflazione {formatPercent(inflation, 1)})
            </dt>
            <dd className="font-semibold tabular-nums" data-testid="pac-real">
              {euro(inTodaysMoneyCents(keptCents, inflation, years))}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-slate-500" data-testid="pac-compounding">
          Il rendimento è composto mese per mese: {formatPercent(Number(result.annualPercent), 1)} l'anno diviso per 12 ogni mese equivale a un rendimento effettivo annuo del {formatPercent(result.effectiveAnnualPercent, 2)}. I costi del fondo
          si tolgono allo stesso modo, un dodicesimo al mese; il bollo a fine anno. I fondi e gli ETF ad accumulazione sono tassati solo quando vendi; sui titoli di Stato l'aliquota è {factText("aliquota-titoli-stato")}, qui usiamo il {factText("aliquota-redditi-finanziari")} per prudenza. Simulazione a rendimento costante: i mercati reali
          oscillano e i rendimenti passati non garantiscono quelli futuri.
        </p>
      </CardContent>
    </Card>
  );
}

export function PacMilestones({ result }: { result: PacResult }) {
  if (result.milestones.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Traguardi</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="pac-milestones">
          {result.milestones.map((m) => (
            <li key={m.year} className="rounded-lg border border-emerald-200 bg-emerald-50 p-3">
              <p className="text-sm font-semibold text-emerald-900">Dopo {m.year} anni</p>
              <p className="text-lg font-bold tabular-nums">{euro(m.valueCents)}</p>
              <p className="text-xs text-slate-600">versati {euro(m.investedCents)}</p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

export function PacYearTable({ result, costs, inflation }: { result: PacResult; costs: PacCostResult | null; inflation: number }) {
  return (
    // A scrolling box is focusable so keyboard users can scroll it too.
    <div className="max-h-96 overflow-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label="Andamento del piano anno per anno">
      <table className="w-full text-right text-sm tabular-nums">
        <caption className="sr-only">Andamento del piano anno per anno</caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="p-2 text-left">Anno</th>
            <th scope="col" className="p-2">Versato</th>
            <th scope="col" className="p-2">Valore</th>
            <th scope="col" className="p-2">Guadagno</th>
            {costs && <th scope="col" className="p-2">Valore con i costi</th>}
            <th scope="col" className="p-2">Valore in euro di oggi</th>
          </tr>
        </thead>
        <tbody>
          {result.yearly.map((y) => (
            <tr key={y.year} className="border-t border-slate-100">
              <th scope="row" className="p-2 text-left font-medium">{y.year}</th>
              <td className="p-2">{euro(y.investedCents)}</td>
              <td className="p-2">{euro(y.valueCents)}</td>
              <td className="p-2">{euro(y.gainCents)}</td>
              {costs && <td className="p-2">{euro(costs.yearly[y.year - 1]!.valueCents)}</td>}
              <td className="p-2">{euro(inTodaysMoneyCents(y.valueCents, inflation, y.year))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
