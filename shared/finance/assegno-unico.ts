import { factValue } from "../facts";
import { formatCents } from "../money";
import { checkNumber, FinanceInputError } from "./errors";
import { Dec, eurosToCents, roundHalfUp } from "./round";

// Assegno unico estimate (docs/benefits.md, "Assegno unico"): per child the 2026 amount for its
// age, full up to the lower ISEE threshold, the minimum above the higher one and falling in a
// straight line between them; the increments that apply (under one year, third child and more,
// disability, a mother under 21, both parents working — never for a single-income family); and the
// other measures the ISEE opens (bonus sociale, bonus nido). Every figure from the facts registry.

export const AU_LIMITS = { maxChildren: 20, maxAge: 21, maxIsee: 100_000_000 } as const;
export const AU_MESSAGES = {
  isee: "ISEE non valido: un importo da 0 a 100.000.000 €",
  children: "Indica da 1 a 20 figli",
  age: "L'età di ogni figlio deve essere tra 0 e 21 anni",
} as const;

export type AuChild = { age: number; disability?: boolean };
export type AuInput = { isee: number; children: AuChild[]; bothParentsWork: boolean; youngMother?: boolean };
export type AuLine = { label: string; amountCents: number };
export type AuChildResult = { age: number; lines: AuLine[]; totalCents: number };
export type AuMeasure = { name: string; eligible: boolean; detail: string };
export type AuResult = { perChild: AuChildResult[]; monthlyTotalCents: number; notes: string[]; measures: AuMeasure[] };

const f = factValue;
const cents = (id: string) => eurosToCents(f(id));

/** Full at or below the lower threshold, minimum at or above the higher one, a straight line between. */
function tapered(iseeCents: number, fullCents: number, minCents: number): number {
  const low = cents("assegno-unico-isee-soglia-importo-pieno");
  const high = cents("assegno-unico-isee-soglia-importo-minimo");
  if (iseeCents <= low) return fullCents;
  if (iseeCents >= high) return minCents;
  return roundHalfUp(new Dec(fullCents).sub(new Dec(fullCents - minCents).mul(iseeCents - low).div(high - low)));
}

function check(input: AuInput): { iseeCents: number; children: AuChild[] } {
  if (input === null || typeof input !== "object") throw new FinanceInputError("input", AU_MESSAGES.children);
  const isee = checkNumber(input.isee, "isee", { min: 0, max: AU_LIMITS.maxIsee }, AU_MESSAGES.isee);
  if (!Array.isArray(input.children) || input.children.length < 1 || input.children.length > AU_LIMITS.maxChildren)
    throw new FinanceInputError("children", AU_MESSAGES.children);
  const children = input.children.map((c, i) => {
    checkNumber(c?.age, `children.${i}.age`, { min: 0, max: AU_LIMITS.maxAge, integer: true }, AU_MESSAGES.age);
    return { age: c.age, disability: c.disability === true };
  });
  return { iseeCents: eurosToCents(isee), children };
}

function childLines(child: AuChild, rank: number, ctx: { iseeCents: number; large: boolean; input: AuInput }): AuLine[] {
  const { iseeCents } = ctx;
  const lines: AuLine[] = [];
  const minorAmount = tapered(iseeCents, cents("assegno-unico-importo-max"), cents("assegno-unico-importo-min"));
  if (child.age >= 21 && !child.disability) return [{ label: "Nessun importo: a 21 anni l'assegno finisce (salvo disabilità)", amountCents: 0 }];
  const minor = child.age < 18;
  const base = minor || child.disability ? minorAmount : tapered(iseeCents, cents("assegno-unico-maggiorenni-max"), cents("assegno-unico-maggiorenni-min"));
  lines.push({ label: minor ? "Importo per figlio minorenne" : child.disability ? "Importo per figlio maggiorenne con disabilità (come un minorenne)" : "Importo per figlio dai 18 ai 21 anni", amountCents: base });
  const plusHalf = roundHalfUp(new Dec(base).mul(f("assegno-unico-sotto-un-anno")).div(100));
  if (child.age < 1) lines.push({ label: `Maggiorazione del ${f("assegno-unico-sotto-un-anno")}% per figlio sotto un anno`, amountCents: plusHalf });
  else if (child.age < 3 && ctx.large && iseeCents <= cents("assegno-unico-isee-soglia-importo-minimo"))
    lines.push({ label: `Maggiorazione del ${f("assegno-unico-sotto-un-anno")}% per figlio da 1 a 3 anni in un nucleo con almeno tre figli`, amountCents: plusHalf });
  if (rank >= 2) lines.push({ label: "Maggiorazione per ogni figlio dopo il secondo", amountCents: tapered(iseeCents, cents("assegno-unico-terzo-figlio-max"), cents("assegno-unico-terzo-figlio-min")) });
  if (child.disability && minor) lines.push({ label: "Maggiorazione per figlio minorenne con disabilità (misura della disabilità media)", amountCents: cents("assegno-unico-disabilita-media") });
  if (ctx.input.youngMother === true) lines.push({ label: "Maggiorazione per madre con meno di 21 anni", amountCents: cents("assegno-unico-madre-under-21") });
  if (ctx.input.bothParentsWork === true && minor) {
    const working = tapered(iseeCents, cents("assegno-unico-genitori-lavoratori-max"), 0);
    if (working > 0) lines.push({ label: "Maggiorazione per entrambi i genitori che lavorano", amountCents: working });
  }
  return lines;
}

