// Rules of the expense tracker. The free limit (10 per calendar month) is enforced here, in one
// transaction per insert that first takes a per-user lock: concurrent requests of one user are
// serialised, so the count they read is never stale. An expense counts in the month of its own
// date, the month GET /api/user/expenses/count reports it under (docs/expenses.md).
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { FREE_EXPENSE_LIMIT, type ExpenseCategory } from "@shared/constants";
import { monthKey, romeParts, yearMonthOf } from "@shared/calendar";
import { EXPENSE_MESSAGES, type Expense, type NewExpense } from "@shared/schemas/expenses";
import { createExpenseReads } from "./expenses.public";
import * as repo from "./expenses.repo";
import { expensesCsv } from "./expenses.csv";

/** Without a limit the list answers at most this many (newest first). */
export const LIST_MAX = 1000;

type MonthQuery = { month?: number; year?: number };
type Actor = { id: number; isPremium: boolean };

const view = (r: repo.ExpenseRow): Expense => ({ ...r, category: r.category as ExpenseCategory });

export function createExpensesService(deps: Pick<AppDeps, "db" | "clock" | "events">) {
  const reads = createExpenseReads(deps.db);

  /** The asked month; each missing part is the current one in Europe/Rome. */
  function resolveMonth(q: MonthQuery): { year: number; month: number } {
    const now = romeParts(deps.clock.now());
    return { year: q.year ?? now.year, month: q.month ?? now.month };
  }

  return {
    resolveMonth,

    async list(userId: number, q: MonthQuery & { limit?: number }): Promise<Expense[]> {
      const month = q.month !== undefined || q.year !== undefined ? resolveMonth(q) : undefined;
      return (await repo.listExpenses(deps.db, userId, { limit: q.limit ?? LIST_MAX, month })).map(view);
    },

    async count(userId: number, q: MonthQuery): Promise<{ count: number }> {
      const { year, month } = resolveMonth(q);
      return { count: await reads.countInMonth(userId, year, month) };
    },

    async create(user: Actor, input: NewExpense): Promise<Expense> {
      const row = { userId: user.id, ...input, createdAt: deps.clock.now() };
      // Premium has no monthly limit: one INSERT. A free user's count and insert run under the
      // user's lock in one transaction, so parallel requests cannot pass the limit together.
      const saved = user.isPremium
        ? await repo.insertExpense(deps.db, row)
        : await deps.db.transaction(async (tx) => {
            await repo.lockUserExpenses(tx, user.id);
            const { year, month } = yearMonthOf(input.date);
            const already = await reads.countInMonth(user.id, year, month, tx);
            if (already >= FREE_EXPENSE_LIMIT) throw new AppError("limit_reached", EXPENSE_MESSAGES.limitReached, { limit: FREE_EXPENSE_LIMIT, count: already });
            return repo.insertExpense(tx, row);
          });
      // After commit: challenges, alerts and badges react to it.
      await deps.events.emit("expense.created", { userId: user.id, expenseId: saved.id, amount: saved.amount, category: saved.category, date: saved.date });
      return view(saved);
    },

    async remove(userId: number, id: number): Promise<void> {
      const deleted = await repo.deleteExpense(deps.db, userId, id);
      // Another user's expense is "not found": its existence is not revealed.
      if (!deleted) throw new AppError("not_found", EXPENSE_MESSAGES.notFound);
      await deps.events.emit("expense.deleted", { userId, expenseId: deleted.id, category: deleted.category, date: deleted.date });
    },

    /** The "data export" of the Premium plan: one month as CSV. */
    async exportMonth(user: Actor, q: MonthQuery): Promise<{ filename: string; csv: string }> {
      if (!user.isPremium) throw new AppError("premium_required", EXPENSE_MESSAGES.exportPremium);
      const { year, month } = resolveMonth(q);
      const rows = await repo.listMonthAscending(deps.db, user.id, year, month);
      return { filename: `spese-${monthKey({ year, month })}.csv`, csv: expensesCsv(rows) };
    },
  };
}
