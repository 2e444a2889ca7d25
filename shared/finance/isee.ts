import { factValue } from "../facts";
import { formatCents } from "../money";
import { checkNumber, FinanceInputError } from "./errors";
import { Dec, eurosToCents, roundHalfUp } from "./round";

// ISEE estimate (docs/benefits.md, "ISEE"): ISR (incomes less the employment and rent deductions),
// ISP (securities and deposits less the government bonds up to the cap and the franchise, plus
// each property net of its mortgage, the main home only above its franchise and for two thirds),
// ISE = ISR + the registry's share of ISP, ISEE = ISE / scale. Computed twice: the ordinary ISEE (D.P.C.M.
// 159/2013) and the ISEE for family benefits with the 2026 changes (higher first-home franchise,
// its increase from the second child, new scale increments for children). Every figure is read
// from the facts registry; every amount is exact in cents.

export const ISEE_LIMITS = { maxMembers: 20, maxProperties: 20, maxAge: 120, maxAmount: 100_000_000 } as const;

export const ISEE_MESSAGES = {
  members: "Indica da 1 a 20 componenti del nucleo familiare",
  applicant: "Il nucleo deve avere un solo richiedente",
  age: "Età non valida: da 0 a 120 anni",
  amount: "Gli importi devono essere numeri da 0 a 100.000.000 €",
  properties: "Indica al massimo 20 immobili",
  mainHome: "Una sola casa può essere l'abitazione principale",
} as const;

export type IseeRelation = "applicant" | "spouse" | "child" | "other";
export type IseeMember = { relation: IseeRelation; age: number; employmentIncome?: number; otherIncome?: number };
export type IseeProperty = { cadastralValue: number; mortgageResidual: number; mainHome: boolean };
export type IseeInput = {
  members: IseeMember[];
  rentPaid?: number;
  properties: IseeProperty[];
  deposits: number;
  securities: number;
  governmentBonds: number;
  /** The main home is in the chief town of a metropolitan city (only the family-benefits ISEE's franchise changes). */
  mainHomeInMetropolitanCity?: boolean;
};

export type IseeStep = { label: string; rule: string; amountCents?: number; value?: number };
export type IseeVariant = { ispCents: number; iseCents: number; scale: number; iseeCents: number };
export type IseeResult = {
  isrCents: number;
  ispCents: number;
  iseCents: number;
  scale: number;
  iseeCents: number;
  familyBenefits: IseeVariant;
  steps: IseeStep[];
};

const f = factValue;
const cents = (id: string) => eurosToCents(f(id));
const euro = formatCents;

function amount(value: unknown, field: string): number {
  const n = checkNumber(value ?? 0, field, { min: 0, max: ISEE_LIMITS.maxAmount }, ISEE_MESSAGES.amount);
  return eurosToCents(n);
}

type Checked = { members: (IseeMember & { emp: number; other: number })[]; rent: number; props: { value: number; mortgage: number; mainHome: boolean }[]; deposits: number; securities: number; bonds: number; metro: boolean };

function check(input: IseeInput): Checked {
  if (input === null || typeof input !== "object") throw new FinanceInputError("input", ISEE_MESSAGES.members);
  const list = input.members;
  if (!Array.isArray(list) || list.length < 1 || list.length > ISEE_LIMITS.maxMembers) throw new FinanceInputError("members", ISEE_MESSAGES.members);
  const members = list.map((m, i) => {
    if (!m || !["applicant", "spouse", "child", "other"].includes(m.relation)) throw new FinanceInputError(`members.${i}.relation`, ISEE_MESSAGES.members);
    checkNumber(m.age, `members.${i}.age`, { min: 0, max: ISEE_LIMITS.maxAge, integer: true }, ISEE_MESSAGES.age);
    return { ...m, emp: amount(m.employmentIncome, `members.${i}.employmentIncome`), other: amount(m.otherIncome, `members.${i}.otherIncome`) };
  });
  if (members.filter((m) => m.relation === "applicant").length !== 1) throw new FinanceInputError("members", ISEE_MESSAGES.applicant);
  const properties = input.properties ?? [];
  if (!Array.isArray(properties) || properties.length > ISEE_LIMITS.maxProperties) throw new FinanceInputError("properties", ISEE_MESSAGES.properties);
  const props = properties.map((p, i) => ({
    value: amount(p?.cadastralValue, `properties.${i}.cadastralValue`),
    mortgage: amount(p?.mortgageResidual, `properties.${i}.mortgageResidual`),
    mainHome: p?.mainHome === true,
  }));
  if (props.filter((p) => p.mainHome).length > 1) throw new FinanceInputError("properties", ISEE_MESSAGES.mainHome);
  return {
    members,
    rent: amount(input.rentPaid, "rentPaid"),
    props,
    deposits: amount(input.deposits, "deposits"),
    securities: amount(input.securities, "securities"),
    bonds: amount(input.governmentBonds, "governmentBonds"),
    metro: input.mainHomeInMetropolitanCity === true,
  };
}

