import { Router } from "express";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { categoryBudgetsContract as api } from "@shared/contracts/category-budgets";
import type { CategoryBudgetsService } from "./category-budgets.service";
import type { createBudgetSplitService } from "./budget-split";

export function categoryBudgetsRoutes(service: CategoryBudgetsService, split: ReturnType<typeof createBudgetSplitService>): Router {
  const router = Router();

  route(router, api.list, async (req, res) => {
    const user = currentUser(req);
    res.json(await service.list(user.id, user.isPremium));
  });

  route(router, api.save, async (req, res, { body }) => {
    res.json(await service.save(currentUser(req).id, body));
  });

  route(router, api.status, async (req, res, { query }) => {
    const user = currentUser(req);
    res.json(await service.status(user.id, user.isPremium, query));
  });

  route(router, api.split, async (req, res) => {
    res.json(await split.get(currentUser(req).id));
  });

  route(router, api.saveSplit, async (req, res, { body }) => {
    res.json(await split.save(currentUser(req).id, body));
  });

  return router;
}
