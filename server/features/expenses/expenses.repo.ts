// Drizzle for the expenses table. Every query of user data filters by userId.
import { and, desc, eq, gte, ilike, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { deletedExpenses, expenses, goals, householdCategoryTotals, householdMembers, users } from "../../db/schema";
import { monthRange } from "@shared/calendar";
import { toCents } from "@shared/money";
import type { EventInsertSql } from "../../events.repo";
import { committedError } from "../../perf/statement-group";
import { rawStatement } from "../../perf/prepared";
import { householdOfUser } from "../household/household-scope.public";

/** The jsonb `deduction` as stored (docs/tax.md); the API types it by shared/schemas/deductions.ts. */
type StoredDeduction = { type: string; member: string; traceable: boolean };

/** Who entered an expense, as the household sees them (docs/household.md, "Cosa è condiviso"); memberId null: "ex membro". */
type StoredAuthor = { memberId: number | null; displayName: string | null };

export type ExpenseRow = {
  id: number;
  description: string;
  amount: string;
  category: string;
  subcategory: string;
  date: string;
  goalId?: number | null;
  deduction?: StoredDeduction | null;
  visibility?: string;
  author?: StoredAuthor | null;
};

/** The household of a user, as a scalar subquery (every user has one, docs/household.md). */
const householdOf = (userId: number | SQL) => sql`(select ${householdMembers.householdId} from ${householdMembers} where ${householdMembers.userId} = ${userId})`;

/**
 * The expenses a user sees (docs/household.md, "Cosa è condiviso"): their household's shared
 * ones and their own private ones. Every read and write of one expense by a user goes through it,
 * so another household's expense, or a partner's private one, is "not found".
 */
const visibleTo = (userId: number) => and(sql`${expenses.householdId} = ${householdOf(userId)}`, or(eq(expenses.visibility, "shared"), eq(expenses.userId, userId)))!;

const columns = {
  id: expenses.id,
  description: expenses.description,
  amount: expenses.amount,
  category: expenses.category,
  subcategory: expenses.subcategory,
  date: expenses.date,
  goalId: expenses.goalId,
  deduction: expenses.deduction,
  visibility: expenses.visibility,
  // The author as a member of the expense's household, or "ex membro" (memberId null), also when
  // the author's account was deleted (user_id null: docs/household.md, "Cancellazione dell'account").
  // The outer columns are written qualified: drizzle drops the table name of a column in a one-table query.
  author: sql<StoredAuthor>`coalesce((select json_build_object('memberId', m.id, 'displayName', case when m.id is null then null else coalesce(u.display_name, u.first_name) end)
    from ${users} u left join ${householdMembers} m on m.user_id = u.id and m.household_id = expenses.household_id where u.id = expenses.user_id),
    json_build_object('memberId', null, 'displayName', null))`,
};

/** Lock key namespace of the household expense lock (two-int advisory locks never clash with one-bigint ones). */
const EXPENSE_LOCK_NAMESPACE = 5105;

/**
 * Serialises the free-limit check of the user's household until the transaction ends
 * (docs/household.md, "Limite gratuito"): concurrent inserts of any member of the household wait
 * here, so "count then insert" cannot be interleaved. Keyed by the household, not the user.
 */
export async function lockUserExpenses(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EXPENSE_LOCK_NAMESPACE}::int, coalesce(${householdOf(userId)}, 0)::int)`);
}

export type NewExpenseRow = { userId: number; visibility?: "shared" | "private"; description: string; amount: string; category: string; subcategory: string; date: string; createdAt: Date; goalId?: number | null; deduction?: StoredDeduction | null };

export async function insertExpense(tx: DbOrTx, row: NewExpenseRow): Promise<ExpenseRow> {
  const [saved] = await tx.insert(expenses).values(row).returning(columns);
  return saved!;
}

// The statement of insertExpensesRecording, one per event insert (eventInsertSql gives one per event
// name), its SQL built once (server/perf/prepared.ts): the rows come as one array per column.
type GroupInsert = (on: DbOrTx, values: Record<string, unknown>) => Promise<Array<ExpenseRow & { user_id: number }>>;
const groupInserts = new Map<EventInsertSql, GroupInsert>();
const groupInsertStatement = (insertEvent: EventInsertSql): GroupInsert =>
  rawStatement<ExpenseRow & { user_id: number }>(
    `expenses_insert_many_${groupInserts.size}`,
    () => sql`
    with input as (
      select * from unnest(${sql.placeholder("userIds")}::int[], ${sql.placeholder("descriptions")}::text[], ${sql.placeholder("amounts")}::numeric[], ${sql.placeholder("categories")}::text[],
                           ${sql.placeholder("subcategories")}::text[], ${sql.placeholder("dates")}::date[], ${sql.placeholder("createdAts")}::timestamptz[], ${sql.placeholder("visibilities")}::text[])
        with ordinality as i (user_id, description, amount, category, subcategory, date, created_at, visibility, ord)),
    saved as (
      insert into ${expenses} (user_id, description, amount, category, subcategory, date, created_at, visibility)
      select user_id, description, amount, category, subcategory, date, created_at, visibility from input order by ord
      returning id, user_id, description, amount::text as amount, category, subcategory, date::text as date, visibility,
        (select json_build_object('memberId', m.id, 'displayName', coalesce(u.display_name, u.first_name))
           from ${users} u left join ${householdMembers} m on m.user_id = u.id and m.household_id = ${expenses}.household_id where u.id = ${expenses}.user_id) as author),
    event as (${insertEvent(sql`saved`, sql`jsonb_build_object('userId', saved.user_id, 'expenseId', saved.id, 'amount', saved.amount, 'category', saved.category, 'date', saved.date)`, sql`saved.user_id`)})
    select id, user_id, description, amount, category, subcategory, date, visibility, author from saved order by id`,
  );

/**
 * insertExpense for several rows (a group commit, server/perf/statement-group.ts) and the event each
 * insert records (`insertEvent`, from the event bus), in one statement: the expenses and their
 * events commit together. Each event's payload is built in SQL from its saved row, as the JS
 * payload would be (amounts and dates as text). Answers the saved rows in the order of `rows`:
 * they are inserted in that order, so their ids increase in it.
 */
export async function insertExpensesRecording(db: DbOrTx, rows: readonly NewExpenseRow[], insertEvent: EventInsertSql): Promise<Array<ExpenseRow & { userId: number }>> {
  let statement = groupInserts.get(insertEvent);
  if (!statement) groupInserts.set(insertEvent, (statement = groupInsertStatement(insertEvent)));
  const result = await statement(db, {
    userIds: rows.map((r) => r.userId),
    descriptions: rows.map((r) => r.description),
    amounts: rows.map((r) => r.amount),
    categories: rows.map((r) => r.category),
    subcategories: rows.map((r) => r.subcategory),
    dates: rows.map((r) => r.date),
    createdAts: rows.map((r) => r.createdAt.toISOString()),
    visibilities: rows.map((r) => r.visibility ?? "shared"),
  });
  const saved = result.map(({ user_id, ...r }) => ({ ...r, id: Number(r.id), userId: Number(user_id) }));
  // The order is the one the rows were inserted in. Should a row not match its input, the rows are
  // paired by content instead; one left without a pair fails its callers with committedError (run
  // alone, the statement has committed: a retry would write them twice; inside a caller's
  // transaction, the bank import's, the error rolls the whole transaction back).
  const same = (r: (typeof saved)[number], w: NewExpenseRow) =>
    r.userId === w.userId && r.description === w.description && r.date === w.date && r.category === w.category && r.subcategory === w.subcategory && toCents(r.amount) === toCents(w.amount);
  if (saved.length === rows.length && saved.every((r, i) => same(r, rows[i]!))) return saved;
  const free = [...saved];
  return rows.map((w) => {
    const at = free.findIndex((r) => same(r, w));
    if (at < 0) throw committedError("insertExpensesRecording: una riga salvata non corrisponde a nessuna richiesta");
    return free.splice(at, 1)[0]!;
  });
}

export type ListFilters = { category?: string; subcategory?: string; q?: string };

/** "%" and "_" typed by the user are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first (date, then insertion); optionally one calendar month and filters. */
export async function listExpenses(
  db: DbOrTx,
  userId: number,
  opts: { limit: number; month?: { year: number; month: number } } & ListFilters,
): Promise<ExpenseRow[]> {
  const conditions: SQL[] = [visibleTo(userId)];
  if (opts.month) {
    const { from, to } = monthRange(opts.month.year, opts.month.month);
    conditions.push(gte(expenses.date, from), lt(expenses.date, to));
  }
  if (opts.category) conditions.push(eq(expenses.category, opts.category));
  if (opts.subcategory) conditions.push(eq(expenses.subcategory, opts.subcategory));
  if (opts.q) conditions.push(ilike(expenses.description, likePattern(opts.q)));
  return db.select(columns).from(expenses).where(and(...conditions)).orderBy(desc(expenses.date), desc(expenses.id)).limit(opts.limit);
}

/** Oldest first, for the export of a month. */
export async function listMonthAscending(db: DbOrTx, userId: number, year: number, month: number): Promise<ExpenseRow[]> {
  const { from, to } = monthRange(year, month);
  return db
    .select(columns)
    .from(expenses)
    .where(and(visibleTo(userId), gte(expenses.date, from), lt(expenses.date, to)))
    .orderBy(expenses.date, expenses.id);
}

export async function findExpense(db: DbOrTx, userId: number, id: number): Promise<ExpenseRow | null> {
  const rows = await db.select(columns).from(expenses).where(and(eq(expenses.id, id), visibleTo(userId)));
  return rows[0] ?? null;
}

export async function updateExpense(
  db: DbOrTx,
  userId: number,
  id: number,
  patch: Partial<Pick<ExpenseRow, "description" | "amount" | "category" | "subcategory" | "date" | "goalId" | "deduction">> & { visibility?: "shared" | "private" },
): Promise<ExpenseRow | null> {
  // Only its author changes an expense's visibility (docs/household.md, "Cosa è condiviso"): a partner's change of it is ignored.
  const visibility = patch.visibility === undefined ? undefined : sql`case when ${expenses.userId} = ${userId} then ${patch.visibility} else ${expenses.visibility} end`;
  const rows = await db
    .update(expenses)
    .set({ ...patch, visibility })
    .where(and(eq(expenses.id, id), visibleTo(userId)))
    .returning(columns);
  return rows[0] ?? null;
}

/**
 * Deletes the user's own expense and keeps a copy for the undo grace period, in one transaction;
 * null when it does not exist or belongs to someone else.
 */
export async function deleteExpense(db: DbOrTx, userId: number, id: number, deletedAt: Date): Promise<ExpenseRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(expenses).where(and(eq(expenses.id, id), visibleTo(userId))).returning();
    if (!row) return null;
    // The undo copy is found by its author: an expense whose author's account was deleted has no
    // one to restore it, so it keeps none (docs/household.md, "Cancellazione dell'account").
    if (row.userId !== null) await tx.insert(deletedExpenses).values({ ...row, userId: row.userId, deletedAt }).onConflictDoNothing();
    const { userId: _owner, createdAt: _created, householdId: _household, ...kept } = row;
    return kept;
  });
}

/**
 * A deleted expense the user may restore, if it was deleted at or after `since`: their own, or a
 * shared one whose author is in their household (docs/household.md, "Cosa è condiviso").
 */
export async function findDeleted(tx: DbOrTx, userId: number, id: number, since: Date) {
  const sameHousehold = and(eq(deletedExpenses.visibility, "shared"), sql`${householdOfUser(sql`${deletedExpenses.userId}`)} = ${householdOfUser(userId)}`);
  const rows = await tx
    .select()
    .from(deletedExpenses)
    .where(and(eq(deletedExpenses.id, id), or(eq(deletedExpenses.userId, userId), sameHousehold), gte(deletedExpenses.deletedAt, since)))
    .for("update");
  return rows[0] ?? null;
}

/** Puts a deleted expense back exactly as it was (same id and creation time). */
export async function restoreDeleted(tx: DbOrTx, row: typeof deletedExpenses.$inferSelect): Promise<ExpenseRow> {
  const { deletedAt: _deletedAt, ...original } = row;
  // A goal deleted meanwhile, or no longer of the author's household, is not restored with the
  // expense (docs/plan.md, "Versamenti e prelievi"); whoever created it (docs/household.md).
  if (original.goalId !== null) {
    const [goal] = await tx.select({ id: goals.id }).from(goals).where(and(eq(goals.id, original.goalId), eq(goals.householdId, householdOfUser(original.userId))));
    if (!goal) original.goalId = null;
  }
  const [saved] = await tx.insert(expenses).values(original).returning(columns);
  await tx.delete(deletedExpenses).where(eq(deletedExpenses.id, row.id));
  return saved!;
}

/** Forgets deleted expenses whose grace period has passed. */
export async function purgeDeleted(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(deletedExpenses).where(lt(deletedExpenses.deletedAt, before));
}

// Month report (docs/expenses.md): sums by PostgreSQL's numeric, exact to the cent.

const sumText = sql<string>`coalesce(sum(${expenses.amount}), 0)::numeric(14,2)::text`;

const inMonth = (userId: number, year: number, month: number) => {
  const { from, to } = monthRange(year, month);
  return and(visibleTo(userId), gte(expenses.date, from), lt(expenses.date, to));
};

/** Sum and count of each subcategory in a calendar month, as the user sees them (one month of expenses). */
export async function subcategoryTotalsInMonth(db: DbOrTx, userId: number, year: number, month: number) {
  return db
    .select({ key: expenses.subcategory, total: sumText, count: sql<number>`count(*)::int` })
    .from(expenses)
    .where(inMonth(userId, year, month))
    .groupBy(expenses.subcategory);
}

type MonthCategoryTotal = { month: string; category: string; count: number; total: string };

/**
 * Each month's and category's count and sum for the months from `fromMonth` to `toMonth` (first
 * days, both included), as the user sees them: the household's shared expenses and their own
 * private ones (docs/household.md, "Totali della famiglia"). Read from the totals the database keeps
 * (docs/expenses.md, "Totali per categoria e mese"): at most a few rows per month, whatever the
 * history; months keyed "YYYY-MM", only those with expenses.
 */
export async function memberMonthTotals(db: DbOrTx, userId: number, fromMonth: string, toMonth: string): Promise<MonthCategoryTotal[]> {
  const t = householdCategoryTotals;
  const month = sql<string>`to_char(${t.month}, 'YYYY-MM')`;
  return db
    .select({ month, category: t.category, count: sql<number>`sum(${t.count})::int`, total: sql<string>`sum(${t.total})::numeric(14,2)::text` })
    .from(t)
    .where(and(sql`${t.householdId} = ${householdOf(userId)}`, gte(t.month, fromMonth), lte(t.month, toMonth), or(isNull(t.ownerUserId), eq(t.ownerUserId, userId))))
    .groupBy(month, t.category);
}

export async function largestInMonth(db: DbOrTx, userId: number, year: number, month: number, limit: number): Promise<ExpenseRow[]> {
  return db.select(columns).from(expenses).where(inMonth(userId, year, month)).orderBy(desc(expenses.amount), desc(expenses.date), desc(expenses.id)).limit(limit);
}
