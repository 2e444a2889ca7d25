import { and, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { premiumGrants, sessions, users } from "../../db/schema";

// The admin user list reads the users table across features on purpose (docs/operations.md):
// only the columns the list shows, never password hashes, chats or expenses.
const LIST_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  lastSeenAt: users.lastSeenAt,
  isPremium: users.isPremium,
  premiumUntil: users.premiumUntil,
  subscriptionStatus: users.subscriptionStatus,
  points: users.points,
  isAdmin: users.isAdmin,
  disabledAt: users.disabledAt,
  emailVerifiedAt: users.emailVerifiedAt,
};
export type AdminUserDbRow = { [K in keyof typeof LIST_COLUMNS]: (typeof users.$inferSelect)[K] };

/** "50%_x" matches itself, not every string: LIKE's wildcards escaped. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchUsers(db: DbOrTx, q: string, limit: number, offset: number): Promise<{ rows: AdminUserDbRow[]; total: number }> {
  const p = likePattern(q);
  const where = q
    ? or(sql`lower(${users.email}) like ${p}`, sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${p}`)
    : undefined;
  const [rows, [t]] = await Promise.all([
    db.select(LIST_COLUMNS).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(t?.n ?? 0) };
}

export async function findUser(db: DbOrTx, id: number, lock = false): Promise<AdminUserDbRow | undefined> {
  const q = db.select(LIST_COLUMNS).from(users).where(eq(users.id, id)).limit(1);
  const rows = lock ? await q.for("update") : await q;
  return rows[0];
}

export async function planHistory(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({ at: premiumGrants.createdAt, action: premiumGrants.action, until: premiumGrants.until, reason: premiumGrants.reason, adminId: premiumGrants.adminId })
    .from(premiumGrants)
    .where(eq(premiumGrants.userId, userId))
    .orderBy(desc(premiumGrants.createdAt), desc(premiumGrants.id))
    .limit(limit);
}

export async function setDisabled(tx: DbOrTx, id: number, at: Date | null): Promise<void> {
  await tx.update(users).set({ disabledAt: at }).where(eq(users.id, id));
}

/** Ends every session of the user (the store keeps passport's user id inside the session JSON). */
export async function deleteSessionsOf(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(sessions).where(sql`${sessions.sess}->'passport'->>'user' = ${String(id)}`);
}

/** The administrators who can sign in, locked so two demotions cannot both pass the "last one" check. */
export async function lockActiveAdmins(tx: DbOrTx): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.isAdmin, true), isNull(users.disabledAt))).for("update");
  return rows.map((r) => r.id);
}

export async function setAdmin(tx: DbOrTx, id: number, isAdmin: boolean): Promise<void> {
  await tx.update(users).set({ isAdmin }).where(eq(users.id, id));
}

export async function passwordHashOf(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)).limit(1);
  return row?.h;
}
