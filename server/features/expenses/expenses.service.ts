// Rules of the expense tracker. The free limit (10 per calendar month) is enforced here, in one
// transaction per write that first takes a per-user lock: concurrent requests of one user are
// serialised, so the count they read is never stale. An expense counts in the month of its own
// date, the month GET /api/user/expenses/count reports it under (docs/expenses.md).
import type { AppDeps } from "../../deps";
import type { DbOrTx, Tx } from "../../db/client";
import { AppError } from "../../http/errors";
import { FREE_EXPENSE_LIMIT, type ExpenseCategory } from "@shared/constants";
import type { ExpenseSubcategory } from "@shared/expense-subcategories";
import { monthKey, romeParts, yearMonthOf } from "@shared/calendar";
import { EXPENSE_MESSAGES, GOAL_SUBCATEGORY, type Expense, type ExpenseUpdate, type NewExpense } from "@shared/schemas/expenses";
import { ownsGoal } from "../goals/goals.public";
import type { Deduction } from "@shared/schemas/deductions";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";
import { assertDeductionMember } from "../deductions/deductions.public";
import { createExpenseReads } from "./expenses.public";
import * as repo from "./expenses.repo";
import { receiptIdsOf } from "./receipts.repo";
import { expensesCsv, receiptLinkOf } from "./expenses.csv";
import { publicBaseUrl } from "../../config";
import { StatementGroup } from "../../perf/statement-group";
import type { EventInsertSql } from "../../events.repo";
import type { ImportRuleProposal } from "@shared/schemas/expense-import";
import { proposeImportRule } from "./import-proposal";
import { keptJson } from "../../perf/kept-json";

/** Without a limit the list answers at most this many (newest first). */
export const LIST_MAX = 1000;

type MonthQuery = { month?: number; year?: number };
type Actor = { id: number; isPremium: boolean };
/** The editor and their household, whose import rules an edit may propose to extend. */
type Editor = Actor & { household?: { householdId: number } | null };

export const toExpense = (r: repo.ExpenseRow): Expense => ({
  id: r.id,
  description: r.description,
  amount: r.amount,
  category: r.category as ExpenseCategory,
  subcategory: r.subcategory as ExpenseSubcategory,
  date: r.date,
  ...(r.goalId ? { goalId: r.goalId } : {}),
  deduction: (r.deduction as Deduction | null | undefined) ?? null,
  ...(r.visibility ? { visibility: r.visibility as "shared" | "private" } : {}),
  // docs/household.md, "Cosa è condiviso": an author who is no longer a member is "ex membro".
  ...(r.author ? { author: { memberId: r.author.memberId, displayName: r.author.memberId === null ? HOUSEHOLD_MESSAGES.exMember : r.author.displayName } } : {}),
});

/** 400 unless the goal is the user's own (docs/plan.md, "Versamenti e prelievi"). */
async function assertGoal(tx: DbOrTx, userId: number, goalId: number | null | undefined): Promise<void> {
  if (goalId != null && !(await ownsGoal(tx, userId, goalId)))
    throw new AppError("validation", EXPENSE_MESSAGES.goalInvalid, { fieldErrors: { goalId: EXPENSE_MESSAGES.goalInvalid } });
}

export type ExpensesService = ReturnType<typeof createExpensesService>;
type ServiceDeps = Pick<AppDeps, "db" | "clock" | "events" | "config" | "userReads">;
type ExpenseReads = ReturnType<typeof createExpenseReads>;
type AssertRoom = (tx: DbOrTx, user: Actor, date: string, message?: string) => Promise<void>;

/** Free users only: 403 when the month of `date` already holds the limit. Call under the user's lock. */
function roomCheck(reads: ExpenseReads): AssertRoom {
  return async (tx, user, date, message = EXPENSE_MESSAGES.limitReached) => {
    if (user.isPremium) return;
    const { year, month } = yearMonthOf(date);
    const already = await reads.countInMonth(user.id, year, month, tx);
    if (already >= FREE_EXPENSE_LIMIT) throw new AppError("limit_reached", message, { limit: FREE_EXPENSE_LIMIT, count: already });
  };
}

