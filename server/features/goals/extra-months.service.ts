// The extra months, tredicesima and quattordicesima (docs/plan.md, "Mensilità aggiuntive"): the
// year's extra payments from the household profile and the proposal splitting each between the
// family's goals. Reads only the user's own goals and profile.
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { romeParts } from "@shared/calendar";
import { centsToString, toCents } from "@shared/money";
import { extraArrivals, splitExtraPayments, type ExtraKind, type GoalNeed } from "@shared/finance/extra-months";
import { EXTRA_MONTHS_MESSAGES, EXTRA_MONTHS_YEARS_AHEAD, type ExtraMonthsPlan } from "@shared/schemas/extra-months";
import { getHouseholdProfile } from "../account/account.public";
import type { GoalsService } from "./goals.service";

/** What each goal still needs; without an emergency-fund goal, the suggested fund's whole target. */
async function goalNeeds(goals: GoalsService, userId: number): Promise<GoalNeed[]> {
  const list = await goals.list(userId);
  const needs: GoalNeed[] = list.map((g) => ({ goalId: g.id, name: g.name, kind: g.kind, dueDate: g.dueDate, needCents: Math.max(0, toCents(g.targetAmount) - toCents(g.saved)) }));
  if (!list.some((g) => g.kind === "emergency")) {
    const fund = await goals.emergencyFund(userId, undefined);
    if (toCents(fund.target) > 0) needs.push({ goalId: null, name: "Fondo di emergenza", kind: "emergency", dueDate: null, needCents: toCents(fund.target) });
  }
  return needs;
}

export async function extraMonthsPlan(deps: Pick<AppDeps, "db" | "clock">, goals: GoalsService, userId: number, query: { year?: number }): Promise<ExtraMonthsPlan> {
  const today = romeParts(deps.clock.now());
  const year = query.year ?? today.year;
  if (year < today.year || year > today.year + EXTRA_MONTHS_YEARS_AHEAD)
    throw new AppError("validation", EXTRA_MONTHS_MESSAGES.yearInvalid, { fieldErrors: { year: EXTRA_MONTHS_MESSAGES.yearInvalid } });
  const profile = await getHouseholdProfile(deps.db, userId);
  const arrivals = extraArrivals(profile);
  const amountCents = profile.extraPaymentAmount != null ? toCents(profile.extraPaymentAmount) : profile.monthlyIncome ? toCents(profile.monthlyIncome) : 0;
  const amountSource = profile.extraPaymentAmount != null ? "profile" : amountCents > 0 ? "income" : "none";
  const months = arrivals.map((a) => ({ ...a, past: year === today.year && a.month < today.month }));
  // Every extra payment from this month on up to the year asked, so a later year's proposal counts
  // what the earlier payments already gave; only the year asked is answered.
  const upcoming: Array<{ year: number; month: number; kind: ExtraKind }> = [];
  for (let y = today.year; y <= year; y++) for (const a of arrivals) if (y > today.year || a.month >= today.month) upcoming.push({ year: y, month: a.month, kind: a.kind });
  const split = amountCents > 0 && upcoming.length > 0 ? splitExtraPayments(arrivals, upcoming, amountCents, await goalNeeds(goals, userId)).filter((s) => s.year === year) : [];
  return {
    year,
    salaryPayments: profile.salaryPayments,
    amount: amountSource === "none" ? null : centsToString(amountCents),
    amountSource,
    months,
    proposal: split.map((s) => ({
      month: s.month,
      kind: s.kind,
      amount: centsToString(s.amountCents),
      allocations: s.allocations.map((a) => ({ goalId: a.goalId, name: a.name, step: a.step, amount: centsToString(a.amountCents) })),
      unallocated: centsToString(s.unallocatedCents),
    })),
  };
}
