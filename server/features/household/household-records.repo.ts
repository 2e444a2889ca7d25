// The household's goals, debts, income entries and profile when its only member joins another
// household (docs/household.md, "Entrare e uscire"): they come along, as the new household's.
import { and, eq, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { debts, goals, householdProfiles, incomeEntries } from "../../db/schema";

/**
 * Moves the records of household `from` (left by its only member) into `to`. Goal contributions
 * follow their goal. The profile comes along only when `to` has none: the household joined keeps
 * its own. Records of a household with other members stay with it.
 */
export async function moveLoneRecords(db: DbOrTx, from: number, to: number): Promise<void> {
  await db.update(goals).set({ householdId: to }).where(eq(goals.householdId, from));
  await db.update(debts).set({ householdId: to }).where(eq(debts.householdId, from));
  await db.update(incomeEntries).set({ householdId: to }).where(eq(incomeEntries.householdId, from));
  const joined = alias(householdProfiles, "joined");
  await db
    .update(householdProfiles)
    .set({ householdId: to })
    .where(and(eq(householdProfiles.householdId, from), notExists(db.select({ id: joined.householdId }).from(joined).where(eq(joined.householdId, to)))));
}
