import { formatNumber, formatPercent } from "@shared/format";
import type { Growth } from "@shared/schemas/admin";

/** '—' whenever a figure is not available: never an invented number. */
export const DASH = "—";
export const orDash = (n: number | null, fmt: (n: number) => string = (x) => formatNumber(x)) => (n === null ? DASH : fmt(n));
export const percentOrDash = (n: number | null) => orDash(n, (x) => formatPercent(x));

export function growthNote(g: Growth): string {
  if (g === null) return "Nessun confronto con il mese scorso";
  return `${g > 0 ? "+" : ""}${formatPercent(g)} rispetto al mese scorso`;
}

/** 204 seconds → "3:24" */
export function minutesSeconds(s: number | null): string {
  if (s === null) return DASH;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
