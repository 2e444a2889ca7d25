import { extraCosts, maxAffordable, AFFORDABILITY_MAX_PERCENT, PRUDENT_SHARE, type MortgageInput } from "@shared/finance/mortgage";
import { formatCents, formatEuro } from "@shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const euro = formatCents;
const range = (min: number, max: number) => (min === max ? `circa ${euro(min)}` : `${euro(min)} – ${euro(max)}`);

/** Reverse calculation: what the income allows at 35 % and at Banca d'Italia's one third. */
export function MortgageReverse({ input }: { input: MortgageInput }) {
  const at35 = maxAffordable(input, AFFORDABILITY_MAX_PERCENT / 100);
  const atThird = maxAffordable(input, PRUDENT_SHARE);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quanto puoi permetterti</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-slate-700">
          Con un reddito di {formatEuro(input.monthlyIncome)}, {input.loanTerm} anni al {String(input.interestRate).replace(".", ",")}% e anticipo del {input.downPayment}%:
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg border border-slate-200 p-3" data-testid="reverse-35">
            <p className="font-semibold">Rata al {AFFORDABILITY_MAX_PERCENT}% del reddito</p>
            <p>Rata massima {euro(at35.maxPaymentCents)}</p>
            <p>Mutuo massimo <strong>{euro(at35.maxLoanCents)}</strong></p>
            <p>Immobile fino a <strong>{euro(at35.maxPropertyCents)}</strong></p>
          </div>
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="reverse-third">
            <p className="font-semibold">Prudente: un terzo del reddito</p>
            <p>Rata massima {euro(atThird.maxPaymentCents)}</p>
            <p>Mutuo massimo {euro(atThird.maxLoanCents)}</p>
            <p>Immobile fino a {euro(atThird.maxPropertyCents)}</p>
          </div>
        </div>
        <p className="text-xs text-slate-500">
          Le banche italiane in genere non concedono rate oltre il 30-35% del reddito netto; un terzo è l'indicazione prudente spesso richiamata dalla Banca d'Italia. È un'informazione, non un limite del calcolatore.
        </p>
      </CardContent>
    </Card>
  );
}

const RATE_TYPES = [
  ["Tasso fisso", "La rata non cambia per tutta la durata: sai sempre quanto pagherai. Conviene quando i tassi sono bassi o se il bilancio familiare non regge sorprese."],
  ["Tasso variabile", "Segue l'Euribor più uno spread: parte spesso più basso del fisso ma la rata può salire. Adatto a chi ha margine nel budget."],
  ["Tasso misto", "Permette di passare da fisso a variabile (o viceversa) a scadenze prefissate, in genere ogni 2-5 anni."],
  ["Variabile con CAP", "Variabile con un tetto massimo al tasso: protegge dai rialzi, in cambio di uno spread un po' più alto."],
] as const;

export function MortgageGuide({ propertyValue }: { propertyValue: number }) {
  const costs = extraCosts(propertyValue);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Tipi di tasso</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-3 text-sm">
            {RATE_TYPES.map(([t, d]) => (
              <div key={t}>
                <dt className="font-semibold text-slate-900">{t}</dt>
                <dd className="text-slate-700">{d}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Costi extra per un immobile da {formatEuro(propertyValue)}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-slate-100 text-sm" data-testid="extra-costs">
            {costs.items.map((c) => (
              // dt and dd are direct children of the row (a nested wrapper breaks the list for screen readers).
              <div key={c.label} className="flex flex-wrap justify-between gap-x-2 py-2">
                <dt className="font-semibold text-slate-900">{c.label}</dt>
                <dd className="tabular-nums">{range(c.minCents, c.maxCents)}</dd>
                <dd className="w-full text-xs text-slate-500">{c.note}</dd>
              </div>
            ))}
            <div className="flex flex-wrap justify-between gap-2 py-2 font-semibold">
              <dt>Totale stimato</dt>
              <dd className="tabular-nums" data-testid="extra-costs-total">{range(costs.minCents, costs.maxCents)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
