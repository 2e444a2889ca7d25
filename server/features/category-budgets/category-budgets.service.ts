// Category budgets and the month's pace (docs/plan.md, "Budget per categoria"): the figures are
// computed by shared/finance/category-budget.ts from the tracker's own sums, in Europe/Rome days.
import type { z } from "zod";
import type { AppDeps } from "../../deps";
import { addMonths, monthRange, romeDateString, yearMonthOf, type YearMonth } from "@shared/calendar";
import { centsToString, toCents } from "@shared/money";
import { carryFrom, categoryStatus, daysInMonth, daysPassed } from "@shared/finance/category-budget";
import type { ExpenseSubcategory } from "@shared/expense-subcategories";
import type { CategoryBudgetList, CategoryBudgetStatus, CategoryBudgetStatusRow, categoryBudgetsSchema } from "@shared/schemas/category-budgets";
import { subcategoryTotalsBetweenMany } from "../expenses/expenses.public";
import { assertHouseholdWriter } from "../household/household-scope.public";
import * as repo from "./category-budgets.repo";
import { keptJson } from "../../perf/kept-json";

const cents = (total: string | undefined) => (total ? toCents(total) : 0);
const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function monthSpending(deps: Pick<AppDeps, "db">, userIds: number[], ym: YearMonth) {
  const { from, to } = monthRange(ym.year, ym.month);
  return subcategoryTotalsBetweenMany(deps.db, userIds, from, to);
}

/**
 * The status of every budget of several (premium) users for a month, in at most three statements
 * whatever their number: the budgets, the month's spending, last month's when a budget carries
 * over. The budget-pace rule reads a whole batch of new expenses' users at once (docs/events.md).
 */
async function budgetRowsMany(deps: Pick<AppDeps, "db">, userIds: number[], ym: YearMonth, passed: number): Promise<Map<number, CategoryBudgetStatusRow[]>> {
  const budgets = await repo.listCategoryBudgetsMany(deps.db, userIds);
  const withBudgets = userIds.filter((id) => (budgets.get(id)?.length ?? 0) > 0);
  const carrying = withBudgets.filter((id) => budgets.get(id)!.some((b) => b.carryOver));
  const spent = await monthSpending(deps, withBudgets, ym);
  const previous = await monthSpending(deps, carrying, addMonths(ym, -1));
  const days = daysInMonth(ym);
  const rowsOf = (userId: number) =>
    (budgets.get(userId) ?? []).map((b): CategoryBudgetStatusRow => {
      const amount = toCents(b.amount);
      const carry = b.carryOver ? carryFrom(amount, cents(previous.get(userId)?.[b.subcategory])) : 0;
      const s = categoryStatus({ amount, carry, spent: cents(spent.get(userId)?.[b.subcategory]), passed, days });
      return {
        subcategory: b.subcategory as ExpenseSubcategory,
        budget: centsToString(s.budget),
        carried: centsToString(carry),
        spent: centsToString(s.spent),
        left: centsToString(s.left),
        projected: centsToString(s.projected),
        overshoot: centsToString(s.overshoot),
        warning: s.overshoot > 0,
      };
    });
  return new Map(userIds.map((id) => [id, rowsOf(id)]));
}

/** The free preview: each subcategory with spending this month, its pace, no budget applied. */
async function previewRows(deps: Pick<AppDeps, "db">, userId: number, ym: YearMonth, passed: number): Promise<CategoryBudgetStatusRow[]> {
  const spent = (await monthSpending(deps, [userId], ym)).get(userId)!;
  const days = daysInMonth(ym);
  return Object.entries(spent).map(([subcategory, total]) => {
    const s = categoryStatus({ amount: 0, carry: 0, spent: toCents(total), passed, days });
    return { subcategory: subcategory as ExpenseSubcategory, budget: null, carried: "0.00", spent: total, left: null, projected: centsToString(s.projected), overshoot: "0.00", warning: false };
  });
}

export function createCategoryBudgetsService(deps: Pick<AppDeps, "db" | "clock" | "userReads">) {
  const view = (rows: repo.CategoryBudgetRow[], isPremium: boolean): CategoryBudgetList => ({
    budgets: rows.map((r) => ({ subcategory: r.subcategory as ExpenseSubcategory, amount: r.amount, carryOver: r.carryOver })),
    preview: !isPremium,
  });

  return {
    async list(userId: number, isPremium: boolean): Promise<CategoryBudgetList> {
      return view(await repo.listCategoryBudgets(deps.db, userId), isPremium);
    },

    /** The household's budgets replaced by a member who may write (a viewer: 403, docs/household.md, "Ruoli"). */
    async save(user: { id: number; household: { role: string } | null }, input: z.output<typeof categoryBudgetsSchema>): Promise<CategoryBudgetList> {
      assertHouseholdWriter(user);
      const userId = user.id;
      const rows = input.budgets.map((b) => ({ subcategory: b.subcategory, amount: b.amount, carryOver: b.carryOver }));
      await deps.db.transaction((tx) => repo.replaceCategoryBudgets(tx, userId, rows, deps.clock.now()));
      return this.list(userId, true);
    },

    /** The month's status (the current Rome month when none is given); a free user gets the preview. */
    /** The status as JSON text, kept per user, plan and day (docs/scale-out.md, "Letture della storia in cache"). */
    statusJson(userId: number, isPremium: boolean, query: { month?: number; year?: number }): Promise<Buffer> {
      return keptJson(deps, userId, "budget-status", [isPremium, query.year, query.month], () => this.status(userId, isPremium, query));
    },

    /**
     * The current Rome month's budgets of several Premium users at once, only the rows whose pace
     * overshoots their budget (the budget-pace alert, docs/plan.md, "Budget per categoria").
     */
    async warningsMany(userIds: number[]): Promise<Map<number, CategoryBudgetStatusRow[]>> {
      const today = romeDateString(deps.clock.now());
      const ym = yearMonthOf(today);
      const rows = await budgetRowsMany(deps, userIds, ym, daysPassed(ym, today));
      return new Map([...rows].map(([id, r]) => [id, r.filter((c) => c.warning)]));
    },

    async status(userId: number, isPremium: boolean, query: { month?: number; year?: number }): Promise<CategoryBudgetStatus> {
      const today = romeDateString(deps.clock.now());
      const current = yearMonthOf(today);
      const ym = { year: query.year ?? current.year, month: query.month ?? current.month };
      const passed = daysPassed(ym, today);
      const categories = isPremium ? (await budgetRowsMany(deps, [userId], ym, passed)).get(userId)! : await previewRows(deps, userId, ym, passed);
      const total = (key: "budget" | "spent" | "left") => centsToString(sumOf(categories.map((c) => cents(c[key] ?? undefined))));
      return {
        ...ym,
        daysPassed: passed,
        daysInMonth: daysInMonth(ym),
        preview: !isPremium,
        categories,
        totals: { budget: isPremium ? total("budget") : null, spent: total("spent"), left: isPremium ? total("left") : null },
      };
    },
  };
}

export type CategoryBudgetsService = ReturnType<typeof createCategoryBudgetsService>;
