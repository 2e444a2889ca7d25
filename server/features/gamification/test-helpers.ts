// Test-only helpers: the rows other features would write, then the event they would emit.
import { eq } from "drizzle-orm";
import { splitBudget } from "@shared/finance/budget";
import type { TestContext } from "../../test/harness";
import { budgets, expenses, pacSimulations, users } from "../../db/schema";

export async function saveBudget(ctx: TestContext, userId: number, monthlyIncome: string) {
  const split = splitBudget(monthlyIncome);
  const [row] = await ctx.db
    .insert(budgets)
    .values({ userId, monthlyIncome, ...split, createdAt: ctx.deps.clock.now() })
    .returning({ id: budgets.id });
  await ctx.deps.events.emit("budget.saved", { userId, budgetId: row.id, monthlyIncome, ...split });
  return split;
}

export async function addExpense(ctx: TestContext, userId: number, e: { amount: string; category: string; date: string; description?: string }) {
  const [row] = await ctx.db
    .insert(expenses)
    .values({ userId, description: e.description ?? "Spesa di prova", amount: e.amount, category: e.category, date: e.date })
    .returning({ id: expenses.id });
  await ctx.deps.events.emit("expense.created", { userId, expenseId: row.id, amount: e.amount, category: e.category, date: e.date });
  return row.id;
}

export async function simulatePac(ctx: TestContext, userId: number) {
  const [row] = await ctx.db
    .insert(pacSimulations)
    .values({ userId, monthlyAmount: "100.00", years: 10, expectedReturn: "5.00", finalAmount: "15528.23" })
    .returning({ id: pacSimulations.id });
  await ctx.deps.events.emit("pac.simulated", { userId, simulationId: row.id });
  await ctx.deps.events.emit("calculator.completed", { userId, calculator: "pac" });
}

export async function setFirstName(ctx: TestContext, userId: number, firstName: string | null) {
  await ctx.db.update(users).set({ firstName }).where(eq(users.id, userId));
}
