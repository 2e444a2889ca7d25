import { maxAffordable, AFFORDABILITY_MAX_PERCENT, PRUDENT_SHARE, type MortgageInput } from "@shared/finance/mortgage";
import { factText } from "@shared/facts";
import { formatCents, formatEuro } from "@shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { MortgageCosts } from "./mortgage-costs";
import { MortgageLtvNote } from "./mortgage-ltv-note";

const euro = formatCents;

/** Reverse calculation: what the income allows at the calculator's threshold and at its prudent reading, one third. */
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
            <p className="font-semibold">Lettura prudente: {factText("mutuo-rata-reddito-prudente")} del reddito</p>
            <p>Rata massima {euro(atThird.maxPaymentCents)}</p>
            <p>Mutuo massimo {euro(atThird.maxLoanCents)}</p>
            <p>Immobile fino a {euro(atThird.maxPropertyCents)}</p>
          </div>
        </div>
        <p className="text-xs text-slate-500">
          La soglia del calcolatore è una sola: rata entro il {factText("mutuo-rata-reddito-max")} del reddito netto. Restare entro {factText("mutuo-rata-reddito-prudente")} ne è la lettura prudente, utile se il reddito è incerto o la famiglia ha altre rate; le banche valutano comunque caso per caso.
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

export function MortgageGuide({ propertyValue, loanCents = 0, minDownPayment = 10 }: { propertyValue: number; loanCents?: number; minDownPayment?: number }) {
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
          <CardTitle>Quanto finanzia la banca</CardTitle>
        </CardHeader>
        <CardContent>
          <MortgageLtvNote minDownPayment={minDownPayment} />
        </CardContent>
      </Card>
      <div className="lg:col-span-2">
        <MortgageCosts propertyValue={propertyValue} loanCents={loanCents} />
      </div>
    </div>
  );
}
