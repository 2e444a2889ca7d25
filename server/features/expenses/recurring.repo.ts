// Drizzle for recurring expenses and their monthly occurrences. The rules are the household's
// (docs/household.md, "Cosa è condiviso"): every query of a user's rules filters by their
// household, so another household's rule is "not found".
import { and, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { expenses, householdMembers, recurringExpenses, recurringOccurrences, users } from "../../db/schema";
import { householdOfUser } from "../household/household-scope.public";
import { mailQueued } from "../marketing/outbox.public";

const ofHousehold = (userId: number): SQL => sql`${recurringExpenses.householdId} = ${householdOfUser(userId)}`;

export type RuleRow = typeof recurringExpenses.$inferSelect;
export type NewRule = Omit<typeof recurringExpenses.$inferInsert, "id">;
export type RulePatch = Partial<Pick<RuleRow, "description" | "amount" | "category" | "subcategory" | "dayOfMonth" | "startDate" | "endDate" | "remind" | "incomeKind">>;
export type OccurrenceRow = typeof recurringOccurrences.$inferSelect;

export async function listRules(db: DbOrTx, userId: number): Promise<RuleRow[]> {
  return db.select().from(recurringExpenses).where(ofHousehold(userId)).orderBy(recurringExpenses.dayOfMonth, recurringExpenses.id);
}

export async function countRules(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recurringExpenses).where(ofHousehold(userId));
  return row?.n ?? 0;
}

export async function findRule(db: DbOrTx, userId: number, id: number): Promise<RuleRow | null> {
  const rows = await db.select().from(recurringExpenses).where(and(eq(recurringExpenses.id, id), ofHousehold(userId)));
  return rows[0] ?? null;
}

/** A new rule of the creator's household (filled from `userId` by the database's trigger). */
export async function insertRule(db: DbOrTx, rule: Omit<NewRule, "householdId">): Promise<RuleRow> {
  const [row] = await db.insert(recurringExpenses).values(rule).returning();
  return row!;
}

export async function updateRule(db: DbOrTx, userId: number, id: number, patch: RulePatch): Promise<RuleRow | null> {
  const rows = await db.update(recurringExpenses).set(patch).where(and(eq(recurringExpenses.id, id), ofHousehold(userId))).returning();
  return rows[0] ?? null;
}

