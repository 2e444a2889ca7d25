// What other features may read of the plan's goals (docs/plan.md, "Obiettivi"). Keep stable.
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { goals } from "../../db/schema";
// The goals as the /plan page shows them (the assistant reads a user's goals: docs/chat.md, "Tools").
export { createGoalsService, type GoalsService } from "./goals.service";

/** Whether the goal exists and is the user's (an expense may pay only into its owner's goal). */
export async function ownsGoal(db: DbOrTx, userId: number, goalId: number): Promise<boolean> {
  const rows = await db.select({ id: goals.id }).from(goals).where(and(eq(goals.id, goalId), eq(goals.userId, userId))).limit(1);
  return rows.length > 0;
}
