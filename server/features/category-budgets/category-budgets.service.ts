// Category budgets and the month's pace (docs/plan.md, "Budget per categoria"): the figures are
// computed by shared/finance/category-budget.ts from the tracker's own sums, in Europe/Rome days.
import type { z } from "zod";
import type { AppDeps } from "../../deps";
import { addMonths, monthRange, romeDateString, yearMonthOf, type YearMonth } from "@shared/calendar";
import { centsToString, toCents } from "@shared/money";
import { carryFrom, categoryStatus, daysInMonth, daysPassed } from "@shared/finance/category-budget";
import type { ExpenseSubcategory } from "@shared/expense-subcategories";
import type { CategoryBudgetList, CategoryBudgetStatus, CategoryBudgetStatusRow, categoryBudgetsSchema } from "@shared/schemas/category-budgets";
import { subcategoryTotalsBetween } from "../expenses/expenses.public";
import { assertHouseholdWriter } from "../household/household-scope.public";
import * as repo from "./category-budgets.repo";
import { keptJson } from "../../perf/kept-json";

const cents = (total: string | undefined) => (total ? toCents(total) : 0);
const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function monthSpending(deps: Pick<AppDeps, "db">, userId: number, ym: YearMonth) {
  const { from, to } = monthRange(ym.year, ym.month);
  return subcategoryTotalsBetween(deps.db, userId, from, to);
}

/** The status of every budget of a (premium) user for a month. */
async function budgetRows(deps: Pick<AppDeps, "db">, userId: number, ym: YearMonth, passed: number): Promise<CategoryBudgetStatusRow[]> {
  const budgets = await repo.listCategoryBudgets(deps.db, userId);
  if (budgets.length === 0) return [];
  const spent = await monthSpending(deps, userId, ym);
  const previous = budgets.some((b) => b.carryOver) ? await monthSpending(deps, userId, addMonths(ym, -1)) : {};
  const days = daysInMonth(ym);
  return budgets.map((b) => {
    const amount = toCents(b.amount);
    const carry = b.carryOver ? carryFrom(amount, cents(previous[b.subcategory])) : 0;
    const s = categoryStatus({ amount, carry, spent: cents(spent[b.subcategory]), passed, days });
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
}

/** The free preview: each subcategory with spending this month, its pace, no budget applied. */
async function previewRows(deps: Pick<AppDeps, "db">, userId: number, ym: YearMonth, passed: number): Promise<CategoryBudgetStatusRow[]> {
  const spent = await monthSpending(deps, userId, ym);
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
    statusJson(userId: number, isPremium: boolean, query: { month?: number; year?: number }): Promise<string> {
      return keptJson(deps, userId, "budget-status", [isPremium, query.year, query.month], () => this.status(userId, isPremium, query));
    },

    async status(userId: number, isPremium: boolean, query: { month?: number; year?: number }): Promise<CategoryBudgetStatus> {
      const today = romeDateString(deps.clock.now());
      const current = yearMonthOf(today);
      const ym = { year: query.year ?? current.year, month: query.month ?? current.month };
      const passed = daysPassed(ym, today);
      const categories = isPremium ? await budgetRows(deps, userId, ym, passed) : await previewRows(deps, userId, ym, passed);
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