// Rows and their "expense.created" events in one statement, each saved row with its payload.
const insertRecording = (db: DbOrTx, rows: readonly repo.NewExpenseRow[]) => async (insertEvent: EventInsertSql) =>
  (await repo.insertExpensesRecording(db, rows, insertEvent)).map((s) => ({
    result: s,
    payload: { userId: s.userId, expenseId: s.id, amount: s.amount, category: s.category, date: s.date },
  }));

/** A free user's rows in order while their month has room; the others are left out (docs/expenses.md). */
async function takeWithinRoom(tx: DbOrTx, reads: ExpenseReads, user: Actor, inputs: NewExpense[], now: Date) {
  const room = new Map<string, number>();
  const taken: repo.NewExpenseRow[] = [];
  const leftOut: NewExpense[] = [];
  for (const input of inputs) {
    if (!user.isPremium) {
      const ym = yearMonthOf(input.date);
      const key = monthKey(ym);
      if (!room.has(key)) room.set(key, FREE_EXPENSE_LIMIT - (await reads.countInMonth(user.id, ym.year, ym.month, tx)));
      if (room.get(key)! <= 0) {
        leftOut.push(input);
        continue;
      }
      room.set(key, room.get(key)! - 1);
    }
    taken.push({ userId: user.id, ...input, createdAt: now });
  }
  return { taken, leftOut };
}

/**
 * Many expenses in one transaction (the bank import): all or nothing. A free user's rows are
 * taken in order while their month has room; the others are answered as left out, not saved.
 */
async function createManyExpenses(deps: ServiceDeps, reads: ExpenseReads, user: Actor, inputs: NewExpense[]): Promise<{ created: Expense[]; leftOut: NewExpense[] }> {
  const now = deps.clock.now();
  const result = await deps.events.transaction(deps.db, async (tx) => {
    await repo.lockUserExpenses(tx, user.id);
    const { taken, leftOut } = await takeWithinRoom(tx, reads, user, inputs, now);
    // One statement for the whole file, with its events, in the file's order: the totals'
    // trigger then takes their rows in key order, as a group of single adds does, so an
    // import and adds at the same moment cannot deadlock on them (docs/expenses.md).
    const saved = taken.length === 0 ? [] : await deps.events.recordInTransaction(tx, "expense.created", insertRecording(tx, taken));
    return { saved, leftOut };
  });
  return { created: result.saved.map(toExpense), leftOut: result.leftOut };
}

