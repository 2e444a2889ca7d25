import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { accountTokens, users } from "../../db/schema";
import { SESSION_HOUSEHOLD, SESSION_USER_COLUMNS, type SessionUserRow } from "../../http/session.repo";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return rows[0];
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** The user as a request reads it with its session, household included (server/http/session.repo.ts). */
export async function findSessionUserById(db: DbOrTx, id: number): Promise<SessionUserRow | undefined> {
  const rows = await db
    .select({ ...SESSION_USER_COLUMNS, household: SESSION_HOUSEHOLD })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0];
}

/** Inserts a user; returns undefined when the email is taken (unique index on lower(email)). */
export async function insertUser(
  db: DbOrTx,
  values: { email: string; passwordHash: string; firstName?: string | null; isAdmin?: boolean; termsAcceptedAt?: Date; termsVersion?: string },
): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function setPasswordAndAdmin(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, isAdmin: true }).where(eq(users.id, id));
}

/** email_change_cancel: the link sent to the current address of a requested change, which cancels it. */
export type TokenPurpose = "password_reset" | "email_verify" | "email_change" | "email_change_cancel";

/**
 * The links that would give the account to whoever holds them, or undo the owner's recovery:
 * cancelled when the owner changes or resets the password or signs out the other devices
 * (docs/accounts.md, "Single-use links and recovery"). Verification links stay: they go to the
 * account's own address and only confirm that address.
 */
export const RECOVERY_CANCELS: readonly TokenPurpose[] = ["password_reset", "email_change", "email_change_cancel"];
export type AccountTokenRow = typeof accountTokens.$inferSelect;

export async function insertToken(
  db: DbOrTx,
  v: { userId: number; purpose: TokenPurpose; tokenHash: string; email: string | null; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(v);
}

/**
 * Uses a token once: marks it used if it has this purpose, is unused and not expired, and
 * answers its row; a second use (or a concurrent one) gets nothing.
 */
export async function consumeToken(db: DbOrTx, purpose: TokenPurpose, tokenHash: string, now: Date): Promise<AccountTokenRow | undefined> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning();
  return rows[0];
}

/** Makes the user's other unused links of this purpose useless (a newer link, or the job is done). */
export async function expireTokens(db: DbOrTx, userId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** Makes every unused link of these purposes of the user useless; answers how many. */
export async function expireTokensOf(db: DbOrTx, userId: number, purposes: readonly TokenPurpose[], now: Date): Promise<number> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, [...purposes]), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length;
}

export async function setPassword(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

export async function markEmailVerified(db: DbOrTx, id: number, email: string, at: Date): Promise<boolean> {
  // Only while the account still has the address the link was sent to.
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, id), sql`lower(${users.email}) = lower(${email})`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Moves the account to a new (verified) address; undefined when another account has it. */
export async function changeEmail(db: DbOrTx, id: number, email: string, at: Date): Promise<UserRow | undefined> {
  try {
    const rows = await db.update(users).set({ email, emailVerifiedAt: at }).where(eq(users.id, id)).returning();
    return rows[0];
  } catch (err) {
    if ((err as { code?: string }).code === "23505" || (err as { cause?: { code?: string } }).cause?.code === "23505") return undefined;
    throw err;
  }
}

/** The "last seen" of the admin user list: the time of the latest sign-in. */
export async function touchLastSeen(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(users).set({ lastSeenAt: at }).where(eq(users.id, id));
}
