import { factText, factValue } from "@shared/facts";

/**
 * How much of the home a bank usually finances, and when more is possible: consistent with the
 * calculator's minimum down payment (docs/calculators.md). Figures from the facts registry.
 */
export function MortgageLtvNote({ minDownPayment }: { minDownPayment: number }) {
  return (
    <div className="space-y-2 text-sm text-slate-700" data-testid="ltv-note">
      <p>
        Di solito la banca finanzia fino all'<strong>{factText("mutuo-ltv-max")} del valore di perizia</strong> (la stima del tecnico scelto dalla banca, che può essere più bassa del prezzo): il resto, più i costi di acquisto, va pagato con i risparmi.
      </p>
      <p>
        Si può andare oltre, fino al 100%, con il <strong>Fondo di garanzia prima casa</strong> gestito da Consap, che dal 2025 è riservato alle categorie prioritarie: giovani coppie, famiglie con un solo genitore e figli minori, inquilini di case popolari, under 36 e famiglie numerose, per mutui fino a {factText("fondo-prima-casa-mutuo-max")}. Lo Stato garantisce il {factText("fondo-prima-casa-garanzia-base")} della quota capitale, e fino all'{factText("fondo-prima-casa-garanzia-prioritari")} con ISEE fino a {factText("fondo-prima-casa-isee-max")}; alle famiglie con quattro figli sotto i 21 anni fino all'{factText("fondo-prima-casa-garanzia-4-figli")} con ISEE fino a {factText("fondo-prima-casa-isee-4-figli")}, con cinque o più fino al {factText("fondo-prima-casa-garanzia-5-figli")} con ISEE fino a {factText("fondo-prima-casa-isee-5-figli")}. Le garanzie rafforzate valgono fino al {factText("fondo-prima-casa-scadenza")}; la banca resta libera di concedere o no il mutuo.
      </p>
      <p>
        Il calcolatore tratta il prezzo come se fosse il valore di perizia e accetta un anticipo a partire dal {minDownPayment}%: con meno del {100 - factValue("mutuo-ltv-max")}% di anticipo la banca finanzia oltre l'{factText("mutuo-ltv-max")} solo con garanzie aggiuntive, come il Fondo prima casa.
      </p>
    </div>
  );
}
