// Rules of the calculators: the server recomputes every figure from the inputs (the split of
// the budget, the PAC final value) with the shared finance functions, stores it, then tells
// the other features (badges, challenges, e-mails) through domain events.
import type { z } from "zod";
import { centsToString, toCents } from "@shared/money";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { splitBudget, type BudgetShares } from "@shared/finance/budget";
import { trySimulatePac } from "@shared/finance/pac";
import { PAC_HISTORY_SHOWN } from "@shared/constants";
import { CALC_MESSAGES, type PacSimulation, type SavedBudget, type pacSimulationSchema, type saveBudgetSchema } from "@shared/schemas/calculators";
import * as repo from "./calculators.repo";

/** numeric(14,2) holds at most 999.999.999.999,99. */
const MAX_STORABLE_CENTS = 99_999_999_999_999;

const budgetView = (row: repo.BudgetRow): SavedBudget => ({
  id: row.id,
  monthlyIncome: row.monthlyIncome,
  necessities: row.necessities,
  wants: row.wants,
  savings: row.savings,
  createdAt: row.createdAt.toISOString(),
});

const pacView = (row: repo.PacRow): PacSimulation => ({
  id: row.id,
  monthlyAmount: row.monthlyAmount,
  years: row.years,
  expectedReturn: row.expectedReturn,
  finalAmount: row.finalAmount,
  createdAt: row.createdAt.toISOString(),
});

export function createCalculatorsService(deps: Pick<AppDeps, "db" | "clock" | "events">) {
  return {
    /** shares: the family's split (docs/plan.md, "La ripartizione della famiglia"). */
    async saveBudget(userId: number, input: z.output<typeof saveBudgetSchema>, shares: BudgetShares): Promise<SavedBudget> {
      const monthlyIncome = centsToString(toCents(input.monthlyIncome));
      const split = splitBudget(monthlyIncome, shares);
      return deps.events.transaction(deps.db, async (tx) => {
        const saved = budgetView(await repo.insertBudget(tx, { userId, monthlyIncome, ...split, createdAt: deps.clock.now() }));
        await deps.events.record(tx, "budget.saved", {
          userId,
          budgetId: saved.id,
          monthlyIncome: saved.monthlyIncome,
          necessities: saved.necessities,
          wants: saved.wants,
          savings: saved.savings,
        });
        await deps.events.record(tx, "calculator.completed", { userId, calculator: "budget" });
        return saved;
      });
    },

    /**
     * The family changed its split: the latest saved budget's income is split again, as a new saved
     * budget (no "budget.saved": the family saved nothing). Idempotent: nothing when it already matches.
     */
    async resplitLatest(userId: number, shares: BudgetShares): Promise<void> {
      const row = await repo.findLatestBudget(deps.db, userId);
      if (!row) return;
      const split = splitBudget(row.monthlyIncome, shares);
      if (split.necessities === row.necessities && split.wants === row.wants && split.savings === row.savings) return;
      await repo.insertBudget(deps.db, { userId, monthlyIncome: row.monthlyIncome, ...split, createdAt: deps.clock.now() });
    },

    async latestBudget(userId: number): Promise<SavedBudget | null> {
      const row = await repo.findLatestBudget(deps.db, userId);
      return row ? budgetView(row) : null;
    },

    async savePacSimulation(userId: number, input: z.output<typeof pacSimulationSchema>) {
      // Whatever finalAmount the client sent is ignored: the stored figure is ours.
      const { result, error } = trySimulatePac(input);
      if (!result) throw new AppError("validation", error.message, { fieldErrors: { [error.field]: error.message } });
      if (result.finalAmountCents > MAX_STORABLE_CENTS) throw new AppError("validation", CALC_MESSAGES.pacTooLarge, { fieldErrors: { monthlyAmount: CALC_MESSAGES.pacTooLarge } });
      const saved = await deps.events.transaction(deps.db, async (tx) => {
        const row = pacView(
          await repo.insertPacSimulation(tx, {
            userId,
            monthlyAmount: centsToString(toCents(input.monthlyAmount)),
            years: input.years,
            expectedReturn: centsToString(toCents(input.expectedReturn)),
            finalAmount: centsToString(result.finalAmountCents),
            createdAt: deps.clock.now(),
          }),
        );
        await deps.events.record(tx, "pac.simulated", { userId, simulationId: row.id });
        await deps.events.record(tx, "calculator.completed", { userId, calculator: "pac" });
        return row;
      });
      return {
        ...saved,
        totalInvested: centsToString(result.totalInvestedCents),
        totalGain: centsToString(result.totalGainCents),
        gainPercent: result.gainPercent.toFixed(2),
      };
    },

    /** The latest simulations, newest first (spec: at most 6). */
    async listPacSimulations(userId: number): Promise<PacSimulation[]> {
      return (await repo.listPacSimulations(deps.db, userId, PAC_HISTORY_SHOWN)).map(pacView);
    },
  };
}
