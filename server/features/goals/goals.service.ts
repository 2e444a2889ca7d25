// Rules of the plan's goals and emergency fund (docs/plan.md). Goals are the household's
// (docs/household.md, "Cosa è condiviso"): any member reads them, owner and editors write them
// (the contract's access). The free limit (FREE_GOAL_LIMIT goals of the household) is checked
// under a per-household lock in the transaction that inserts, so two requests at once cannot pass
// it together; a withdrawal is checked against what is saved with the goal's row locked. Another
// household's goal is "not found": its existence is not revealed.
import type { AppDeps } from "../../deps";
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../http/errors";
import { FREE_GOAL_LIMIT } from "@shared/constants";
import { addMonths, lastDayOfMonth, monthKey, romeParts, type YearMonth } from "@shared/calendar";
import { centsToString, toCents } from "@shared/money";
import { EMERGENCY_MONTHS, emergencyFund, goalFigures, lastCompleteMonths, nextDueDate } from "@shared/finance/goals";
import {
  GOAL_MESSAGES,
  type EmergencyFund,
  type Goal,
  type GoalContribution,
  type GoalKind,
  type GoalProposal,
  type GoalUpdate,
  type NewContribution,
  type NewGoal,
} from "@shared/schemas/goals";
import { HOUSEHOLD_GOAL_LABELS } from "@shared/schemas/account";
import { essentialTotalsByMonth, goalExpenseTotals } from "../expenses/goal-reads.public";
import { createBudgetReads } from "../calculators/calculators.public";
import { getHouseholdProfile } from "../account/account.public";
import * as repo from "./goals.repo";
import { keptJson } from "../../perf/kept-json";

type Actor = { id: number; isPremium: boolean };

const amountText = (n: number | null | undefined) => (n == null ? null : centsToString(toCents(n)));

/** The emergency fund's months when the family does not choose (docs/plan.md, "Fondo di emergenza"). */
function defaultEmergencyMonths(singleIncome: boolean | null): number {
  return singleIncome === false ? EMERGENCY_MONTHS.min : EMERGENCY_MONTHS.default;
}

/** The goal as the API answers it, with what is saved (hand contributions + its expenses). */
function toGoal(row: repo.GoalRow, savedCents: number, today: YearMonth): Goal {
  const dueDate = row.targetDate ?? (row.dueMonth ? nextDueDate(row.dueMonth, today) : null);
  const f = goalFigures(
    {
      targetCents: toCents(row.targetAmount),
      savedCents,
      targetDate: dueDate,
      monthlyCents: row.monthlyAmount === null ? null : toCents(row.monthlyAmount),
      createdMonth: romeParts(row.createdAt),
    },
    today,
  );
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as GoalKind,
    targetAmount: row.targetAmount,
    targetDate: row.targetDate,
    monthlyAmount: row.monthlyAmount,
    dueMonth: row.dueMonth,
    dueDate,
    saved: centsToString(f.savedCents),
    monthlyNeeded: f.monthlyNeededCents === null ? null : centsToString(f.monthlyNeededCents),
    projectedDate: f.projectedDate,
    progressPercent: f.progressPercent,
    onTrack: f.onTrack,
  };
}

/** Cents saved per goal of the user's household. */
async function savedByGoal(db: DbOrTx, userId: number): Promise<Map<number, number>> {
  const [hand, fromExpenses] = await Promise.all([repo.contributionTotals(db, userId), goalExpenseTotals(db, userId)]);
  const out = new Map<number, number>();
  for (const [id, t] of hand) out.set(id, (out.get(id) ?? 0) + toCents(t));
  for (const [id, t] of fromExpenses) out.set(id, (out.get(id) ?? 0) + toCents(t));
  return out;
}

