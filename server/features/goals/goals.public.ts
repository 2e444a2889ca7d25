// What other features may read of the plan's goals (docs/plan.md, "Obiettivi"). Keep stable.
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { goals } from "../../db/schema";
import { householdOfUser } from "../household/household-scope.public";
// The goals as the /plan page shows them (the assistant reads a user's goals: docs/chat.md, "Tools").
export { createGoalsService, type GoalsService } from "./goals.service";

/**
 * Whether the goal exists in the user's household (an expense may pay only into a goal of its
 * author's household; docs/household.md, "Cosa è condiviso").
 */
export async function ownsGoal(db: DbOrTx, userId: number, goalId: number): Promise<boolean> {
  const rows = await db.select({ id: goals.id }).from(goals).where(and(eq(goals.id, goalId), eq(goals.householdId, householdOfUser(userId)))).limit(1);
  return rows.length > 0;
}
