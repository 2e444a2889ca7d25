// Reads other features may use (chat context, alerts, badges). Keep these signatures stable.
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { prepareOnce } from "../../perf/prepared";
import { budgets, pacSimulations } from "../../db/schema";
import { householdOfUser } from "../household/household-scope.public";

export type BudgetAmounts = { monthlyIncome: string; necessities: string; wants: string; savings: string };

/** Budget reads with a prepared statement, built once per app by the service that uses them. */
export function createBudgetReads(db: Db) {
  const latestQuery = prepareOnce(db, (db) =>
    db
      .select({ monthlyIncome: budgets.monthlyIncome, necessities: budgets.necessities, wants: budgets.wants, savings: budgets.savings })
      .from(budgets)
      // The household's budget (docs/household.md, "Cosa è condiviso"): the latest any member saved.
      .where(sql`${budgets.householdId} = ${householdOfUser(sql.placeholder("userId"))}`)
      .orderBy(desc(budgets.createdAt), desc(budgets.id))
      .limit(1)
      .prepare("budget_latest"),
  );
  return {
    /** The user's household's current (most recently saved) budget, or null. */
    async latestBudget(userId: number): Promise<BudgetAmounts | null> {
      const rows = await latestQuery().execute({ userId });
      return rows[0] ?? null;
    },
  };
}

export type BudgetReads = ReturnType<typeof createBudgetReads>;

/** latestBudget as a scalar subquery (amounts as numeric text, like the driver's), for a caller composing one statement. */
export function latestBudgetSql(userId: SQL) {
  return sql<BudgetAmounts | null>`(select json_build_object('monthlyIncome', ${budgets.monthlyIncome}::text, 'necessities', ${budgets.necessities}::text, 'wants', ${budgets.wants}::text, 'savings', ${budgets.savings}::text) from ${budgets} where ${budgets.householdId} = ${householdOfUser(userId)} order by ${budgets.createdAt} desc, ${budgets.id} desc limit 1)`;
}

export async function countPacSimulations(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(pacSimulations).where(eq(pacSimulations.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

/** Budgets saved and PAC simulations made by the user in [from, to): a challenge counts the whole period. */
export async function countSavedCalculationsBetween(db: DbOrTx, userId: number, kind: "budget" | "pac", from: Date, to: Date): Promise<number> {
  const t = kind === "budget" ? budgets : pacSimulations;
  const rows = await db
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.userId, userId), gte(t.createdAt, from), lt(t.createdAt, to)));
  return Number(rows[0]?.n ?? 0);
}
