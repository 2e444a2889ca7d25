// What other features may read of the account (the assistant's household figures, the
// calculators' prefill): the household profile as the user entered it (docs/accounts.md).
import { and, eq, inArray } from "drizzle-orm";
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
 * Which of these users accept reminder e-mails (the "Promemoria" switch on /account): the trial's
 * end, a recurring bill due soon. An unknown user does not.
 */
export async function usersAcceptingReminders(db: DbOrTx, userIds: number[]): Promise<Set<number>> {
  const accepting = new Set<number>();
  // 5.000 ids per statement: one parameter each, far below PostgreSQL's 65.535.
  for (let i = 0; i < userIds.length; i += 5000) {
    const rows = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, userIds.slice(i, i + 5000)), eq(users.emailReminders, true)));
    for (const r of rows) accepting.add(r.id);
  }
  return accepting;
}
