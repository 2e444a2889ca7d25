// The 730 summary's arithmetic (docs/tax.md, "Il riepilogo 730"): pure, in integer cents, every
// figure from the facts registry. The service reads the expenses and the household profile and
// hands them here.
import { factText, factValue } from "@shared/facts";
import { centsToString, formatCents, toCents } from "@shared/money";
import { DEDUCTION_TYPES, needsCashWarning, type DeductionSummary, type DeductionType } from "@shared/schemas/deductions";

export type DeductibleExpense = { id: number; amount: string; type: DeductionType; member: string; traceable: boolean };

const HEALTH_GROUP: ReadonlySet<DeductionType> = new Set<DeductionType>(["health", "medicines", "medical_devices"]);
/** Kept whole whatever the income (TUIR art. 15, comma 3-quater; docs/tax.md, "Redditi alti"). */
const NOT_CUT_BY_INCOME: ReadonlySet<DeductionType> = new Set<DeductionType>([...HEALTH_GROUP, "mortgage_interest", "pension_fund"]);
/**
 * Outside the ceiling of art. 16-ter: health (comma 2), the pension fund (a deduction from income,
 * not a credit) and, read as contracts signed before 2025, mortgage interest and insurance premiums
 * (docs/tax.md, "Redditi alti": the app cannot know the contract's date and says so).
 */
const OUTSIDE_CEILING: ReadonlySet<DeductionType> = new Set<DeductionType>([...HEALTH_GROUP, "pension_fund", "mortgage_interest", "insurance"]);

const CASH_REASON =
  "Pagata in contanti: la detrazione spetta solo con pagamento tracciabile (carta, bancomat, bonifico). Fanno eccezione medicinali, dispositivi medici e prestazioni del Servizio sanitario nazionale: se era una prestazione pubblica, modifica la spesa e indicala come tracciabile.";

const euroCents = (id: string) => toCents(factValue(id));
const pensionCapId = (year: number) => (year >= 2026 ? "deducibilita-fondi-pensione" : "deducibilita-fondi-pensione-fino-2025");

/** How each type's cap works: per return (one cap for the family) or per member, and the franchise. */
function capOf(type: DeductionType, year: number): { per: "return" | "member"; capCents: number | null; franchiseCents: number } {
  const franchise = euroCents("franchigia-spese-sanitarie");
  switch (type) {
    case "health":
    case "medicines":
    case "medical_devices":
      return { per: "return", capCents: null, franchiseCents: franchise };
    case "veterinary":
      return { per: "return", capCents: euroCents(year >= 2021 ? "detrazione-veterinarie-limite" : "detrazione-veterinarie-limite-2020"), franchiseCents: franchise };
    case "kids_sport":
      return { per: "member", capCents: euroCents("detrazione-sport-ragazzi-limite"), franchiseCents: 0 };
    case "nursery":
      return { per: "member", capCents: euroCents("detrazione-asilo-nido-limite"), franchiseCents: 0 };
    case "school":
      return { per: "member", capCents: euroCents(year >= 2025 ? "detrazione-istruzione-limite" : "detrazione-istruzione-limite-fino-2024"), franchiseCents: 0 };
    case "funeral":
      return { per: "member", capCents: euroCents("detrazione-spese-funebri-limite"), franchiseCents: 0 };
    case "mortgage_interest":
      return { per: "return", capCents: euroCents("detrazione-interessi-mutuo-limite"), franchiseCents: 0 };
    case "insurance":
      return { per: "return", capCents: euroCents("detrazione-premi-assicurazione-limite"), franchiseCents: 0 };
    case "student_rent":
      return { per: "return", capCents: euroCents("detrazione-affitto-studenti-limite"), franchiseCents: 0 };
    case "pension_fund":
      return { per: "return", capCents: euroCents(pensionCapId(year)), franchiseCents: 0 };
  }
}

const memberOrder = (m: string) => (m === "self" ? 0 : m === "spouse" ? 1 : 1 + Number(m.slice(5)));

type Line = { member: string; type: DeductionType; totalCents: number; eligibleCents: number };

/**
 * Eligible parts of lines that share one cap and one franchise (a "pool"): the pool's eligible
 * amount is min(sum, cap) − franchise, handed to the lines in order (members, then types) so the
 * lines add up to it exactly.
 */
function fillPool(lines: Line[], capCents: number | null, franchiseCents: number): void {
  const sum = lines.reduce((s, l) => s + l.totalCents, 0);
  let left = Math.max(0, Math.min(sum, capCents ?? sum) - franchiseCents);
  let franchise = franchiseCents;
  for (const line of lines) {
    const afterFranchise = Math.max(0, line.totalCents - franchise);
    franchise = Math.max(0, franchise - line.totalCents);
    line.eligibleCents = Math.min(afterFranchise, left);
    left -= line.eligibleCents;
  }
}

