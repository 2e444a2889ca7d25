import { factValue } from "../facts";
import { formatCents } from "../money";
import { checkNumber, FinanceInputError } from "./errors";
import { Dec, eurosToCents, roundHalfUp } from "./round";

// TFR left in the company or paid into a pension fund (docs/benefits.md, "TFR in azienda o nel
// fondo"). Each year the TFR set aside is the registry's share of the gross salary, added at the end
// of the year. In the company the balance grows by the registry's fixed rate plus its share of
// inflation, the substitute tax taken on each year's revaluation; at the end the TFR itself pays the
// separate tax at the average IRPEF rate of its reference income. In the fund the balance grows by
// the assumed return, taxed each year at the mix of the ordinary and the government-bond rates; the
// employer's contribution is added; at payout the contributions pay the registry's starting rate,
// lowered each year after the fifteenth down to its minimum. Every figure from the facts registry.

export const TFR_LIMITS = { salary: { min: 1, max: 1_000_000 }, years: { min: 1, max: 50 }, rate: { min: 0, max: 20 } } as const;
export const TFR_MESSAGES = {
  salary: "La retribuzione lorda annua deve essere tra 1 € e 1.000.000 €",
  years: "Gli anni al pensionamento devono essere un numero intero tra 1 e 50",
  fundReturn: "Il rendimento del fondo deve essere tra 0% e 20%",
  inflation: "L'inflazione deve essere tra 0% e 20%",
} as const;

export type TfrInput = { grossSalary: number; years: number; fundReturn: number; inflation: number };
export type TfrSide = { grossCents: number; netCents: number; taxCents: number };
export type TfrResult = { company: TfrSide; fund: TfrSide; assumptions: string[] };

const f = factValue;
const pct = (c: number | Dec, percent: number | Dec) => roundHalfUp(new Dec(c).mul(percent).div(100));

function check(input: TfrInput): TfrInput {
  if (input === null || typeof input !== "object") throw new FinanceInputError("input", TFR_MESSAGES.salary);
  const L = TFR_LIMITS;
  return {
    grossSalary: checkNumber(input.grossSalary, "grossSalary", L.salary, TFR_MESSAGES.salary),
    years: checkNumber(input.years, "years", { ...L.years, integer: true }, TFR_MESSAGES.years),
    fundReturn: checkNumber(input.fundReturn, "fundReturn", L.rate, TFR_MESSAGES.fundReturn),
    inflation: checkNumber(input.inflation, "inflation", L.rate, TFR_MESSAGES.inflation),
  };
}

/** IRPEF on a yearly income by the registry's brackets, exact decimal (not rounded). */
function irpef(incomeCents: Dec): Dec {
  const l1 = new Dec(eurosToCents(f("irpef-limite-primo-scaglione")));
  const l2 = new Dec(eurosToCents(f("irpef-limite-secondo-scaglione")));
  const slice = (from: Dec, to: Dec | null) => Dec.max(0, Dec.min(incomeCents, to ?? incomeCents).sub(from));
  return slice(new Dec(0), l1).mul(f("irpef-aliquota-primo-scaglione"))
    .add(slice(l1, l2).mul(f("irpef-aliquota-secondo-scaglione")))
    .add(slice(l2, null).mul(f("irpef-aliquota-terzo-scaglione"))).div(100);
}

/** Separate taxation of the TFR (TUIR art. 19): the average IRPEF rate of the reference income (TFR / years × 12). */
function separateTaxRate(accruedCents: number, years: number): Dec {
  const reference = new Dec(accruedCents).div(years).mul(12);
  return reference.isZero() ? new Dec(0) : irpef(reference).div(reference).mul(100);
}

function company(accrual: number, years: number, inflation: number): TfrSide & { rate: Dec; taxRate: Dec } {
  const rate = new Dec(f("tfr-rivalutazione-fissa")).add(new Dec(inflation).mul(f("tfr-rivalutazione-inflazione")).div(100));
  let balance = 0;
  for (let y = 0; y < years; y++) {
    const revaluation = pct(balance, rate);
    balance += revaluation - pct(revaluation, f("tfr-rivalutazione-imposta")) + accrual;
  }
  const taxRate = separateTaxRate(accrual * years, years);
  const taxCents = pct(accrual * years, taxRate);
  return { grossCents: balance, taxCents, netCents: balance - taxCents, rate, taxRate };
}

