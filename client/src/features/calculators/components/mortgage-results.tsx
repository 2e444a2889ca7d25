import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { formatCents } from "@shared/money";
import { AFFORDABILITY_MAX_PERCENT, type MortgageResult } from "@shared/finance/mortgage";
import { LastInstalmentNote } from "./mortgage-last-instalment";
import { CALC_MESSAGES } from "@shared/schemas/calculators";
import { formatPercent } from "@shared/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const euro = formatCents;

export function AffordabilityAlert({ result }: { result: MortgageResult }) {
  const ratio = formatPercent(result.affordabilityRatio, 1);
  if (!result.isAffordable)
    return (
      <div role="alert" className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{CALC_MESSAGES.riskyMortgage}</p>
          <p className="text-sm">
            La rata assorbe il {ratio} del reddito, oltre il {AFFORDABILITY_MAX_PERCENT}% consigliato. Valuta un anticipo più alto, una durata più lunga o un immobile meno caro.
          </p>
        </div>
      </div>
    );
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Mutuo sostenibile</p>
        <p className="text-sm">
          La rata è il {ratio} del reddito, entro il {AFFORDABILITY_MAX_PERCENT}%.
        </p>
      </div>
    </div>
  );
}

export function MortgageBreakdown({ result }: { result: MortgageResult }) {
  const rows: [string, string, string][] = [
    ["Importo del mutuo", euro(result.loanAmountCents), "mortgage-loan"],
    ["Anticipo", euro(result.downPaymentCents), "mortgage-down"],
    ["Interessi totali", euro(result.totalInterestCents), "mortgage-interest"],
    ["Totale rimborsato", euro(result.totalPaymentCents), "mortgage-total"],
    ["Rata / reddito", formatPercent(result.affordabilityRatio, 1), "mortgage-ratio"],
  ];
  return (
    <Card aria-live="polite">
      <CardHeader>
        <CardTitle>Rata mensile</CardTitle>
        <p className="text-3xl font-bold tabular-nums text-brand-800" data-testid="mortgage-payment">
          {euro(result.monthlyPaymentCents)}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <AffordabilityAlert result={result} />
        <dl className="divide-y divide-slate-100 text-sm">
          {rows.map(([label, value, id]) => (
            <div key={id} className="flex justify-between gap-3 py-2">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold tabular-nums" data-testid={id}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <LastInstalmentNote result={result} />
      </CardContent>
    </Card>
  );
}
