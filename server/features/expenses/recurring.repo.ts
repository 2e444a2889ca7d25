// Drizzle for recurring expenses and their monthly occurrences. Every query of user data filters by userId.
import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { recurringExpenses, recurringOccurrences, users } from "../../db/schema";

export type RuleRow = typeof recurringExpenses.$inferSelect;
export type NewRule = Omit<typeof recurringExpenses.$inferInsert, "id">;
export type RulePatch = Partial<Pick<RuleRow, "description" | "amount" | "category" | "subcategory" | "dayOfMonth" | "startDate" | "endDate" | "remind" | "incomeKind">>;
export type OccurrenceRow = typeof recurringOccurrences.$inferSelect;

export async function listRules(db: DbOrTx, userId: number): Promise<RuleRow[]> {
  return db.select().from(recurringExpenses).where(eq(recurringExpenses.userId, userId)).orderBy(recurringExpenses.dayOfMonth, recurringExpenses.id);
}

export async function countRules(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recurringExpenses).where(eq(recurringExpenses.userId, userId));
  return row?.n ?? 0;
}

export async function findRule(db: DbOrTx, userId: number, id: number): Promise<RuleRow | null> {
  const rows = await db.select().from(recurringExpenses).where(and(eq(recurringExpenses.id, id), eq(recurringExpenses.userId, userId)));
  return rows[0] ?? null;
}

export async function insertRule(db: DbOrTx, rule: NewRule): Promise<RuleRow> {
  const [row] = await db.insert(recurringExpenses).values(rule).returning();
  return row!;
}

export async function updateRule(db: DbOrTx, userId: number, id: number, patch: RulePatch): Promise<RuleRow | null> {
  const rows = await db.update(recurringExpenses).set(patch).where(and(eq(recurringExpenses.id, id), eq(recurringExpenses.userId, userId))).returning();
  return rows[0] ?? null;
}

/** Deletes the rule and its occurrence records; the expenses it created stay. */
export async function deleteRule(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(recurringExpenses).where(and(eq(recurringExpenses.id, id), eq(recurringExpenses.userId, userId))).returning({ id: recurringExpenses.id });
  return rows.length > 0;
}

/** Occurrences of the given rules from `fromMonth` ("YYYY-MM") on, newest first. */
export async function listOccurrences(db: DbOrTx, ruleIds: number[], fromMonth: string): Promise<OccurrenceRow[]> {
  if (ruleIds.length === 0) return [];
  return db
    .select()
    .from(recurringOccurrences)
    .where(and(inArray(recurringOccurrences.recurringId, ruleIds), gte(recurringOccurrences.month, fromMonth)))
    .orderBy(desc(recurringOccurrences.month));
}

/**
 * Claims a rule's month: the first caller inserts the row and gets its id, every later or
 * concurrent caller (another process) gets null. PostgreSQL's unique index decides, so the
 * occurrence is created once whatever the number of processes.
 */
export async function claimOccurrence(tx: DbOrTx, o: { recurringId: number; month: string; status: string; createdAt: Date }): Promise<number | null> {
  const rows = await tx.insert(recurringOccurrences).values(o).onConflictDoNothing().returning({ id: recurringOccurrences.id });
  return rows[0]?.id ?? null;
}

export async function setOccurrence(tx: DbOrTx, id: number, v: { status: string; expenseId?: number | null }): Promise<void> {
  await tx.update(recurringOccurrences).set(v).where(eq(recurringOccurrences.id, id));
}

export async function findOccurrence(db: DbOrTx, recurringId: number, month: string): Promise<OccurrenceRow | null> {
  const rows = await db.select().from(recurringOccurrences).where(and(eq(recurringOccurrences.recurringId, recurringId), eq(recurringOccurrences.month, month)));
  return rows[0] ?? null;
}

/** Rules active somewhere in [from, to] ("YYYY-MM-DD"), of one user or of everyone, with the owner's address. */
export async function activeRules(db: DbOrTx, from: string, to: string, userId?: number): Promise<Array<RuleRow & { email: string }>> {
  const conditions = [lte(recurringExpenses.startDate, to), or(isNull(recurringExpenses.endDate), gte(recurringExpenses.endDate, from))];
  if (userId !== undefined) conditions.push(eq(recurringExpenses.userId, userId));
  const rows = await db
    .select({ rule: recurringExpenses, email: users.email })
    .from(recurringExpenses)
    .innerJoin(users, eq(users.id, recurringExpenses.userId))
    .where(and(...conditions))
    .orderBy(recurringExpenses.userId, recurringExpenses.id);
  return rows.map((r) => ({ ...r.rule, email: r.email }));
}
