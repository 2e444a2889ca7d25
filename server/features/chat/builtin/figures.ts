// The user's own figures in it-IT form, computed in integer cents.
import { FACTS } from "@shared/facts";
import { formatPercent } from "@shared/format";
import { formatCents, toCents } from "@shared/money";
import { percentOfCents } from "@shared/finance/cents";
import { splitBudget, type BudgetShares } from "@shared/finance/budget";
import type { ChatActionButton } from "@shared/schemas/chat";
import type { ChatContext } from "./types";

export const euro = formatCents;

/** Cents of a percentage of an amount, half-up on the exact decimal value (shared/finance). */
export const percentOf = (cents: number, percent: number) => percentOfCents(cents, percent);

export function incomeCents(ctx: ChatContext): number | null {
  if (!ctx.budget) return null;
  const c = toCents(ctx.budget.monthlyIncome);
  return c > 0 ? c : null;
}

export const budgetCents = (ctx: ChatContext) =>
  ctx.budget ? { necessities: toCents(ctx.budget.necessities), wants: toCents(ctx.budget.wants), savings: toCents(ctx.budget.savings) } : null;

/**
 * The split of an income in cents by the family's shares (50/30/20 by default, docs/plan.md "La
 * ripartizione della famiglia"): splitBudget, the budget page's function (no second
 * implementation, docs/chat.md "Tools").
 */
export function splitCents(income: number, shares?: BudgetShares | null) {
  const s = splitBudget(income / 100, shares ?? undefined);
  return { necessities: toCents(s.necessities), wants: toCents(s.wants), savings: toCents(s.savings) };
}

export const share = (part: number, whole: number) => formatPercent((part / whole) * 100, 1);

export const bullets = (lines: string[]) => lines.map((l) => `• ${l}`).join("\n");

// Buttons shared by several topics.
export const BUTTONS = {
  budget: { label: "Crea il tuo budget", action: "create_budget" },
  courses: { label: "Scopri i corsi", action: "view_courses", variant: "outline" },
  coursesMain: { label: "Vai ai corsi", action: "view_courses" },
  pac: { label: "Simula il tuo PAC", action: "start_pac" },
  pacOutline: { label: "Prova il simulatore PAC", action: "start_pac", variant: "outline" },
  human: { label: "Parla con un consulente", action: "contact_human", variant: "outline" },
} satisfies Record<string, ChatActionButton>;

/** Where a registered figure comes from, for the answer to cite: "Fonte: <act> (<publisher>)". */
export function sourceOf(factId: string): string {
  const entry = FACTS.find((x) => x.id === factId);
  if (!entry) throw new Error(`fatto sconosciuto: ${factId}`);
  return `Fonte: ${entry.source.title} (${entry.source.publisher}).`;
}

/** How a personal tax, legal or banking question ends (docs/chat.md): who gives qualified help. */
export const QUALIFIED_HELP =
  "Per il tuo caso specifico rivolgiti a un CAF, a un patronato o a un commercialista; per una controversia con una banca o una finanziaria puoi ricorrere all'Arbitro Bancario Finanziario (ABF), con un'assicurazione all'Arbitro Assicurativo, con chi ti ha venduto un investimento all'Arbitro per le Controversie Finanziarie (ACF).";

/** Said wherever a product might be expected: the assistant never names one. */
export const NO_PRODUCTS = "Non consiglio prodotti, banche o titoli specifici: ti spiego i criteri per confrontarli da solo.";