/** The fields of a goal as stored; a goal must keep a date, a monthly amount or a due month. */
function rowFields(input: Partial<NewGoal>): Partial<repo.NewGoalRow> {
  const out: Partial<repo.NewGoalRow> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.kind !== undefined) out.kind = input.kind;
  if (input.targetAmount !== undefined) out.targetAmount = amountText(input.targetAmount)!;
  if (input.targetDate !== undefined) out.targetDate = input.targetDate ?? null;
  if (input.monthlyAmount !== undefined) out.monthlyAmount = amountText(input.monthlyAmount);
  if (input.dueMonth !== undefined) out.dueMonth = input.dueMonth ?? null;
  return out;
}

/**
 * The emergency fund's target (docs/plan.md, "Fondo di emergenza"): the tracker's essential spending
 * of the last three complete months when each holds some, else the saved budget's necessities.
 */
async function emergencyFundOf(deps: Pick<AppDeps, "db" | "clock">, budgets: ReturnType<typeof createBudgetReads>, userId: number, chosen: number | undefined): Promise<EmergencyFund> {
  const [profile, budget] = await Promise.all([getHouseholdProfile(deps.db, userId), budgets.latestBudget(userId)]);
  const months = chosen ?? defaultEmergencyMonths(profile.singleIncome);
  const period = lastCompleteMonths(romeParts(deps.clock.now()));
  const found = await essentialTotalsByMonth(deps.db, userId, period);
  const keys = period.map(monthKey);
  // The tracker when each of the three months holds essential spending; else the saved budget.
  const tracked = keys.every((k) => (found.get(k)?.count ?? 0) > 0);
  const basis: EmergencyFund["basis"] = tracked
    ? { source: "tracker", months: keys, totals: keys.map((k) => found.get(k)!.total) }
    : { source: "budget", months: [], totals: budget ? [budget.necessities] : [] };
  const fund = emergencyFund(basis.totals.map(toCents), months);
  return { months, monthlyEssential: centsToString(fund.monthlyEssentialCents), target: centsToString(fund.targetCents), basis, singleIncome: profile.singleIncome };
}

export type GoalsService = ReturnType<typeof createGoalsService>;

