// The extra months, tredicesima and quattordicesima (docs/plan.md, "Mensilità aggiuntive"): the
// months they arrive and the proposal splitting each one between the family's goals, in integer
// cents, exact. Pure: the goals' needs and "today" come in from the caller.
import { isoDate, type YearMonth } from "../calendar";
import type { GoalKind } from "../schemas/goals";

export type ExtraKind = "thirteenth" | "fourteenth";
export type ExtraArrival = { month: number; kind: ExtraKind };

/** The months of the extra payments, in calendar order; none for 12 payments or when not said. */
export function extraArrivals(p: { salaryPayments: number | null; thirteenthMonth: number | null; fourteenthMonth: number | null }): ExtraArrival[] {
  const out: ExtraArrival[] = [];
  const payments = p.salaryPayments ?? 12;
  if (payments >= 13) out.push({ month: p.thirteenthMonth ?? 12, kind: "thirteenth" });
  if (payments >= 14) out.push({ month: p.fourteenthMonth ?? 7, kind: "fourteenth" });
  return out.sort((a, b) => a.month - b.month);
}

/** A goal as the proposal sees it: what it still needs (target − saved, at least 0). */
export type GoalNeed = { goalId: number | null; name: string; kind: GoalKind; dueDate: string | null; needCents: number };

/** Where a part of an extra payment goes: a sinking fund due soon, the emergency fund, another goal. */
export type ExtraStep = "sinking" | "emergency" | "goal";
export type ExtraAllocation = { goalId: number | null; name: string; step: ExtraStep; amountCents: number };
export type ExtraSplit = YearMonth & { kind: ExtraKind; amountCents: number; allocations: ExtraAllocation[]; unallocatedCents: number };

/** The first extra payment after the one of `at` (next year's first when it is the year's last). */
function nextArrival(arrivals: ExtraArrival[], at: YearMonth): YearMonth {
  const later = arrivals.find((a) => a.month > at.month);
  return later ? { year: at.year, month: later.month } : { year: at.year + 1, month: arrivals[0]!.month };
}

const byDueThenOrder = (a: { dueDate: string | null; i: number }, b: { dueDate: string | null; i: number }) =>
  a.dueDate === b.dueDate ? a.i - b.i : a.dueDate === null ? 1 : b.dueDate === null ? -1 : a.dueDate < b.dueDate ? -1 : 1;

/**
 * docs/plan.md, "Mensilità aggiuntive": each extra payment of `upcoming` (in order) goes first to
 * the sinking funds due from its month to before the next extra payment's month (earliest due
 * first), then to the emergency
 * fund while under its target, then to the other goals (earliest due first, undated last), each
 * up to what it still needs after the earlier payments; what is left stays free.
 */
export function splitExtraPayments(arrivals: ExtraArrival[], upcoming: Array<YearMonth & { kind: ExtraKind }>, amountCents: number, goals: GoalNeed[]): ExtraSplit[] {
  const need = goals.map((g, i) => ({ ...g, i, left: Math.max(0, g.needCents) }));
  return upcoming.map((at) => {
    const next = nextArrival(arrivals, at);
    const from = isoDate(at.year, at.month, 1);
    const before = isoDate(next.year, next.month, 1);
    const dueSoon = (g: (typeof need)[number]) => g.kind === "sinking" && g.dueDate !== null && g.dueDate >= from && g.dueDate < before;
    const steps: Array<[ExtraStep, typeof need]> = [
      ["sinking", need.filter(dueSoon).sort(byDueThenOrder)],
      ["emergency", need.filter((g) => g.kind === "emergency")],
      ["goal", need.filter((g) => g.kind !== "emergency" && !dueSoon(g)).sort(byDueThenOrder)],
    ];
    let free = amountCents;
    const allocations: ExtraAllocation[] = [];
    for (const [step, list] of steps) {
      for (const g of list) {
        const part = Math.min(g.left, free);
        if (part <= 0) continue;
        g.left -= part;
        free -= part;
        allocations.push({ goalId: g.goalId, name: g.name, step, amountCents: part });
      }
    }
    return { year: at.year, month: at.month, kind: at.kind, amountCents, allocations, unallocatedCents: free };
  });
}