/** Edit, delete and undo of one expense, each in its own transaction (docs/expenses.md). */
function createExpenseEdits(deps: ServiceDeps, assertRoom: AssertRoom) {
  return {
    /**
     * Edit in place; the free limit is checked against the month the expense moves to. A new
     * category on an imported expense answers the rule it proposes (docs/expenses.md, "Regole imparate").
     */
    async update(user: Editor, id: number, patch: ExpenseUpdate): Promise<Expense & { ruleProposal?: ImportRuleProposal }> {
      let previous = "";
      const saved = await deps.events.transaction(deps.db, async (tx) => {
        await repo.lockUserExpenses(tx, user.id);
        const current = await repo.findExpense(tx, user.id, id);
        // Another user's expense is "not found": its existence is not revealed.
        if (!current) throw new AppError("not_found", EXPENSE_MESSAGES.notFound);
        previous = current.subcategory;
        if (patch.date && monthKey(yearMonthOf(patch.date)) !== monthKey(yearMonthOf(current.date))) await assertRoom(tx, user, patch.date);
        // Only a "risparmio_investimenti" expense pays into a goal: one moved elsewhere leaves its goal.
        const subcategory = patch.subcategory ?? current.subcategory;
        if (patch.goalId != null && subcategory !== GOAL_SUBCATEGORY)
          throw new AppError("validation", EXPENSE_MESSAGES.goalOnlySavings, { fieldErrors: { goalId: EXPENSE_MESSAGES.goalOnlySavings } });
        await assertGoal(tx, user.id, patch.goalId);
        await assertDeductionMember(tx, user.id, patch.deduction);
        if (subcategory !== GOAL_SUBCATEGORY && current.goalId) patch = { ...patch, goalId: null };
        const s = (await repo.updateExpense(tx, user.id, id, patch))!;
        await deps.events.record(tx, "expense.updated", { userId: user.id, expenseId: s.id, amount: s.amount, category: s.category, date: s.date, previousDate: current.date });
        return s;
      });
      const proposal = user.household ? await proposeImportRule(deps.db, user.household.householdId, saved, previous) : null;
      return proposal ? { ...toExpense(saved), ruleProposal: proposal } : toExpense(saved);
    },

    async remove(userId: number, id: number): Promise<void> {
      const now = deps.clock.now();
      await deps.events.transaction(deps.db, async (tx) => {
        const deleted = await repo.deleteExpense(tx, userId, id, now);
        // Another user's expense is "not found": its existence is not revealed.
        if (!deleted) throw new AppError("not_found", EXPENSE_MESSAGES.notFound);
        await deps.events.record(tx, "expense.deleted", { userId, expenseId: deleted.id, category: deleted.category, date: deleted.date });
      });
      // Copies older than the grace period can no longer be restored: forget them.
      await repo.purgeDeleted(deps.db, new Date(now.getTime() - deps.config.EXPENSE_UNDO_GRACE_SECONDS * 1000));
    },

    /** Undo of a delete within the grace period: the same expense (id, fields, creation time) is back. */
    async restore(user: Actor, id: number): Promise<Expense> {
      const since = new Date(deps.clock.now().getTime() - deps.config.EXPENSE_UNDO_GRACE_SECONDS * 1000);
      const saved = await deps.events.transaction(deps.db, async (tx) => {
        await repo.lockUserExpenses(tx, user.id);
        const row = await repo.findDeleted(tx, user.id, id, since);
        if (!row) throw new AppError("conflict", EXPENSE_MESSAGES.undoExpired);
        // The month may have filled up since the delete (another device, a recurring bill).
        await assertRoom(tx, user, row.date, EXPENSE_MESSAGES.undoLimitReached);
        const s = await repo.restoreDeleted(tx, row);
        await deps.events.record(tx, "expense.restored", { userId: user.id, expenseId: s.id, category: s.category, date: s.date });
        return s;
      });
      return toExpense(saved);
    },
  };
}

