import type { AppDeps } from "../../deps";
import { toCents } from "@shared/money";
import type { BadgeType } from "@shared/constants";
import { BADGE_POINTS } from "@shared/schemas/gamification";
import { countPacSimulations, createBudgetReads } from "../calculators/calculators.public";
import { createExpenseReads } from "../expenses/expenses.public";
import { insertAward } from "./points.repo";
import { insertBadge } from "./badges.repo";
import { previousRomeMonth } from "@shared/calendar";

/** A completed month needs at least this many expenses to count for budget_master. */
export const BUDGET_MASTER_MIN_EXPENSES = 5;

export type BadgesService = ReturnType<typeof createBadgesService>;

/** Badge rules (docs/gamification.md). Each badge is awarded once, with BADGE_POINTS points. */
export function createBadgesService(deps: Pick<AppDeps, "db" | "clock">) {
  const { db, clock } = deps;
  const budgets = createBudgetReads(db);
  const expenseReads = createExpenseReads(db);

  async function award(userId: number, badgeType: BadgeType): Promise<boolean> {
    const at = clock.now();
    return db.transaction(async (tx) => {
      if (!(await insertBadge(tx, userId, badgeType, at))) return false;
      await insertAward(tx, { userId, amount: BADGE_POINTS, reason: "badge_earned", refId: badgeType, at });
      return true;
    });
  }

  /** investitore: the user has simulated a PAC. */
  async function checkInvestor(userId: number) {
    if ((await countPacSimulations(db, userId)) > 0) await award(userId, "investitore");
  }

  /** risparmiatore: in one month the "risparmi" expenses reach the savings of the saved budget. */
  async function checkSaver(userId: number, year: number, month: number) {
    const budget = await budgets.latestBudget(userId);
    if (!budget || toCents(budget.savings) <= 0) return;
    const totals = await expenseReads.monthCategoryTotals(userId, year, month);
    if (toCents(totals.risparmi) >= toCents(budget.savings)) await award(userId, "risparmiatore");
  }

  /**
   * budget_master: the last completed month had at least BUDGET_MASTER_MIN_EXPENSES expenses and
   * its "necessita" and "desideri" totals stayed within the budget's necessities and wants; the
   * count and the totals are the member's view (docs/household.md, "Totali della famiglia").
   */
  async function checkBudgetMaster(userId: number) {
    const prev = previousRomeMonth(clock.now());
    const budget = await budgets.latestBudget(userId);
    if (!budget) return;
    if ((await expenseReads.visibleCountInMonth(userId, prev.year, prev.month)) < BUDGET_MASTER_MIN_EXPENSES) return;
    const totals = await expenseReads.monthCategoryTotals(userId, prev.year, prev.month);
    if (toCents(totals.necessita) <= toCents(budget.necessities) && toCents(totals.desideri) <= toCents(budget.wants)) {
      await award(userId, "budget_master");
    }
  }

  return { award, checkInvestor, checkSaver, checkBudgetMaster };
}
