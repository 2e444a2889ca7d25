// Drizzle for the bank CSV import: remembered mappings, fingerprints, and the batch insert.
// Every query filters by userId.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rawStatement } from "../../perf/prepared";
import { expenseImportFingerprints, expenseImportMappings, expenseImportRules, expenses, householdMembers } from "../../db/schema";
import type { ImportMapping, ImportRule } from "@shared/schemas/expense-import";

export async function findMapping(db: DbOrTx, userId: number, headerKey: string): Promise<ImportMapping | null> {
  const [row] = await db
    .select({ date: expenseImportMappings.dateColumn, description: expenseImportMappings.descriptionColumn, amount: expenseImportMappings.amountColumn })
    .from(expenseImportMappings)
    .where(and(eq(expenseImportMappings.userId, userId), eq(expenseImportMappings.headerKey, headerKey)));
  return row ?? null;
}

export async function saveMapping(db: DbOrTx, userId: number, headerKey: string, m: ImportMapping, now: Date): Promise<void> {
  const values = { dateColumn: m.date, descriptionColumn: m.description, amountColumn: m.amount, updatedAt: now };
  await db
    .insert(expenseImportMappings)
    .values({ userId, headerKey, ...values })
    .onConflictDoUpdate({ target: [expenseImportMappings.userId, expenseImportMappings.headerKey], set: values });
}

// The file's fingerprints as one array parameter, whatever their number: one statement, parsed
// once per connection (server/perf/prepared.ts, rawStatement).
const knownStatement = rawStatement<{ fingerprint: string }>(
  "import_known_fingerprints",
  () => sql`select fingerprint from ${expenseImportFingerprints} where user_id = ${sql.placeholder("userId")} and fingerprint = any(${sql.placeholder("fingerprints")}::text[])`,
);

/** Which of these fingerprints the user has already imported. */
export async function knownFingerprints(db: DbOrTx, userId: number, fingerprints: string[]): Promise<Set<string>> {
  if (fingerprints.length === 0) return new Set();
  const rows = await knownStatement(db, { userId, fingerprints });
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
    insert into ${expenseImportFingerprints} (user_id, fingerprint, expense_id, created_at)
    select ${sql.placeholder("userId")}, f, e, ${sql.placeholder("now")}::timestamptz
    from unnest(${sql.placeholder("fingerprints")}::text[], ${sql.placeholder("expenseIds")}::int[]) as t(f, e)`,
);

/**
 * The fingerprints of the movements saved (an income line has no expense id): one statement for the
 * whole file, its columns as two array parameters (unnest), not four parameters per row.
 */
export async function insertFingerprints(tx: DbOrTx, userId: number, rows: Array<{ fingerprint: string; expenseId: number | null }>, now: Date): Promise<void> {
  if (rows.length === 0) return;
  await insertFingerprintsStatement(tx, { userId, now: now.toISOString(), fingerprints: rows.map((r) => r.fingerprint), expenseIds: rows.map((r) => r.expenseId) });
}

const ruleColumns = { id: expenseImportRules.id, contains: expenseImportRules.pattern, subcategory: expenseImportRules.subcategory, category: expenseImportRules.category };

/** The user's learned rules, oldest first (docs/expenses.md, "Regole imparate"). */
export async function listRules(db: DbOrTx, userId: number): Promise<ImportRule[]> {
  const rows = await db.select(ruleColumns).from(expenseImportRules).where(eq(expenseImportRules.userId, userId)).orderBy(asc(expenseImportRules.id));
  return rows as ImportRule[];
}

/** Adds a rule, or changes the category of the user's rule with the same (folded) word. */
export async function upsertRule(db: DbOrTx, userId: number, rule: { key: string; subcategory: string; category: string }, now: Date): Promise<ImportRule> {
  const [row] = await db
    .insert(expenseImportRules)
    .values({ userId, pattern: rule.key, subcategory: rule.subcategory, category: rule.category, createdAt: now })
    .onConflictDoUpdate({ target: [expenseImportRules.userId, expenseImportRules.pattern], set: { subcategory: rule.subcategory, category: rule.category } })
    .returning(ruleColumns);
  return row as ImportRule;
}

export async function deleteRule(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(expenseImportRules).where(and(eq(expenseImportRules.id, id), eq(expenseImportRules.userId, userId))).returning({ id: expenseImportRules.id });
  return rows.length > 0;
}
