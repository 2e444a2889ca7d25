// The user's own figures in it-IT form, computed in integer cents.
import { formatPercent } from "@shared/format";
import { formatCents, toCents } from "@shared/money";
import { percentOfCents } from "@shared/finance/round";
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

export const share = (part: number, whole: number) => formatPercent((part / whole) * 100, 1);

/**
 * An amount in euro written in the question: "200€", "200 euro", "€ 1.500", "1500,50 euro".
 * Italian thousands dots and decimal commas are understood.
 */
export function amountInQuestion(text: string): number | null {
  const m = text.match(/(?:€\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?)|(?:(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?\s*(?:€|euro|eur\b))/i);
  if (!m) return null;
  const whole = (m[1] ?? m[3]).replace(/\./g, "");
  const dec = (m[2] ?? m[4] ?? "").padEnd(2, "0");
  const cents = Number(whole) * 100 + Number(dec || "0");
  return Number.isFinite(cents) && cents > 0 && cents < 1e13 ? cents : null;
}

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
