// The user's context, read on the server from the features that own the data; numbers sent by
// the client are never used.
import type { Db } from "../../db/client";
import type { SessionUser } from "../auth/auth.public";
import type { BudgetAmounts } from "../calculators/calculators.public";
import { getRecentExpenses } from "../expenses/expenses.public";
import { countCompletedLessons } from "../courses/courses.public";
import { familySplit } from "../category-budgets/category-budgets.public";
import { emptyContext, type ChatContext } from "./builtin/types";
import type { CategoryBudgetStatus } from "@shared/schemas/category-budgets";
import type { EmergencyFund, Goal } from "@shared/schemas/goals";
import type { DeductionSummary } from "@shared/schemas/deductions";
import type { StoredDebt } from "@shared/schemas/debts";

/** The month's status of the category budgets service (the /plan page's figures) for a user. */
type MonthStatusReader = (userId: number, isPremium: boolean) => Promise<CategoryBudgetStatus>;
/** The household's figures read from other features' services (the pages' own figures). */
type HouseholdReaders = {
  monthStatus: MonthStatusReader;
  goals: (userId: number) => Promise<Goal[]>;
  /** GET /api/user/emergency-fund's service (docs/plan.md, "Fondo di emergenza"). */
  emergencyFund: (userId: number) => Promise<EmergencyFund>;
  /** This year's 730 summary, the /tax page's service (docs/tax.md). */
  deductions?: (user: { id: number; isPremium: boolean }) => Promise<DeductionSummary>;
  /** The debts stored on the /debts page (docs/calculators.md, "Piano di rientro dai debiti"). */
  debts?: (userId: number) => Promise<StoredDebt[]>;
};

export const CONTEXT_EXPENSES = 10;

/** Reads the household's monthly figures (income and its 50/30/20 split) for a user, or null. */
export type HouseholdBudgetReader = (userId: number) => Promise<BudgetAmounts | null>;

export async function buildContext(db: Db, householdBudget: HouseholdBudgetReader, user: SessionUser | null, currentPage: string | null, readers?: HouseholdReaders): Promise<ChatContext> {
  const base: ChatContext = { ...emptyContext(), currentPage };
  if (!user) return base;
  const signedIn: ChatContext = { ...base, signedIn: true, firstName: user.firstName ?? null, isPremium: Boolean(user.isPremium) };
  try {
    const [budget, recent, lessons, split, month, goals, emergencyFund, deductions, debts] = await Promise.all([
      householdBudget(user.id),
      getRecentExpenses(db, user.id, CONTEXT_EXPENSES),
      countCompletedLessons(db, user.id),
      familySplit(db, user.id),
      readers ? readers.monthStatus(user.id, Boolean(user.isPremium)) : null,
      readers ? readers.goals(user.id) : null,
      readers ? readers.emergencyFund(user.id) : null,
      readers?.deductions ? readers.deductions({ id: user.id, isPremium: Boolean(user.isPremium) }) : null,
      readers?.debts ? readers.debts(user.id) : null,
    ]);
    return {
      ...signedIn,
      budget,
      recentExpenses: recent.map((e) => ({ description: e.description, amount: e.amount, category: e.category, date: e.date })),
      completedLessons: lessons,
      split,
      month,
      goals,
      emergencyFund,
      deductions,
      debts,
    };
  } catch (err) {
    // docs/chat.md: a context load failure means an empty context, not a failed chat.
    console.warn("[chat] contesto non disponibile:", (err as Error)?.message);
    return signedIn;
  }
}
