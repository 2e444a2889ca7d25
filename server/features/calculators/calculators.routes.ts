import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/guards";
import { parse } from "../../http/validate";
import { pacSimulationSchema, saveBudgetSchema } from "@shared/schemas/calculators";
import { createCalculatorsService } from "./calculators.service";

export function calculatorsRoutes(deps: AppDeps): Router {
  const service = createCalculatorsService(deps);
  const router = Router();

  router.get("/api/user/budget", requireUser, async (req, res) => {
    res.json(await service.latestBudget(currentUser(req).id));
  });

  router.post("/api/user/budget", requireUser, async (req, res) => {
    const input = parse(saveBudgetSchema, req.body);
    res.status(201).json(await service.saveBudget(currentUser(req).id, input));
  });

  router.get("/api/user/pac-simulations", requireUser, async (req, res) => {
    res.json(await service.listPacSimulations(currentUser(req).id));
  });

  router.post("/api/user/pac-simulations", requireUser, async (req, res) => {
    const input = parse(pacSimulationSchema, req.body);
    res.status(201).json(await service.savePacSimulation(currentUser(req).id, input));
  });

  return router;
}
