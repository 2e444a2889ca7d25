// Drizzle for the bank CSV import: remembered mappings, fingerprints, and the batch insert.
// Every query filters by the household (docs/expenses.md, "Della famiglia"); the user id written
// with a row says only who wrote it.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rawStatement } from "../../perf/prepared";
import { expenseImportFingerprints, expenseImportMappings, expenseImportRules, expenses, householdMembers } from "../../db/schema";
import type { ImportMapping, ImportRule } from "@shared/schemas/expense-import";

/** Who acts: the member and their household. */
export type Owner = { householdId: number; userId: number };

export async function findMapping(db: DbOrTx, householdId: number, headerKey: string): Promise<ImportMapping | null> {
  const [row] = await db
    .select({ date: expenseImportMappings.dateColumn, description: expenseImportMappings.descriptionColumn, amount: expenseImportMappings.amountColumn, credit: expenseImportMappings.creditColumn })
    .from(expenseImportMappings)
    .where(and(eq(expenseImportMappings.householdId, householdId), eq(expenseImportMappings.headerKey, headerKey)));
  if (!row) return null;
  // Two amount columns: the stored amount column is the money-out one (docs/expenses.md, "Entrate e uscite in due colonne").
  return row.credit === null ? { date: row.date, description: row.description, amount: row.amount } : { date: row.date, description: row.description, debit: row.amount, credit: row.credit };
}

export async function saveMapping(db: DbOrTx, owner: Owner, headerKey: string, m: ImportMapping, now: Date): Promise<void> {
  const twoColumns = "debit" in m;
  const values = { userId: owner.userId, dateColumn: m.date, descriptionColumn: m.description, amountColumn: twoColumns ? m.debit : m.amount, creditColumn: twoColumns ? m.credit : null, updatedAt: now };
  await db
    .insert(expenseImportMappings)
    .values({ householdId: owner.householdId, headerKey, ...values })
    .onConflictDoUpdate({ target: [expenseImportMappings.householdId, expenseImportMappings.headerKey], set: values });
}

// The file's fingerprints as one array parameter, whatever their number: one statement, parsed
// once per connection (server/perf/prepared.ts, rawStatement).
const knownStatement = rawStatement<{ fingerprint: string }>(
  "import_known_fingerprints",
  () => sql`select fingerprint from ${expenseImportFingerprints} where household_id = ${sql.placeholder("householdId")} and fingerprint = any(${sql.placeholder("fingerprints")}::text[])`,
);

/** Which of these fingerprints any member of the household has already imported. */
export async function knownFingerprints(db: DbOrTx, householdId: number, fingerprints: string[]): Promise<Set<string>> {
  if (fingerprints.length === 0) return new Set();
  const rows = await knownStatement(db, { householdId, fingerprints });
  return new Set(rows.map((r) => r.fingerprint));
}

/**
 * Expenses per month ("YYYY-MM") that count against the free limit, for the months given: those of
 * the user's household, shared and private (docs/household.md, "Limite gratuito"), as countInMonth.
 */
export async function countByMonth(db: DbOrTx, userId: number, months: string[]): Promise<Map<string, number>> {
  if (months.length === 0) return new Map();
  const month = sql<string>`to_char(${expenses.date}, 'YYYY-MM')`;
  const household = sql`(select ${householdMembers.householdId} from ${householdMembers} where ${householdMembers.userId} = ${userId})`;
  const rows = await db
    .select({ month, n: sql<number>`count(*)::int` })
    .from(expenses)
    .where(and(sql`${expenses.householdId} = ${household}`, inArray(month, months)))
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, Number(r.n)]));
}

const insertFingerprintsStatement = rawStatement(
  "import_insert_fingerprints",
  () => sql`
    insert into ${expenseImportFingerprints} (household_id, user_id, fingerprint, expense_id, created_at)
    select ${sql.placeholder("householdId")}::int, ${sql.placeholder("userId")}::int, f, e, ${sql.placeholder("now")}::timestamptz
    from unnest(${sql.placeholder("fingerprints")}::text[], ${sql.placeholder("expenseIds")}::int[]) as t(f, e)`,
);

