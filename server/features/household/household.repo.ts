// Drizzle for the households (docs/household.md). Every query names the caller's household.
import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { expenses, householdInvitations, householdMembers, households, recurringExpenses, users } from "../../db/schema";

export type MemberRow = { id: number; householdId: number; userId: number; role: string };

const memberColumns = { id: householdMembers.id, householdId: householdMembers.householdId, userId: householdMembers.userId, role: householdMembers.role };

export async function findHousehold(db: DbOrTx, householdId: number) {
  const [row] = await db.select({ id: households.id, name: households.name }).from(households).where(eq(households.id, householdId));
  return row ?? null;
}

/** The user's membership, locked until the transaction ends when `lock`. */
export async function membershipOf(db: DbOrTx, userId: number, lock = false): Promise<MemberRow | null> {
  const q = db.select(memberColumns).from(householdMembers).where(eq(householdMembers.userId, userId));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

/** A membership of this household by its id (null for another household's: a 404 to the caller). */
export async function memberInHousehold(db: DbOrTx, householdId: number, memberId: number): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(householdMembers)
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.householdId, householdId)))
    .for("update");
  return row ?? null;
}

/** Members with the name and address each member sees (docs/household.md, "Cosa vede il partner"). */
export async function listMembers(db: DbOrTx, householdId: number) {
  return db
    .select({ id: householdMembers.id, userId: householdMembers.userId, role: householdMembers.role, email: users.email, displayName: sql<string | null>`coalesce(${users.displayName}, ${users.firstName})` })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.id));
}

const pending = (now: Date) => and(isNull(householdInvitations.usedAt), isNull(householdInvitations.revokedAt), gt(householdInvitations.expiresAt, now));

export async function listPendingInvitations(db: DbOrTx, householdId: number, now: Date) {
  return db
    .select({ id: householdInvitations.id, email: householdInvitations.email, role: householdInvitations.role, expiresAt: householdInvitations.expiresAt })
    .from(householdInvitations)
    .where(and(eq(householdInvitations.householdId, householdId), pending(now)))
    .orderBy(asc(householdInvitations.id));
}

export async function insertInvitation(db: DbOrTx, row: typeof householdInvitations.$inferInsert) {
  const [saved] = await db.insert(householdInvitations).values(row).returning();
  return saved!;
}

/** Revokes the household's pending invitations to this address (a new one replaces them). */
export async function revokePendingTo(db: DbOrTx, householdId: number, email: string, now: Date): Promise<void> {
  await db
    .update(householdInvitations)
    .set({ revokedAt: now })
    .where(and(eq(householdInvitations.householdId, householdId), sql`lower(${householdInvitations.email}) = lower(${email})`, pending(now)));
}

/** Revokes one pending invitation of the household; false when there is none with that id. */
export async function revokeInvitation(db: DbOrTx, householdId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(householdInvitations)
    .set({ revokedAt: now })
    .where(and(eq(householdInvitations.id, id), eq(householdInvitations.householdId, householdId), pending(now)))
    .returning({ id: householdInvitations.id });
  return rows.length > 0;
}

/** Revokes every pending invitation the user sent (docs/household.md, "Inviti"). */
export async function revokeInvitationsBy(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db.update(householdInvitations).set({ revokedAt: now }).where(and(eq(householdInvitations.invitedBy, userId), pending(now)));
}

/** The usable invitation of this token hash, locked (null when made up, used, revoked or expired). */
export async function usableInvitation(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(householdInvitations)
    .where(and(eq(householdInvitations.tokenHash, tokenHash), pending(now)))
    .for("update");
  return row ?? null;
}

export async function markInvitationUsed(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(householdInvitations).set({ usedAt: now }).where(eq(householdInvitations.id, id));
}

export async function createHousehold(db: DbOrTx, name: string): Promise<number> {
  const [row] = await db.insert(households).values({ name }).returning({ id: households.id });
  return row!.id;
}

/** Moves a membership to another household with a role (the empty household left behind goes, by trigger). */
export async function moveMember(db: DbOrTx, memberId: number, householdId: number, role: string): Promise<void> {
  await db.update(householdMembers).set({ householdId, role, joinedAt: sql`now()` }).where(eq(householdMembers.id, memberId));
}

export async function setRole(db: DbOrTx, memberId: number, role: string): Promise<void> {
  await db.update(householdMembers).set({ role }).where(eq(householdMembers.id, memberId));
}

/**
 * The user's expenses that go with them from `from` to `to` (docs/household.md, "Entrare e
 * uscire"): their private ones, or all of them when `all` (they were alone in `from`); they
 * arrive private.
 */
export async function moveExpenses(db: DbOrTx, userId: number, from: number, to: number, all: boolean): Promise<void> {
  const which = all ? undefined : eq(expenses.visibility, "private");
  await db
    .update(expenses)
    .set({ householdId: to, visibility: "private" })
    .where(and(eq(expenses.userId, userId), eq(expenses.householdId, from), which));
}

/**
 * The recurring bills of a household left by its only member go with them into the household they
 * join, as that household's (rules have no private flag; docs/household.md, "Entrare e uscire").
 */
export async function moveRecurringRules(db: DbOrTx, from: number, to: number): Promise<void> {
  await db.update(recurringExpenses).set({ householdId: to }).where(eq(recurringExpenses.householdId, from));
}

/** Another member of the household than `userId` (to tell a lone owner from one with members). */
export async function otherMemberExists(db: DbOrTx, householdId: number, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: householdMembers.id }).from(householdMembers).where(and(eq(householdMembers.householdId, householdId), ne(householdMembers.userId, userId))).limit(1);
  return row !== undefined;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

export async function inviterName(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ name: sql<string>`coalesce(${users.displayName}, ${users.firstName}, ${users.email})` }).from(users).where(eq(users.id, userId));
  return row?.name ?? "";
}
