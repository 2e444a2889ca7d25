import { factText, factValue } from "../facts";
import { checkNumber, FinanceInputError } from "./errors";
import { FINANCE_LIMITS, FINANCE_MESSAGES } from "./limits";
import { Dec, eurosToCents, roundHalfUp } from "./round";

// What buying a home with a mortgage costs besides the price (docs/calculators.md): each item
// is a range with the basis it is computed on. Taxes come from the facts registry, and so do the
// appraisal and notary estimates, the same the lessons and articles state (docs/facts.md, one
// estimate per thing); bank, agency and insurance costs are market estimates, said as such.

export type PurchaseCostOptions = {
  /** The buyer has the "prima casa" requirements. */
  firstHome: boolean;
  /** Who sells: a private person (imposta di registro) or the builder (IVA). */
  seller: "privato" | "impresa";
  /** The mortgage, in cents (0 without a mortgage). */
  loanCents: number;
};

export type CostRange = { id: string; label: string; minCents: number; maxCents: number; basis: string; note: string };
export type PurchaseCosts = { items: CostRange[]; minCents: number; maxCents: number };

const euros = (n: number) => n * 100;
const pctOf = (cents: number, percent: number) => roundHalfUp(new Dec(cents).times(percent).div(100));

/** Estimates, in euros: the appraisal and the notary from the facts registry (one estimate per thing, texts cite the same entries); the rest are this calculator's own. */
export const MARKET_ESTIMATES = {
  perizia: { min: factValue("stima-perizia-min"), max: factValue("stima-perizia-max") },
  istruttoria: { min: 0, max: 2000 },
  notaioCompravendita: { min: factValue("stima-notaio-compravendita-min"), max: factValue("stima-notaio-compravendita-max") },
  notaioMutuo: { min: factValue("stima-notaio-mutuo-min"), max: factValue("stima-notaio-mutuo-max") },
  agenziaPercent: { min: 2, max: 4 },
  /** Fire and explosion policy on the mortgaged home, for the whole loan. */
  assicurazione: { min: 200, max: 1500 },
} as const;