/** The lines of the counted expenses, grouped and sorted (members, then the types' order). */
function linesOf(counted: DeductibleExpense[]): Line[] {
  const byKey = new Map<string, Line>();
  for (const e of counted) {
    const key = `${e.member}|${e.type}`;
    const line = byKey.get(key) ?? { member: e.member, type: e.type, totalCents: 0, eligibleCents: 0 };
    line.totalCents += toCents(e.amount);
    byKey.set(key, line);
  }
  return [...byKey.values()].sort((a, b) => memberOrder(a.member) - memberOrder(b.member) || DEDUCTION_TYPES.indexOf(a.type) - DEDUCTION_TYPES.indexOf(b.type));
}

function applyCaps(lines: Line[], year: number): void {
  const pools = new Map<string, Line[]>();
  for (const line of lines) {
    const { per } = capOf(line.type, year);
    const group = HEALTH_GROUP.has(line.type) ? "health-group" : line.type;
    const key = per === "member" ? `${group}|${line.member}` : group;
    pools.set(key, [...(pools.get(key) ?? []), line]);
  }
  for (const pool of pools.values()) {
    const { capCents, franchiseCents } = capOf(pool[0]!.type, year);
    fillPool(pool, capCents, franchiseCents);
  }
}


/** The household facts the income rules need: the yearly income and the dependent children of the profile. */
type Household = { yearlyIncomeCents: number | null; children: number | null };

const euro = formatCents;

/** The ceiling of art. 16-ter for this income and these children, in cents (docs/tax.md, "Redditi alti"). */
function ceilingCents(incomeCents: number, children: number): number {
  const base = incomeCents > euroCents("detrazioni-tetto-soglia-importo-ridotto") ? euroCents("detrazioni-tetto-importo-base-ridotto") : euroCents("detrazioni-tetto-importo-base");
  const coefficient = factValue(children >= 3 ? "detrazioni-tetto-coefficiente-3-figli" : children === 2 ? "detrazioni-tetto-coefficiente-2-figli" : children === 1 ? "detrazioni-tetto-coefficiente-1-figlio" : "detrazioni-tetto-coefficiente-0-figli");
  return Math.round(base * coefficient);
}

/**
 * Art. 16-ter TUIR, from the expenses of 2025: above the income threshold the eligible amounts of
 * the types inside the ceiling, taken together, are cut to the ceiling (the lines in order).
 */
function applyCeiling(lines: Line[], year: number, household: Household, notes: string[]): void {
  const income = household.yearlyIncomeCents;
  if (year < 2025 || income === null || income <= euroCents("detrazioni-reddito-soglia-tetto")) return;
  const children = household.children ?? 0;
  const ceiling = ceilingCents(income, children);
  const inside = lines.filter((l) => !OUTSIDE_CEILING.has(l.type));
  const sum = inside.reduce((s, l) => s + l.eligibleCents, 0);
  let left = ceiling;
  for (const line of inside) {
    line.eligibleCents = Math.min(line.eligibleCents, left);
    left -= line.eligibleCents;
  }
  notes.push(
    `Reddito sopra i ${factText("detrazioni-reddito-soglia-tetto")}: dal 2025 gli oneri detraibili (escluse spese sanitarie, interessi del mutuo e premi assicurativi) contano fino a ${euro(ceiling)} l'anno con ${children === 1 ? "un figlio" : `${children} figli`} a carico${household.children === null ? " (figli non indicati nel profilo: nessuno)" : ""}${sum > ceiling ? `; qui ${euro(sum - ceiling)} di spese restano fuori` : ""}. Mutuo e assicurazioni sono fuori dal tetto solo se il contratto è del 2024 o prima, e un figlio con disabilità porta il tetto al massimo: verificalo con il CAF.`,
  );
}

/** The fixed cut of the 19 % credit, health excluded, for the year and the income (none when it does not apply). */
function fixedCut(year: number, incomeCents: number | null): { cents: number; threshold: string } | null {
  if (incomeCents === null) return null;
  if (year === 2024 && incomeCents > euroCents("detrazioni-riduzione-2024-soglia")) return { cents: euroCents("detrazioni-riduzione-2024"), threshold: "detrazioni-riduzione-2024-soglia" };
  if (year >= 2026 && incomeCents > euroCents("detrazioni-riduzione-redditi-alti-soglia")) return { cents: euroCents("detrazioni-riduzione-redditi-alti"), threshold: "detrazioni-riduzione-redditi-alti-soglia" };
  return null;
}

/** The IRPEF rate of the last euro of `incomeCents` (registry brackets; docs/tax.md, "Fondo pensione"). */
function marginalRate(incomeCents: number): number {
  if (incomeCents <= euroCents("irpef-limite-primo-scaglione")) return factValue("irpef-aliquota-primo-scaglione");
  if (incomeCents <= euroCents("irpef-limite-secondo-scaglione")) return factValue("irpef-aliquota-secondo-scaglione");
  return factValue("irpef-aliquota-terzo-scaglione");
}

type Savings = { of: (line: Line) => number; notes: string[] };