/** ISR (docs/benefits.md, "ISEE"): incomes less the registry's share of each employment income (capped per earner) and the rent paid (capped). */
function isr(c: Checked, children: number, steps: IseeStep[]): number {
  const gross = c.members.reduce((s, m) => s + m.emp + m.other, 0);
  steps.push({ label: "Redditi del nucleo", rule: "Somma dei redditi da lavoro e degli altri redditi di tutti i componenti (D.P.C.M. 159/2013, art. 4)", amountCents: gross });
  const cap = cents("isee-detrazione-lavoro-dipendente-max");
  const employment = c.members.reduce((s, m) => s + Math.min(roundHalfUp(new Dec(m.emp).mul(f("isee-detrazione-lavoro-dipendente")).div(100)), cap), 0);
  if (employment > 0)
    steps.push({ label: "Detrazione sui redditi da lavoro dipendente", rule: `Il ${f("isee-detrazione-lavoro-dipendente")}% di ogni reddito da lavoro dipendente, al massimo ${euro(cap)} per persona (art. 4, comma 3)`, amountCents: -employment });
  const rentCap = cents("isee-detrazione-affitto-max") + Math.max(0, children - 2) * cents("isee-detrazione-affitto-figlio");
  const rent = Math.min(c.rent, rentCap);
  if (rent > 0)
    steps.push({ label: "Detrazione dell'affitto", rule: `Il canone annuo pagato, fino a ${euro(rentCap)} (${euro(cents("isee-detrazione-affitto-max"))} più ${euro(cents("isee-detrazione-affitto-figlio"))} per ogni figlio dopo il secondo; art. 4, comma 4)`, amountCents: -rent });
  const value = Math.max(0, gross - employment - rent);
  steps.push({ label: "ISR (indicatore della situazione reddituale)", rule: "Redditi meno le detrazioni, mai sotto zero", amountCents: value });
  return value;
}

/** Movable assets: deposits and securities, less the government bonds up to the cap, less the franchise. */
function movables(c: Checked, n: number, children: number, steps: IseeStep[]): number {
  const bondCap = cents("isee-esclusione-titoli-stato");
  const excluded = Math.min(c.bonds, bondCap);
  const gross = c.deposits + c.securities + c.bonds;
  steps.push({ label: "Patrimonio mobiliare", rule: "Depositi (giacenza media o saldo, il maggiore), titoli e altri investimenti, titoli di Stato compresi", amountCents: gross });
  if (excluded > 0) steps.push({ label: "Titoli di Stato esclusi", rule: `Titoli di Stato e buoni postali esclusi fino a ${euro(bondCap)} (L. 213/2023, art. 1, comma 183)`, amountCents: -excluded });
  const franchise = Math.min(cents("isee-franchigia-mobiliare-base") + (n - 1) * cents("isee-franchigia-mobiliare-componente"), cents("isee-franchigia-mobiliare-max")) + Math.max(0, children - 2) * cents("isee-franchigia-mobiliare-figlio");
  const value = Math.max(0, gross - excluded - franchise);
  steps.push({ label: "Franchigia sul patrimonio mobiliare", rule: `${euro(cents("isee-franchigia-mobiliare-base"))} più ${euro(cents("isee-franchigia-mobiliare-componente"))} per ogni componente dopo il primo, fino a ${euro(cents("isee-franchigia-mobiliare-max"))}, più ${euro(cents("isee-franchigia-mobiliare-figlio"))} per ogni figlio dopo il secondo (art. 5, comma 6)`, amountCents: -Math.min(franchise, gross - excluded) });
  return value;
}

type HomeRule = { franchise: number; label: string };

/** Properties: each value less its residual mortgage; the main home only above its franchise, for two thirds. */
function realEstate(c: Checked, home: HomeRule, steps: IseeStep[]): number {
  let total = 0;
  for (const p of c.props) {
    const net = Math.max(0, p.value - p.mortgage);
    if (!p.mainHome) total += net;
    else if (net > home.franchise) total += roundHalfUp(new Dec(net - home.franchise).mul(f("isee-casa-quota-eccedente")));
  }
  steps.push({ label: "Patrimonio immobiliare", rule: `Valore ai fini IMU di ogni immobile meno il mutuo residuo; la casa di abitazione conta solo per i due terzi di quanto supera ${euro(home.franchise)} (${home.label})`, amountCents: total });
  return total;
}

