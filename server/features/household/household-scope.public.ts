// The household a user's records belong to (docs/household.md, "Cosa è condiviso"), for the
// features whose rows carry household_id: a scalar subquery on the membership (every user has
// exactly one), so a read or write filtered by it finds only the caller's household's rows and
// another household's row is "not found".
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { householdMembers } from "../../db/schema";
import { AppError } from "../../http/errors";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";

export const householdOfUser = (userId: number | SQL | Placeholder<string>): SQL =>
  sql`(select ${householdMembers.householdId} from ${householdMembers} where ${householdMembers.userId} = ${userId})`;

/**
 * The role check of an endpoint whose access level is another one (the category budgets' save is
 * "premium", docs/plan.md, "Budget per categoria"): a viewer gets the same 403 as from
 * "household:write" (docs/household.md, "Ruoli").
 */
export function assertHouseholdWriter(user: { household: { role: string } | null }): void {
  if (user.household?.role === "viewer") throw new AppError("forbidden", HOUSEHOLD_MESSAGES.writeOnly);
}