export function createGoalsService(deps: Pick<AppDeps, "db" | "clock" | "userReads">) {
  const budgets = createBudgetReads(deps.db);
  const thisMonth = (): YearMonth => romeParts(deps.clock.now());

  async function oneGoal(db: DbOrTx, userId: number, row: repo.GoalRow): Promise<Goal> {
    return toGoal(row, (await savedByGoal(db, userId)).get(row.id) ?? 0, thisMonth());
  }

  return {
    async list(userId: number): Promise<Goal[]> {
      const [rows, saved] = await Promise.all([repo.listGoals(deps.db, userId), savedByGoal(deps.db, userId)]);
      const today = thisMonth();
      return rows.map((r) => toGoal(r, saved.get(r.id) ?? 0, today));
    },

    /** The list as JSON text, kept per user and day (docs/scale-out.md, "Letture della storia in cache"). */
    listJson(userId: number): Promise<Buffer> {
      return keptJson(deps, userId, "goals", [], () => this.list(userId));
    },

    async create(user: Actor, input: NewGoal): Promise<Goal> {
      const row = await deps.db.transaction(async (tx) => {
        await repo.lockHouseholdGoals(tx, user.id);
        if (!user.isPremium && (await repo.countGoals(tx, user.id)) >= FREE_GOAL_LIMIT)
          throw new AppError("limit_reached", GOAL_MESSAGES.limitReached, { limit: FREE_GOAL_LIMIT });
        return repo.insertGoal(tx, { ...(rowFields(input) as Omit<repo.NewGoalRow, "userId">), userId: user.id, createdAt: deps.clock.now() });
      });
      return toGoal(row, 0, thisMonth());
    },

    async update(userId: number, id: number, patch: GoalUpdate): Promise<Goal> {
      const row = await deps.db.transaction(async (tx) => {
        const current = await repo.findGoal(tx, userId, id, true);
        if (!current) throw new AppError("not_found", GOAL_MESSAGES.notFound);
        const fields = rowFields(patch);
        const next = { ...current, ...fields };
        if (next.targetDate === null && next.monthlyAmount === null && next.dueMonth === null)
          throw new AppError("validation", GOAL_MESSAGES.dateOrMonthly, { fieldErrors: { targetDate: GOAL_MESSAGES.dateOrMonthly } });
        return (await repo.updateGoal(tx, userId, id, fields))!;
      });
      return oneGoal(deps.db, userId, row);
    },

    /** The goal goes with its contributions; its expenses stay in the tracker, without a goal. */
    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteGoal(deps.db, userId, id))) throw new AppError("not_found", GOAL_MESSAGES.notFound);
    },

    async contribute(userId: number, id: number, input: NewContribution): Promise<{ contribution: GoalContribution; goal: Goal }> {
      return deps.db.transaction(async (tx) => {
        const goal = await repo.findGoal(tx, userId, id, true);
        if (!goal) throw new AppError("not_found", GOAL_MESSAGES.notFound);
        const cents = toCents(input.amount);
        const saved = (await savedByGoal(tx, userId)).get(id) ?? 0;
        if (cents < 0 && -cents > saved)
          throw new AppError("validation", GOAL_MESSAGES.withdrawalTooLarge, { fieldErrors: { amount: `${GOAL_MESSAGES.withdrawalTooLarge} (${centsToString(Math.max(0, saved)).replace(".", ",")} €)` } });
        const c = await repo.insertContribution(tx, { goalId: id, userId, amount: centsToString(cents), date: input.date, note: input.note ?? null, createdAt: deps.clock.now() });
        return {
          contribution: { id: c.id, goalId: c.goalId, amount: c.amount, date: c.date, note: c.note },
          goal: toGoal(goal, saved + cents, thisMonth()),
        };
      });
    },

    emergencyFund: (userId: number, chosen: number | undefined) => emergencyFundOf(deps, budgets, userId, chosen),
  };
}

/** The first goal proposed from the onboarding's answers (docs/plan.md, "La prima proposta"). */
export async function proposeFirstGoal(deps: Pick<AppDeps, "db" | "clock">, service: GoalsService, userId: number): Promise<GoalProposal> {
  const [goals, profile, fund] = await Promise.all([service.list(userId), getHouseholdProfile(deps.db, userId), service.emergencyFund(userId, undefined)]);
  if (goals.length > 0) return { proposal: null, reason: "Hai già degli obiettivi." };
  // Without spending or a budget, the income the family gave: half of it as essential spending (the 50/30/20 default).
  let monthlyEssentialCents = toCents(fund.monthlyEssential);
  let from = fund.basis.source === "tracker" ? `la spesa essenziale media di ${fund.basis.months.join(", ")}` : "le necessità del tuo budget salvato";
  if (monthlyEssentialCents === 0 && profile.monthlyIncome) {
    monthlyEssentialCents = Math.round(toCents(profile.monthlyIncome) / 2);
    from = "metà del reddito mensile che hai indicato";
  }
  if (monthlyEssentialCents === 0) return { proposal: null, reason: "Registra le spese o salva un budget: ti proporremo un fondo di emergenza su misura." };
  const target = centsToString(monthlyEssentialCents * fund.months);
  const targetDate = lastDayOfMonth(addMonths(romeParts(deps.clock.now()), 12));
  const wanted = profile.goal && profile.goal !== "emergency_fund" ? ` Prima di «${HOUSEHOLD_GOAL_LABELS[profile.goal]}», conviene avere una riserva per gli imprevisti.` : "";
  return {
    proposal: { name: "Fondo di emergenza", kind: "emergency", targetAmount: target, targetDate, monthlyAmount: null, dueMonth: null },
    reason: `${fund.months} mesi di spese essenziali, calcolate da ${from}, da raggiungere in 12 mesi.${wanted}`,
  };
}
