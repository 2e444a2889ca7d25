// What other features may read of the account (the assistant's household figures, the
// calculators' prefill): the household profile as the user entered it (docs/accounts.md).
import type { Db } from "../../db/client";
import type { HouseholdProfile } from "@shared/schemas/account";
import { findHousehold } from "./account.repo";
import { toHouseholdProfile } from "./account.service";

export type { HouseholdProfile };

/** The user's household profile; every field null (completed false) when never filled in. */
export async function getHouseholdProfile(db: Db, userId: number): Promise<HouseholdProfile> {
  return toHouseholdProfile(await findHousehold(db, userId));
}