export function createExpensesService(deps: ServiceDeps) {
  const reads = createExpenseReads(deps.db);

  /** The asked month; each missing part is the current one in Europe/Rome. */
  function resolveMonth(q: MonthQuery): { year: number; month: number } {
    const now = romeParts(deps.clock.now());
    return { year: q.year ?? now.year, month: q.month ?? now.month };
  }

  const assertRoom = roomCheck(reads);

  // Premium expenses of requests that arrive together are written by one statement with their
  // events (a group commit, server/perf/statement-group.ts); each request still answers after its own
  // row is committed.
  const premiumInserts = new StatementGroup<repo.NewExpenseRow, repo.ExpenseRow>((rows) => deps.events.recordInStatement("expense.created", insertRecording(deps.db, rows)), {
    maxBatch: deps.config.WRITE_GROUP_MAX,
    maxInFlight: deps.config.WRITE_GROUP_IN_FLIGHT,
  });

  // Recorded with the expense, in its transaction; challenges, alerts and badges react to it after
  // the commit, in the event worker (docs/events.md).
  const created = (tx: Tx, userId: number, saved: repo.ExpenseRow) =>
    deps.events.record(tx, "expense.created", { userId, expenseId: saved.id, amount: saved.amount, category: saved.category, date: saved.date });

  return {
    resolveMonth,

    async list(userId: number, q: MonthQuery & repo.ListFilters & { limit?: number }): Promise<Expense[]> {
      const month = q.month !== undefined || q.year !== undefined ? resolveMonth(q) : undefined;
      const rows = await repo.listExpenses(deps.db, userId, { limit: q.limit ?? LIST_MAX, month, category: q.category, subcategory: q.subcategory, q: q.q });
      // Whether each of the user's own expenses has a receipt (docs/tax.md, "Ricevute").
      const receipts = await receiptIdsOf(deps.db, userId, rows.map((r) => r.id));
      return rows.map((r) => {
        const receiptId = receipts.get(r.id);
        return receiptId ? { ...toExpense(r), receiptId } : toExpense(r);
      });
    },

    /**
     * The list as JSON text, kept per user, day and filters (docs/scale-out.md, "Letture della storia
     * in cache"); a text search is not kept (its keys would be the user's words).
     */
    async listJson(userId: number, q: MonthQuery & repo.ListFilters & { limit?: number }): Promise<Buffer> {
      if (q.q !== undefined) return Buffer.from(JSON.stringify(await this.list(userId, q)));
      return keptJson(deps, userId, "expenses", [q.month, q.year, q.category, q.subcategory, q.limit], () => this.list(userId, q));
    },

    async count(userId: number, q: MonthQuery): Promise<{ count: number }> {
      const { year, month } = resolveMonth(q);
      // Kept briefly per process, dropped on any change to the user's expenses (docs/scale-out.md,
      // "Letture dell'utente in cache").
      return deps.userReads.get(userId, `expense-count:${year}-${month}`, async () => ({ count: await reads.visibleCountInMonth(userId, year, month) }));
    },

    async create(user: Actor, input: NewExpense): Promise<Expense> {
      const row = { userId: user.id, ...input, createdAt: deps.clock.now() };
      // Premium has no monthly limit: one statement writes the expense and its event (no
      // transaction round trips). A free user's count and insert run under the user's lock in one
      // transaction, so parallel requests cannot pass the limit together.
      // An expense paying into a goal takes the transaction too (the grouped statement knows no goal).
      const saved =
        user.isPremium && input.goalId == null && input.deduction == null
        ? await premiumInserts.submit(row)
        : await deps.events.transaction(deps.db, async (tx) => {
            await repo.lockUserExpenses(tx, user.id);
            await assertRoom(tx, user, input.date);
            await assertGoal(tx, user.id, input.goalId);
            await assertDeductionMember(tx, user.id, input.deduction);
            const s = await repo.insertExpense(tx, row);
            await created(tx, user.id, s);
            return s;
          });
      return toExpense(saved);
    },

    createMany: (user: Actor, inputs: NewExpense[]) => createManyExpenses(deps, reads, user, inputs),

    ...createExpenseEdits(deps, assertRoom),

    /** The "data export" of the Premium plan: one month as CSV. */
    async exportMonth(user: Actor, q: MonthQuery): Promise<{ filename: string; csv: string }> {
      if (!user.isPremium) throw new AppError("premium_required", EXPENSE_MESSAGES.exportPremium);
      const { year, month } = resolveMonth(q);
      const rows = await repo.listMonthAscending(deps.db, user.id, year, month);
      // Each of the user's own receipts as a link (docs/expenses.md, "Ricevute nel CSV").
      const receipts = await receiptIdsOf(deps.db, user.id, rows.map((r) => r.id));
      const withReceipts = rows.map((r) => ({ ...r, receiptId: receipts.get(r.id) ?? null }));
      return { filename: `spese-${monthKey({ year, month })}.csv`, csv: expensesCsv(withReceipts, receiptLinkOf(publicBaseUrl(deps.config))) };
    },
  };
}
