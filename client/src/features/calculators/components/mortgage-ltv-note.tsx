import { factText } from "@shared/facts";

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
        Si può andare oltre, fino al 100%, con il <strong>Fondo di garanzia prima casa</strong> gestito da Consap: lo Stato garantisce il {factText("fondo-prima-casa-garanzia-base")} della quota capitale, e fino all'{factText("fondo-prima-casa-garanzia-prioritari")} per le categorie prioritarie (giovani coppie, famiglie con un solo genitore e figli minori, inquilini di case popolari, under 36, famiglie numerose) con ISEE fino a {factText("fondo-prima-casa-isee-max")} e mutuo fino a {factText("fondo-prima-casa-mutuo-max")}. Le garanzie rafforzate valgono fino al {factText("fondo-prima-casa-scadenza")}; la banca resta libera di concedere o no il mutuo.
      </p>
      <p>Il calcolatore parte da un anticipo minimo del {minDownPayment}%, il caso più comune quando la banca finanzia oltre l'{factText("mutuo-ltv-max")} con garanzie aggiuntive.</p>
    </div>
  );
}
