import { Router, type Request } from "express";
import type { AppDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/guards";
import { parse } from "../../http/validate";
import { createLimiter } from "../../http/rate-limit.repo";
import { pacSimulationSchema, saveBudgetSchema } from "@shared/schemas/calculators";
import { createCalculatorsService } from "./calculators.service";

/** Saves (budget + PAC together) per user per hour: far above a person's use, a wall for scripts. */
export const CALCULATOR_SAVE_LIMIT = { perHour: 60 } as const;
export const TOO_MANY_SAVES = "Troppi salvataggi in poco tempo: riprova tra qualche minuto";

export function calculatorsRoutes(deps: AppDeps): Router {
  const service = createCalculatorsService(deps);
  const router = Router();
  const saveLimiter = createLimiter(deps, {
    name: "calculators-save",
    windowMs: 60 * 60_000,
    limit: CALCULATOR_SAVE_LIMIT.perHour,
    key: (req: Request) => `user:${currentUser(req).id}`,
    message: TOO_MANY_SAVES,
  });

  router.get("/api/user/budget", requireUser, async (req, res) => {
    res.json(await service.latestBudget(currentUser(req).id));
  });

  router.post("/api/user/budget", requireUser, saveLimiter, async (req, res) => {
    const input = parse(saveBudgetSchema, req.body);
    res.status(201).json(await service.saveBudget(currentUser(req).id, input));
  });

  router.get("/api/user/pac-simulations", requireUser, async (req, res) => {
    res.json(await service.listPacSimulations(currentUser(req).id));
  });

  router.post("/api/user/pac-simulations", requireUser, saveLimiter, async (req, res) => {
    const input = parse(pacSimulationSchema, req.body);
    res.status(201).json(await service.savePacSimulation(currentUser(req).id, input));
  });

  return router;
}
