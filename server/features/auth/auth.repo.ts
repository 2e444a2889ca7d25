import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return rows[0];
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
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