function fund(accrual: number, employer: number, years: number, fundReturn: number): TfrSide & { returnTax: Dec; payoutRate: Dec } {
  const bonds = f("tfr-fondo-quota-titoli-stato");
  const returnTax = new Dec(f("fondi-pensione-tassazione-rendimenti")).mul(new Dec(100).sub(bonds)).add(new Dec(f("aliquota-titoli-stato")).mul(bonds)).div(100);
  let balance = 0;
  for (let y = 0; y < years; y++) {
    const earned = pct(balance, fundReturn);
    balance += earned - pct(earned, returnTax) + accrual + employer;
  }
  const reduction = new Dec(f("fondi-pensione-riduzione-annua")).mul(Math.max(0, years - 15));
  const payoutRate = Dec.max(f("fondi-pensione-prestazioni-aliquota-min"), new Dec(f("fondi-pensione-prestazioni-aliquota-max")).sub(reduction));
  // Employer contributions within the deduction cap were never taxed as income: they pay the payout tax with the TFR.
  const deductible = Math.min(employer, eurosToCents(f("deducibilita-fondi-pensione")));
  const taxCents = pct((accrual + deductible) * years, payoutRate);
  return { grossCents: balance, taxCents, netCents: balance - taxCents, returnTax, payoutRate };
}

const num = (d: Dec | number, places = 2) => new Dec(d).toDecimalPlaces(places).toNumber().toLocaleString("it-IT", { maximumFractionDigits: places });

export function compareTfr(raw: TfrInput): TfrResult {
  const input = check(raw);
  const salary = eurosToCents(input.grossSalary);
  const accrual = pct(salary, f("tfr-quota-annua"));
  const employer = pct(salary, f("tfr-fondo-contributo-datore"));
  const c = company(accrual, input.years, input.inflation);
  const p = fund(accrual, employer, input.years, input.fundReturn);
  const assumptions = [
    `TFR accantonato ogni anno: ${num(f("tfr-quota-annua"))}% della retribuzione lorda, cioè ${formatCents(accrual)}, versato a fine anno.`,
    `In azienda: rivalutazione annua pari a ${num(f("tfr-rivalutazione-fissa"))}% più il ${num(f("tfr-rivalutazione-inflazione"))}% dell'inflazione (${num(c.rate, 4)}% l'anno); l'imposta sulla rivalutazione (${num(f("tfr-rivalutazione-imposta"))}%) è trattenuta ogni anno.`,
    `In azienda, alla fine: tassazione separata sul TFR accantonato all'aliquota media IRPEF del reddito di riferimento (${num(c.taxRate)}%, scaglioni del registro; l'aliquota vera è ricalcolata dall'Agenzia delle Entrate).`,
    `Nel fondo: rendimento lordo annuo ${num(input.fundReturn)}%, tassato in media al ${num(p.returnTax)}% (${num(f("fondi-pensione-tassazione-rendimenti"))}% sulla parte azionaria, ${num(f("aliquota-titoli-stato"))}% sul ${num(f("tfr-fondo-quota-titoli-stato"))}% in titoli di Stato).`,
    `Nel fondo: contributo del datore di lavoro pari a ${num(f("tfr-fondo-contributo-datore"))}% della retribuzione (${formatCents(employer)} l'anno), dedotto entro il limite di ${formatCents(eurosToCents(f("deducibilita-fondi-pensione")))} l'anno; il contributo minimo del lavoratore che di solito lo richiede non è conteggiato.`,
    `Alla prestazione: aliquota ${num(p.payoutRate)}% sui contributi (${num(f("fondi-pensione-prestazioni-aliquota-max"))}% meno ${num(f("fondi-pensione-riduzione-annua"))} punti per ogni anno oltre il quindicesimo, fino a un minimo di ${num(f("fondi-pensione-prestazioni-aliquota-min"))}%); i rendimenti sono già tassati.`,
    "Importi nominali, prima dell'inflazione; costi del fondo compresi nel rendimento indicato; tutto il capitale ritirato in una volta a fini di confronto.",
  ];
  return { company: { grossCents: c.grossCents, netCents: c.netCents, taxCents: c.taxCents }, fund: { grossCents: p.grossCents, netCents: p.netCents, taxCents: p.taxCents }, assumptions };
}