/** Deletes the rule and its occurrence records; the expenses it created stay. */
export async function deleteRule(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(recurringExpenses).where(and(eq(recurringExpenses.id, id), ofHousehold(userId))).returning({ id: recurringExpenses.id });
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

export type ActiveRule = RuleRow & {
  /** The creator's address, for the reminder; null once their account is deleted. */
  email: string | null;
  /** The household's owner and whether the creator is still a member: whose plan counts (docs/household.md, "Un piano per la famiglia"). */
  ownerId: number | null;
  creatorIsMember: boolean;
};

/**
 * A rule's column named with its table, for the subqueries below: in a query of one table drizzle
 * names columns bare, and a bare "id" or "household_id" inside a subquery is the subquery's own.
 */
const rule = (column: "id" | "user_id" | "household_id") => sql.raw(`"recurring_expenses"."${column}"`);

/** The dedupe key of a rule's reminder for a month ("YYYY-MM"): one reminder per rule and month. */
export const reminderDedupeKey = (ruleId: number, month: string) => `recurring_reminder:${ruleId}:${month}`;
/** The same key built by PostgreSQL for the rule of the row (the work filter below). */
const reminderDedupeKeySql = (month: string): SQL => sql`'recurring_reminder:' || ${rule("id")} || ${`:${month}`}::text`;

/** What a run looks for (docs/expenses.md, "The job at scale"): Rome's today, the reminders' horizon, and the months of the window. */
export type RunWindow = { today: string; horizon: string; months: { key: string; first: string; lastDay: number }[] };

/**
 * Only the rules with work to do in the window: a month whose due date has come and has no
 * occurrence yet, or whose reminder is due (between today and the horizon, the rule asking for it,
 * not an income, the month not skipped) and not queued yet: every hourly run of the day read the
 * thousands of rules whose reminders were queued by its first run, to skip them. The service checks each again exactly (recurring.service.ts).
 */
function needsWork({ today, horizon, months }: RunWindow): SQL {
  // The month's occurrence status, as a scalar subquery: one probe of (recurring_id, month) per
  // rule. As NOT EXISTS under an OR, PostgreSQL hashed the whole table for each page instead.
  const status = (key: string) => sql`(select ${recurringOccurrences.status} from ${recurringOccurrences} where ${recurringOccurrences.recurringId} = ${rule("id")} and ${recurringOccurrences.month} = ${key})`;
  const perMonth = months.map(({ key, first, lastDay }) => {
    const due = sql`(${first}::date + (least(${recurringExpenses.dayOfMonth}, ${lastDay}) - 1))`;
    return sql`(${due} >= ${recurringExpenses.startDate} and (${recurringExpenses.endDate} is null or ${due} <= ${recurringExpenses.endDate}) and (
      (${due} <= ${today}::date and ${status(key)} is null)
      or (${recurringExpenses.remind} and ${recurringExpenses.incomeKind} is null and ${due} between ${today}::date and ${horizon}::date and coalesce(${status(key)}, 'created') = 'created'
          and not ${mailQueued(reminderDedupeKeySql(key))})))`;
  });
  return sql`(${sql.join(perMonth, sql` or `)})`;
}

/**
 * Rules active somewhere in [from, to] ("YYYY-MM-DD"), of one household or of everyone, with the
 * creator's address; a rule whose creator deleted their account comes with none (docs/household.md,
 * "Bollette ricorrenti, budget e ripartizione").
 */
export async function activeRules(db: DbOrTx, from: string, to: string, scope: { householdId: number } | { afterId: number; limit: number }, window?: RunWindow): Promise<ActiveRule[]> {
  const conditions = [lte(recurringExpenses.startDate, to), or(isNull(recurringExpenses.endDate), gte(recurringExpenses.endDate, from))];
  if (window && window.months.length > 0) conditions.push(needsWork(window));
  // One household's rules, or a page of everyone's in id order (docs/expenses.md, "The job at scale").
  if ("householdId" in scope) conditions.push(eq(recurringExpenses.householdId, scope.householdId));
  else conditions.push(gt(recurringExpenses.id, scope.afterId));
  const rows = await db
    .select({
      rule: recurringExpenses,
      // A probe of users' key per rule: as a join, the planner (expecting few rules after the work
      // filter) scanned the users for each rule of later pages.
      email: sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${rule("user_id")})`,
      ownerId: sql<number | null>`(select ${householdMembers.userId} from ${householdMembers} where ${householdMembers.householdId} = ${rule("household_id")} and ${householdMembers.role} = 'owner' limit 1)`,
      creatorIsMember: sql<boolean>`exists (select 1 from ${householdMembers} where ${householdMembers.userId} = ${rule("user_id")} and ${householdMembers.householdId} = ${rule("household_id")})`,
    })
    .from(recurringExpenses)
    .where(and(...conditions))
    .orderBy(recurringExpenses.id)
    .limit("limit" in scope ? scope.limit : Number.MAX_SAFE_INTEGER);
  return rows.map((r) => ({ ...r.rule, email: r.email, ownerId: r.ownerId === null ? null : Number(r.ownerId), creatorIsMember: Boolean(r.creatorIsMember) }));
}

/**
 * How many expenses a household has in [from, to): what the free limit counts, every member's
 * (docs/household.md, "Limite gratuito"), for a rule whose creator may have left.
 */
export async function countHouseholdExpenses(tx: DbOrTx, householdId: number, from: string, to: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(expenses).where(and(eq(expenses.householdId, householdId), gte(expenses.date, from), sql`${expenses.date} < ${to}`));
  return row?.n ?? 0;
}

/**
 * A rule's expense: shared, in the rule's household, entered by its creator (shown as "ex membro"
 * once they left or deleted their account: then the author is null; docs/household.md, "Entrare e
 * uscire" and "Bollette ricorrenti, budget e ripartizione").
 */
export async function insertRuleExpense(tx: DbOrTx, rule: RuleRow, date: string, createdAt: Date): Promise<{ id: number; amount: string; category: string; date: string }> {
  const [row] = await tx
    .insert(expenses)
    .values({ userId: rule.userId, householdId: rule.householdId, visibility: "shared", description: rule.description, amount: rule.amount, category: rule.category, subcategory: rule.subcategory, date, createdAt })
    .returning({ id: expenses.id, amount: expenses.amount, category: expenses.category, date: expenses.date });
  return row!;
}