function measures(iseeCents: number, children: number): AuMeasure[] {
  const social = cents(children >= 4 ? "bonus-sociale-isee-soglia-famiglie-numerose" : "bonus-sociale-isee-soglia");
  const nido1 = cents("bonus-nido-isee-soglia-1");
  const nido2 = cents("bonus-nido-isee-soglia-2");
  const nido = iseeCents <= nido1 ? "bonus-nido-importo-1" : iseeCents <= nido2 ? "bonus-nido-importo-2" : "bonus-nido-importo-3";
  return [
    {
      name: "Bonus sociale luce e gas",
      eligible: iseeCents <= social,
      detail: `Spetta in automatico con un ISEE fino a ${formatCents(social)}${children >= 4 ? " (nuclei con almeno quattro figli a carico)" : ` (${formatCents(cents("bonus-sociale-isee-soglia-famiglie-numerose"))} con almeno quattro figli a carico)`}.`,
    },
    {
      name: "Bonus asilo nido",
      eligible: true,
      detail: `Per i figli sotto i tre anni iscritti al nido: fino a ${formatCents(cents(nido))} l'anno con questo ISEE (${formatCents(cents("bonus-nido-importo-1"))} fino a ${formatCents(nido1)}, ${formatCents(cents("bonus-nido-importo-2"))} fino a ${formatCents(nido2)}, ${formatCents(cents("bonus-nido-importo-3"))} oltre).`,
    },
  ];
}

export function computeAssegnoUnico(input: AuInput): AuResult {
  const { iseeCents, children } = check(input);
  const eligible = children.filter((c) => c.age < 21 || c.disability).length;
  // The eldest count as first and second child; the increment goes to each one after them.
  const order = children.map((c, i) => ({ c, i })).sort((a, b) => b.c.age - a.c.age || a.i - b.i);
  const rankOf = new Map(order.map((o, rank) => [o.i, rank]));
  const ctx = { iseeCents, large: eligible >= 3, input };
  const perChild = children.map((child, i) => {
    const lines = childLines(child, rankOf.get(i) ?? 0, ctx);
    return { age: child.age, lines, totalCents: lines.reduce((s, l) => s + l.amountCents, 0) };
  });
  const notes = [
    "Stima, non l'importo deciso dall'INPS: l'importo vero dipende dall'ISEE attestato e dalla domanda.",
    `Importo pieno con ISEE fino a ${formatCents(cents("assegno-unico-isee-soglia-importo-pieno"))}, minimo oltre ${formatCents(cents("assegno-unico-isee-soglia-importo-minimo"))} o senza ISEE; in mezzo la stima scende in modo lineare.`,
  ];
  if (input.bothParentsWork !== true) notes.push("Famiglia monoreddito: la maggiorazione per entrambi i genitori che lavorano non spetta.");
  if (children.some((c) => c.disability)) notes.push("Per la disabilità si usa la maggiorazione più bassa (disabilità media); per la disabilità grave o la non autosufficienza l'INPS paga di più.");
  if (eligible >= 4) notes.push("Ai nuclei con almeno quattro figli spetta anche una maggiorazione forfettaria mensile, non compresa in questa stima.");
  return { perChild, monthlyTotalCents: perChild.reduce((s, c) => s + c.totalCents, 0), notes, measures: measures(iseeCents, children.length) };
}
