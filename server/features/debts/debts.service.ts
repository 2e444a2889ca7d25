// Rules of the debt payoff planner and the stored debts (docs/calculators.md, "Piano di rientro
// dai debiti"). The plan is computed by shared/finance/debt-plan.ts; its refusals become a 400
// with the Italian message. The stored debts are the household's (docs/household.md, "Cosa è
// condiviso"): the free limit (FREE_DEBT_LIMIT stored debts of the household) is checked under a
// per-household lock in the transaction that inserts; another household's debt is "not found".
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { FREE_DEBT_LIMIT } from "@shared/constants";
import { centsToString, toCents } from "@shared/money";
import { monthlyInterestCents } from "@shared/finance/cents";
import { DEBT_MESSAGES, planDebts } from "@shared/finance/debt-plan";
import { FinanceInputError } from "@shared/finance/errors";
import { STORED_DEBT_MESSAGES, type DebtPlanAnswer, type DebtPlanRequest, type NewDebt, type StoredDebt } from "@shared/schemas/debts";
import * as repo from "./debts.repo";

type Actor = { id: number; isPremium: boolean };

const debtView = (row: repo.DebtRow): StoredDebt => ({
  id: row.id,
  name: row.name,
  balance: row.balance,
  rate: Number(row.rate),
  minPayment: row.minPayment,
  createdAt: row.createdAt.toISOString(),
});

/** The plan for the request, or a 400 naming the field at fault. */
export function debtPlan(input: DebtPlanRequest): DebtPlanAnswer {
  try {
    const plan = planDebts(
      input.debts.map((d) => ({ name: d.name, balanceCents: toCents(d.balance), ratePercent: d.rate, minPaymentCents: toCents(d.minPayment) })),
      toCents(input.extra),
      input.strategy,
    );
    return {
      strategy: plan.strategy,
      months: plan.months,
      totalInterest: centsToString(plan.totalInterestCents),
      order: plan.order,
      interestSaved: centsToString(plan.interestSavedCents),
      debts: plan.debts.map((d) => ({ name: d.name, paidOffMonth: d.paidOffMonth, interest: centsToString(d.interestCents) })),
    };
  } catch (e) {
    if (e instanceof FinanceInputError) throw new AppError("validation", e.message, { fieldErrors: { [e.field]: e.message } });
    throw e;
  }
}

export function createDebtsService(deps: Pick<AppDeps, "db" | "clock">) {
  return {
    async list(userId: number): Promise<StoredDebt[]> {
      return (await repo.listDebts(deps.db, userId)).map(debtView);
    },

    async create(user: Actor, input: NewDebt): Promise<StoredDebt> {
      const balanceCents = toCents(input.balance);
      const minPaymentCents = toCents(input.minPayment);
      if (minPaymentCents <= monthlyInterestCents(balanceCents, input.rate)) {
        const message = DEBT_MESSAGES.neverEnds(input.name);
        throw new AppError("validation", message, { fieldErrors: { minPayment: message } });
      }
      const row = await deps.db.transaction(async (tx) => {
        await repo.lockHouseholdDebts(tx, user.id);
        if (!user.isPremium && (await repo.countDebts(tx, user.id)) >= FREE_DEBT_LIMIT)
          throw new AppError("limit_reached", STORED_DEBT_MESSAGES.limitReached, { limit: FREE_DEBT_LIMIT });
        return repo.insertDebt(tx, {
          userId: user.id,
          name: input.name,
          balance: centsToString(balanceCents),
          rate: input.rate.toFixed(2),
          minPayment: centsToString(minPaymentCents),
          createdAt: deps.clock.now(),
        });
      });
      return debtView(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteDebt(deps.db, userId, id))) throw new AppError("not_found", STORED_DEBT_MESSAGES.notFound);
    },
  };
}

export type DebtsService = ReturnType<typeof createDebtsService>;
