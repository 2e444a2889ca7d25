// Drizzle for the bank CSV import: remembered mappings, fingerprints, and the batch insert.
// Every query filters by userId.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { expenseImportFingerprints, expenseImportMappings, expenseImportRules, expenses } from "../../db/schema";
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

/** Which of these fingerprints the user has already imported. */
export async function knownFingerprints(db: DbOrTx, userId: number, fingerprints: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  // In slices, so a 5,000-row statement does not become one statement with 5,000 parameters.
  for (let i = 0; i < fingerprints.length; i += 1000) {
    const slice = fingerprints.slice(i, i + 1000);
    const rows = await db
      .select({ f: expenseImportFingerprints.fingerprint })
      .from(expenseImportFingerprints)
      .where(and(eq(expenseImportFingerprints.userId, userId), inArray(expenseImportFingerprints.fingerprint, slice)));
    for (const r of rows) known.add(r.f);
  }
  return known;
}

/** Expenses per month ("YYYY-MM") the user already has, for the months given. */
export async function countByMonth(db: DbOrTx, userId: number, months: string[]): Promise<Map<string, number>> {
  if (months.length === 0) return new Map();
  const month = sql<string>`to_char(${expenses.date}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, n: sql<number>`count(*)::int` })
    .from(expenses)
    .where(and(eq(expenses.userId, userId), inArray(month, months)))
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, Number(r.n)]));
}

export type ImportedExpense = { description: string; amount: string; category: string; subcategory: string; date: string; fingerprint: string };

/** Inserts the expenses and their fingerprints (inside the caller's transaction); returns the new ids. */
export async function insertImported(tx: DbOrTx, userId: number, rows: ImportedExpense[], now: Date): Promise<Array<{ id: number; amount: string; category: string; date: string }>> {
  const saved: Array<{ id: number; amount: string; category: string; date: string }> = [];
  for (let i = 0; i < rows.length; i += 500) {
    const slice = rows.slice(i, i + 500);
    const inserted = await tx
      .insert(expenses)
      .values(slice.map((r) => ({ userId, description: r.description, amount: r.amount, category: r.category, subcategory: r.subcategory, date: r.date, createdAt: now })))
      .returning({ id: expenses.id, amount: expenses.amount, category: expenses.category, date: expenses.date });
    // Serial ids are drawn in the order of the VALUES rows: sorted by id, inserted[k] is slice[k].
    inserted.sort((a, b) => a.id - b.id);
    await tx.insert(expenseImportFingerprints).values(slice.map((r, k) => ({ userId, fingerprint: r.fingerprint, expenseId: inserted[k]!.id, createdAt: now })));
    saved.push(...inserted);
  }
  return saved;
}

/** Fingerprints of movements recorded elsewhere than in expenses (the income lines): no expense id. */
export async function insertFingerprints(tx: DbOrTx, userId: number, fingerprints: string[], now: Date): Promise<void> {
  for (let i = 0; i < fingerprints.length; i += 1000) {
    await tx.insert(expenseImportFingerprints).values(fingerprints.slice(i, i + 1000).map((fingerprint) => ({ userId, fingerprint, expenseId: null, createdAt: now })));
  }
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
