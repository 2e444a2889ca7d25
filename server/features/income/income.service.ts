// Income entries and the month's balance (docs/plan.md, "Entrate e saldo del mese"). Amounts in
// integer cents; another user's entry is "not found".
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { monthRange, romeDateString, yearMonthOf } from "@shared/calendar";
import { centsToString, toCents } from "@shared/money";
import { INCOME_MESSAGES, type IncomeEntry, type MonthBalance, type NewIncome } from "@shared/schemas/income";
import { createBudgetReads } from "../calculators/calculators.public";
import * as repo from "./income.repo";
import { keptJson } from "../../perf/kept-json";

const entryView = (row: repo.IncomeRow): IncomeEntry => ({ id: row.id, kind: row.kind, amount: row.amount, date: row.date, note: row.note });

export function createIncomeService(deps: Pick<AppDeps, "db" | "clock" | "userReads">) {
  const budgets = createBudgetReads(deps.db);
  const monthOf = (query: { month?: number; year?: number }) => {
    const current = yearMonthOf(romeDateString(deps.clock.now()));
    return { year: query.year ?? current.year, month: query.month ?? current.month };
  };

  return {
    async list(userId: number, query: { month?: number; year?: number }): Promise<IncomeEntry[]> {
      const ym = monthOf(query);
      const { from, to } = monthRange(ym.year, ym.month);
      return (await repo.listIncome(deps.db, userId, from, to)).map(entryView);
    },

    async create(userId: number, input: NewIncome): Promise<IncomeEntry> {
      const row = await repo.insertIncome(deps.db, {
        userId,
        kind: input.kind,
        amount: centsToString(toCents(input.amount)),
        date: input.date,
        note: input.note ?? null,
        createdAt: deps.clock.now(),
      });
      return entryView(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteIncome(deps.db, userId, id))) throw new AppError("not_found", INCOME_MESSAGES.notFound);
    },

    /** docs/plan.md, "Entrate e saldo del mese": income − spending, and what is left to spend. */
    /** The month's balance as JSON text, kept per user and day (docs/scale-out.md, "Letture della storia in cache"). */
    monthBalanceJson(userId: number, query: { month?: number; year?: number }): Promise<Buffer> {
      return keptJson(deps, userId, "month-balance", [query.year, query.month], () => this.monthBalance(userId, query));
    },

    async monthBalance(userId: number, query: { month?: number; year?: number }): Promise<MonthBalance> {
      const ym = monthOf(query);
      const { from, to } = monthRange(ym.year, ym.month);
      const totals = await repo.monthTotals(deps.db, userId, from, to);
      const income = toCents(totals.income);
      const spending = toCents(totals.spending);
      const budget = income > 0 ? null : await budgets.latestBudget(userId);
      const available =
        income > 0 ? { source: "income" as const, cents: income } : budget ? { source: "budget" as const, cents: toCents(budget.monthlyIncome) } : { source: "none" as const, cents: 0 };
      return {
        year: ym.year,
        month: ym.month,
        income: centsToString(income),
        spending: centsToString(spending),
        balance: centsToString(income - spending),
        available: { source: available.source, amount: centsToString(available.cents) },
        leftToSpend: centsToString(available.cents - spending),
      };
    },
  };
}

export type IncomeService = ReturnType<typeof createIncomeService>;