/** How each line's eligible amount turns into a saving (19 %, cut above 120.000 €; the pension fund at the marginal rate). */
function savingsRule(year: number, yearlyIncomeCents: number | null, notes: string[]): Savings {
  const rate = factValue("detrazione-oneri");
  const low = euroCents("detrazioni-reddito-soglia-riduzione");
  const high = euroCents("detrazioni-reddito-soglia-azzeramento");
  let cut = 1;
  if (yearlyIncomeCents === null) {
    notes.push(`Reddito annuo non indicato nel profilo: la riduzione delle detrazioni sopra i ${factText("detrazioni-reddito-soglia-riduzione")}, il tetto sopra i ${factText("detrazioni-reddito-soglia-tetto")} e le altre regole legate al reddito non sono stati applicati.`);
  } else if (yearlyIncomeCents > low) {
    cut = Math.max(0, (high - yearlyIncomeCents) / (high - low));
    notes.push(`Reddito sopra i ${factText("detrazioni-reddito-soglia-riduzione")}: le detrazioni del ${factText("detrazione-oneri")} (escluse spese sanitarie e interessi del mutuo) spettano al ${(cut * 100).toLocaleString("it-IT", { maximumFractionDigits: 2 })}%.`);
  }
  // The pension fund's deduction needs the income and a year whose brackets the registry holds (2026 on).
  const pensionRate = yearlyIncomeCents !== null && year >= 2026 ? marginalRate(yearlyIncomeCents) : null;
  if (pensionRate === null) notes.push("Fondo pensione: il risparmio all'aliquota marginale non è stato calcolato (servono il reddito annuo nel profilo e un anno dal 2026).");
  return {
    notes,
    of: (line) => {
      if (line.type === "pension_fund") return pensionRate === null ? 0 : Math.round((line.eligibleCents * pensionRate) / 100);
      const factor = NOT_CUT_BY_INCOME.has(line.type) ? 1 : cut;
      return Math.round((line.eligibleCents * rate * factor) / 100);
    },
  };
}

/** The kind of saving a line belongs to: each kind is rounded once (docs/tax.md, "Il riepilogo 730"). */
const kindOf = (type: DeductionType) => (type === "pension_fund" ? "pension" : HEALTH_GROUP.has(type) ? "health" : NOT_CUT_BY_INCOME.has(type) ? "whole" : "cut");

/** The return's saving: one rounding per kind, less the fixed cut of the year on the 19 % credit other than health. */
function returnSaving(lines: Line[], savings: Savings, year: number, incomeCents: number | null): number {
  const kinds = new Map<string, Line>();
  for (const line of lines) {
    const key = kindOf(line.type);
    const k = kinds.get(key) ?? { ...line, totalCents: 0, eligibleCents: 0 };
    k.eligibleCents += line.eligibleCents;
    kinds.set(key, k);
  }
  const saved = (key: string) => (kinds.has(key) ? savings.of(kinds.get(key)!) : 0);
  const cut = fixedCut(year, incomeCents);
  const credit = saved("whole") + saved("cut");
  const reduced = cut ? Math.max(0, credit - cut.cents) : credit;
  if (cut && credit > 0)
    savings.notes.push(`Reddito sopra i ${factText(cut.threshold)}: le detrazioni del ${factText("detrazione-oneri")} diverse dalle spese sanitarie calano di ${euro(cut.cents)} nel totale (${euro(credit - reduced)} qui); i risparmi per riga non ne tengono conto.`);
  return saved("health") + reduced + saved("pension");
}

/**
 * The whole summary of one return (docs/tax.md). `household.yearlyIncomeCents` is null when the
 * profile has no income, `household.children` null when it does not say.
 */
export function summarise(year: number, expenses: DeductibleExpense[], household: Household): Omit<DeductionSummary, "detailed"> {
  const excluded = expenses.filter(needsCashWarning).map((e) => ({ expenseId: e.id, reason: CASH_REASON }));
  const excludedIds = new Set(excluded.map((e) => e.expenseId));
  const lines = linesOf(expenses.filter((e) => !excludedIds.has(e.id)));
  applyCaps(lines, year);
  const notes: string[] = [];
  applyCeiling(lines, year, household, notes);
  const savings = savingsRule(year, household.yearlyIncomeCents, notes);
  const sum = (f: (l: Line) => number) => lines.reduce((s, l) => s + f(l), 0);
  const members = [...new Set(lines.map((l) => l.member))].map((member) => ({
    member,
    types: lines
      .filter((l) => l.member === member)
      .map((l) => ({ type: l.type, total: centsToString(l.totalCents), eligible: centsToString(l.eligibleCents), saving: centsToString(savings.of(l)) })),
  }));
  return {
    year,
    members,
    totals: {
      total: centsToString(sum((l) => l.totalCents)),
      eligible: centsToString(sum((l) => l.eligibleCents)),
      saving: centsToString(returnSaving(lines, savings, year, household.yearlyIncomeCents)),
    },
    excluded,
    notes: savings.notes,
  };
}
