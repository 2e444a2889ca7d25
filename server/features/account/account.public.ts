// What other features may read of the account (the assistant's household figures, the
// calculators' prefill): the household profile as the user entered it (docs/accounts.md).
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import type { HouseholdProfile } from "@shared/schemas/account";
import { findHousehold } from "./account.repo";
import { toHouseholdProfile } from "./account.service";

export type { HouseholdProfile };

/** The user's household profile; every field null (completed false) when never filled in. */
export async function getHouseholdProfile(db: DbOrTx, userId: number): Promise<HouseholdProfile> {
  return toHouseholdProfile(await findHousehold(db, userId));
}

/**
 * Whether the user accepts reminder e-mails (the "Promemoria" switch on /account): the trial's
 * end, a recurring bill due soon. False for an unknown user.
 */
export async function acceptsReminders(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db.select({ on: users.emailReminders }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.on ?? false;
}
