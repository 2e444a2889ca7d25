import { Router, type Request } from "express";
import type { AppDeps } from "../../deps";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { createLimiter } from "../../http/rate-limit.repo";
import { calculatorsContract as api } from "@shared/contracts/calculators";
import { saveBudgetSchemaFor } from "@shared/schemas/calculators";
import { parse } from "../../http/validate";
import { familySplit } from "../category-budgets/category-budgets.public";
import type { createCalculatorsService } from "./calculators.service";

/** Saves (budget + PAC together) per user per hour: far above a person's use, a wall for scripts. */
export const CALCULATOR_SAVE_LIMIT = { perHour: 60 } as const;
export const TOO_MANY_SAVES = "Troppi salvataggi in poco tempo: riprova tra qualche minuto";

export function calculatorsRoutes(deps: AppDeps, service: ReturnType<typeof createCalculatorsService>): Router {
  const router = Router();
  const saveLimiter = createLimiter(deps, {
    name: "calculators-save",
    windowMs: 60 * 60_000,
    limit: CALCULATOR_SAVE_LIMIT.perHour,
    key: (req: Request) => `user:${currentUser(req).id}`,
    message: TOO_MANY_SAVES,
  });

  route(router, api.budget, async (req, res) => {
    res.json(await service.latestBudget(currentUser(req).id));
  });

  route(router, api.saveBudget, saveLimiter, async (req, res) => {
    const userId = currentUser(req).id;
    const shares = await familySplit(deps.db, userId);
    res.status(201).json(await service.saveBudget(userId, parse(saveBudgetSchemaFor(shares), req.body ?? {}), shares));
  });

  route(router, api.pacSimulations, async (req, res) => {
    res.json(await service.listPacSimulations(currentUser(req).id));
  });

  route(router, api.savePacSimulation, saveLimiter, async (req, res, { body: input }) => {
    res.status(201).json(await service.savePacSimulation(currentUser(req).id, input));
  });

  return router;
}