export function purchaseCosts(propertyValue: number, options: PurchaseCostOptions): PurchaseCosts {
  const M = FINANCE_MESSAGES;
  if (options === null || typeof options !== "object") throw new FinanceInputError("options", M.notANumber);
  const price = eurosToCents(checkNumber(propertyValue, "propertyValue", { min: 0, max: FINANCE_LIMITS.maxEuros }, M.amount));
  const loan = checkNumber(options.loanCents, "loanCents", { min: 0, max: FINANCE_LIMITS.maxCents, integer: true }, M.cents);
  const first = options.firstHome === true;
  const E = MARKET_ESTIMATES;
  const items: CostRange[] = [];

  if (loan > 0) {
    const id = first ? "imposta-sostitutiva-prima-casa" : "imposta-sostitutiva-altri-immobili";
    const tax = pctOf(loan, factValue(id));
    items.push({
      id: "imposta-sostitutiva",
      label: "Imposta sostitutiva sul mutuo",
      minCents: tax,
      maxCents: tax,
      basis: `${factText(id)} dell'importo del mutuo`,
      note: `${factText("imposta-sostitutiva-prima-casa")} per la prima casa, ${factText("imposta-sostitutiva-altri-immobili")} negli altri casi; la trattiene la banca all'erogazione.`,
    });
    items.push({ id: "perizia", label: "Perizia", minCents: euros(E.perizia.min), maxCents: euros(E.perizia.max), basis: "costo fisso della banca", note: "Stima del valore dell'immobile da parte di un tecnico scelto dalla banca: è la base dell'importo finanziabile." });
    items.push({ id: "istruttoria", label: "Istruttoria", minCents: euros(E.istruttoria.min), maxCents: euros(E.istruttoria.max), basis: "fisso o in percentuale del mutuo, secondo la banca", note: "Alcune banche la azzerano nelle offerte: confronta il TAEG, che la comprende." });
    items.push({ id: "notaio-mutuo", label: "Notaio per l'atto di mutuo", minCents: euros(E.notaioMutuo.min), maxCents: euros(E.notaioMutuo.max), basis: "onorario del notaio, cresce con l'importo del mutuo", note: "Stima indicativa: chiedi un preventivo scritto." });
    items.push({ id: "assicurazione", label: "Assicurazione incendio e scoppio", minCents: euros(E.assicurazione.min), maxCents: euros(E.assicurazione.max), basis: "premio per tutta la durata, sul valore di ricostruzione", note: "Obbligatoria sull'immobile ipotecato; le polizze sulla vita o sull'impiego sono facoltative." });
  }

  items.push({ id: "notaio-compravendita", label: "Notaio per l'atto di compravendita", minCents: euros(E.notaioCompravendita.min), maxCents: euros(E.notaioCompravendita.max), basis: "onorario del notaio, cresce con il valore dell'immobile", note: "Stima indicativa: chiedi un preventivo scritto." });

  if (options.seller === "privato") {
    const id = first ? "registro-prima-casa" : "registro-altri-immobili";
    const fixed = 2 * euros(factValue("ipotecaria-catastale-fissa-registro"));
    // The registration tax is never below its legal minimum (docs/calculators.md, "Purchase and mortgage costs").
    const minimum = euros(factValue("registro-minimo"));
    items.push({
      id: "imposte-acquisto",
      label: "Imposte di acquisto (registro, ipotecaria, catastale)",
      minCents: minimum + fixed,
      maxCents: Math.max(pctOf(price, factValue(id)), minimum) + fixed,
      basis: `registro ${factText(id)} del valore catastale, minimo ${factText("registro-minimo")}, più ${factText("ipotecaria-catastale-fissa-registro")} di ipotecaria e ${factText("ipotecaria-catastale-fissa-registro")} di catastale`,
      note: `Da privato il registro si paga sul valore catastale (rendita rivalutata per un coefficiente), di solito molto più basso del prezzo: il massimo indicato è calcolato sul prezzo, il minimo è quello di legge (${factText("registro-minimo")}). Prima casa ${factText("registro-prima-casa")}, altrimenti ${factText("registro-altri-immobili")}.`,
    });
  } else {
    const id = first ? "iva-prima-casa" : "iva-abitazione";
    const fixed = 3 * euros(factValue("ipotecaria-catastale-fissa-iva"));
    const total = pctOf(price, factValue(id)) + fixed;
    items.push({
      id: "imposte-acquisto",
      label: "IVA e imposte di acquisto (registro, ipotecaria, catastale)",
      minCents: total,
      maxCents: total,
      basis: `IVA ${factText(id)} del prezzo, più ${factText("ipotecaria-catastale-fissa-iva")} ciascuna di registro, ipotecaria e catastale`,
      note: `Dall'impresa costruttrice: IVA ${factText("iva-prima-casa")} per la prima casa, ${factText("iva-abitazione")} altrimenti (case non di lusso).`,
    });
  }

  const vat = 100 + factValue("iva-ordinaria");
  items.push({
    id: "agenzia",
    label: "Provvigione dell'agenzia immobiliare",
    minCents: roundHalfUp(new Dec(price).times(E.agenziaPercent.min).times(vat).div(10_000)),
    maxCents: roundHalfUp(new Dec(price).times(E.agenziaPercent.max).times(vat).div(10_000)),
    basis: `dal ${E.agenziaPercent.min}% al ${E.agenziaPercent.max}% del prezzo, più IVA ${factText("iva-ordinaria")}`,
    note: "Solo se compri tramite agenzia; la percentuale si tratta prima di firmare la proposta.",
  });

  return { items, minCents: items.reduce((s, i) => s + i.minCents, 0), maxCents: items.reduce((s, i) => s + i.maxCents, 0) };
}

/** The costs of a first home bought from a private seller, without a mortgage figure. */
export function extraCosts(propertyValue: number, options: Partial<PurchaseCostOptions> = {}): PurchaseCosts {
  return purchaseCosts(propertyValue, { firstHome: true, seller: "privato", loanCents: 0, ...options });
}