function baseScale(n: number): number {
  if (n <= 5) return f(`isee-scala-${n}-componenti`);
  return new Dec(f("isee-scala-5-componenti")).add(new Dec(f("isee-scala-componente-ulteriore")).mul(n - 5)).toNumber();
}

/** The increment for working parents with minors (allegato 1, b-c): read from the incomes typed (every applicant/spouse earns from work). */
function workingParents(c: Checked): number {
  const parents = c.members.filter((m) => m.relation === "applicant" || m.relation === "spouse");
  const minors = c.members.filter((m) => m.relation === "child" && m.age < 18);
  if (minors.length === 0 || !parents.every((p) => p.emp > 0)) return 0;
  return minors.some((m) => m.age < 3) ? f("isee-scala-genitori-lavoratori-under-3") : f("isee-scala-genitori-lavoratori");
}

function childIncrement(children: number, prefix: "isee-scala-ordinaria" | "isee-scala-maggiorazione"): number {
  const min = prefix === "isee-scala-ordinaria" ? 3 : 2;
  if (children < min) return 0;
  return f(`${prefix}-${Math.min(children, 5)}-figli`);
}

function variant(isrCents: number, mob: number, estate: number, scale: number): IseeVariant {
  const ispCents = mob + estate;
  const iseCents = isrCents + roundHalfUp(new Dec(ispCents).mul(f("isee-patrimonio-peso")).div(100));
  return { ispCents, iseCents, scale, iseeCents: roundHalfUp(new Dec(iseCents).div(scale)) };
}

export function computeIsee(input: IseeInput): IseeResult {
  const c = check(input);
  const n = c.members.length;
  const children = c.members.filter((m) => m.relation === "child").length;
  const steps: IseeStep[] = [];
  const isrCents = isr(c, children, steps);
  const mob = movables(c, n, children, steps);
  const ordinaryHome = cents("isee-franchigia-prima-casa-ordinaria") + Math.max(0, children - 2) * cents("isee-franchigia-ordinaria-maggiorazione-figlio");
  const estate = realEstate(c, { franchise: ordinaryHome, label: "ISEE ordinario: art. 5, comma 2, con l'aumento per ogni figlio dopo il secondo" }, steps);
  const working = workingParents(c);
  const scale = new Dec(baseScale(n)).add(childIncrement(children, "isee-scala-ordinaria")).add(working).toNumber();
  const ordinary = variant(isrCents, mob, estate, scale);
  steps.push({ label: "ISP (indicatore della situazione patrimoniale)", rule: "Patrimonio mobiliare dopo la franchigia più patrimonio immobiliare", amountCents: ordinary.ispCents });
  steps.push({ label: "ISE (indicatore della situazione economica)", rule: `ISR più il ${f("isee-patrimonio-peso")}% dell'ISP (art. 2)`, amountCents: ordinary.iseCents });
  steps.push({ label: "Scala di equivalenza", rule: `Parametro per ${n} componenti${childIncrement(children, "isee-scala-ordinaria") ? ", più la maggiorazione per i figli" : ""}${working ? ", più la maggiorazione per i genitori che lavorano con figli minorenni" : ""} (allegato 1)`, value: scale });
  steps.push({ label: "ISEE ordinario", rule: "ISE diviso la scala di equivalenza", amountCents: ordinary.iseeCents });
  // The family-benefits ISEE (docs/benefits.md, "ISEE per le prestazioni familiari").
  const familyHome = cents(c.metro ? "isee-franchigia-prima-casa-citta-metropolitana" : "isee-franchigia-prima-casa") + Math.max(0, children - 1) * cents("isee-franchigia-maggiorazione-figlio");
  const familySteps: IseeStep[] = [];
  const familyEstate = realEstate(c, { franchise: familyHome, label: "ISEE per le prestazioni familiari dal 2026: franchigia più alta, aumentata per ogni figlio dopo il primo" }, familySteps);
  const familyScale = new Dec(baseScale(n)).add(childIncrement(children, "isee-scala-maggiorazione")).add(working).toNumber();
  const family = variant(isrCents, mob, familyEstate, familyScale);
  steps.push(...familySteps.map((s) => ({ ...s, label: `${s.label} (prestazioni familiari)` })));
  steps.push({ label: "Scala di equivalenza (prestazioni familiari)", rule: "Parametro per i componenti con le maggiorazioni per i figli della legge di bilancio 2026 (dal secondo figlio)", value: familyScale });
  steps.push({ label: "ISEE per le prestazioni familiari", rule: "Usato per Assegno unico, bonus nido e le altre prestazioni per i figli (legge di bilancio 2026)", amountCents: family.iseeCents });
  return { isrCents, ispCents: ordinary.ispCents, iseCents: ordinary.iseCents, scale, iseeCents: ordinary.iseeCents, familyBenefits: family, steps };
}
