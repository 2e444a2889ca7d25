// Drizzle for the account page and the household profile (docs/accounts.md).
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { householdMembers, householdProfiles, users } from "../../db/schema";

export type HouseholdRow = typeof householdProfiles.$inferSelect;

/** The household of a user, as a scalar subquery (every user has exactly one, docs/household.md). */
const householdOf = (userId: number) => sql`(select ${householdMembers.householdId} from ${householdMembers} where ${householdMembers.userId} = ${userId})`;

/** The profile of the user's household (docs/household.md, "Cosa è condiviso"): one per household. */
export async function findHousehold(db: DbOrTx, userId: number): Promise<HouseholdRow | undefined> {
  const rows = await db.select().from(householdProfiles).where(eq(householdProfiles.householdId, householdOf(userId))).limit(1);
  return rows[0];
}

/**
 * Creates the household's row or changes only the fields given (undefined: unchanged; null:
 * cleared); `userId` is recorded as who saved it last.
 */
export async function upsertHousehold(
  db: DbOrTx,
  userId: number,
  v: Partial<Pick<HouseholdRow, "monthlyIncome" | "householdSize" | "children" | "singleIncome" | "goal" | "salaryPayments" | "thirteenthMonth" | "fourteenthMonth" | "extraPaymentAmount">>,
  at: Date,
): Promise<HouseholdRow> {
  const rows = await db
    .insert(householdProfiles)
    .values({ householdId: householdOf(userId), userId, ...v, updatedAt: at })
    .onConflictDoUpdate({ target: householdProfiles.householdId, set: { ...v, userId, updatedAt: at } })
    .returning();
  return rows[0]!;
}

const ACCOUNT_COLUMNS = {
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  passwordHash: users.passwordHash,
  emailAutomations: users.emailAutomations,
  emailReminders: users.emailReminders,
};
export type AccountRow = { [K in keyof typeof ACCOUNT_COLUMNS]: (typeof users.$inferSelect)[K] };

export async function findAccount(db: DbOrTx, userId: number): Promise<AccountRow | undefined> {
  const rows = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

export async function updateAccount(
  db: DbOrTx,
  userId: number,
  v: Partial<Pick<typeof users.$inferInsert, "firstName" | "lastName" | "displayName" | "emailAutomations" | "emailReminders">>,
): Promise<void> {
  if (Object.keys(v).length === 0) return;
  await db.update(users).set(v).where(eq(users.id, userId));
}

/** Another account with this address (case-insensitive), other than userId. */
export async function emailTakenByOther(db: DbOrTx, email: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email}) and ${users.id} <> ${userId}`)
    .limit(1);
  return rows.length > 0;
}