/**
 * The fingerprints of the movements saved (an income line has no expense id): one statement for the
 * whole file, its columns as two array parameters (unnest), not four parameters per row.
 */
export async function insertFingerprints(tx: DbOrTx, owner: Owner, rows: Array<{ fingerprint: string; expenseId: number | null }>, now: Date): Promise<void> {
  if (rows.length === 0) return;
  await insertFingerprintsStatement(tx, { householdId: owner.householdId, userId: owner.userId, now: now.toISOString(), fingerprints: rows.map((r) => r.fingerprint), expenseIds: rows.map((r) => r.expenseId) });
}

const ruleColumns = { id: expenseImportRules.id, contains: expenseImportRules.pattern, subcategory: expenseImportRules.subcategory, category: expenseImportRules.category };

/** The household's learned rules, oldest first (docs/expenses.md, "Regole imparate"). */
export async function listRules(db: DbOrTx, householdId: number): Promise<ImportRule[]> {
  const rows = await db.select(ruleColumns).from(expenseImportRules).where(eq(expenseImportRules.householdId, householdId)).orderBy(asc(expenseImportRules.id));
  return rows as ImportRule[];
}

/** Adds a rule, or changes the category of the household's rule with the same (folded) word. */
export async function upsertRule(db: DbOrTx, owner: Owner, rule: { key: string; subcategory: string; category: string }, now: Date): Promise<ImportRule> {
  const [row] = await db
    .insert(expenseImportRules)
    .values({ householdId: owner.householdId, userId: owner.userId, pattern: rule.key, subcategory: rule.subcategory, category: rule.category, createdAt: now })
    .onConflictDoUpdate({ target: [expenseImportRules.householdId, expenseImportRules.pattern], set: { subcategory: rule.subcategory, category: rule.category } })
    .returning(ruleColumns);
  return row as ImportRule;
}

export async function deleteRule(db: DbOrTx, householdId: number, id: number): Promise<boolean> {
  const rows = await db.delete(expenseImportRules).where(and(eq(expenseImportRules.id, id), eq(expenseImportRules.householdId, householdId))).returning({ id: expenseImportRules.id });
  return rows.length > 0;
}

/** Whether the expense came from a bank statement imported by the household (it has a fingerprint). */
export async function isImported(db: DbOrTx, householdId: number, expenseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: expenseImportFingerprints.expenseId })
    .from(expenseImportFingerprints)
    .where(and(eq(expenseImportFingerprints.householdId, householdId), eq(expenseImportFingerprints.expenseId, expenseId)))
    .limit(1);
  return row !== undefined;
}

/**
 * What a member's move from household `from` to `to` takes along (docs/expenses.md, "Della
 * famiglia"): all of the import's rows when they were alone in `from` (that household then goes);
 * otherwise the fingerprints of the expenses that moved with them. Rows `to` already has win.
 */
export async function carryImportRows(tx: DbOrTx, move: { userId: number; from: number; to: number; all: boolean }): Promise<void> {
  const { userId, from, to } = move;
  const moved = sql`expense_id in (select id from ${expenses} where user_id = ${userId} and household_id = ${to})`;
  await tx.execute(sql`insert into ${expenseImportFingerprints} (household_id, user_id, fingerprint, expense_id, created_at)
    select ${to}::int, user_id, fingerprint, expense_id, created_at from ${expenseImportFingerprints}
    where household_id = ${from} ${move.all ? sql`` : sql`and ${moved}`} on conflict do nothing`);
  if (!move.all) return;
  await tx.execute(sql`insert into ${expenseImportMappings} (household_id, user_id, header_key, date_column, description_column, amount_column, credit_column, updated_at)
    select ${to}::int, user_id, header_key, date_column, description_column, amount_column, credit_column, updated_at from ${expenseImportMappings}
    where household_id = ${from} on conflict do nothing`);
  await tx.execute(sql`insert into ${expenseImportRules} (household_id, user_id, pattern, subcategory, category, created_at)
    select ${to}::int, user_id, pattern, subcategory, category, created_at from ${expenseImportRules}
    where household_id = ${from} order by id on conflict do nothing`);
}
