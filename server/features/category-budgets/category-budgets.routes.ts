import { Router, type Request } from "express";
import type { AppDeps } from "../../deps";
import { createLimiter } from "../../http/rate-limit.repo";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { sendJsonText } from "../../http/json-text";
import { categoryBudgetsContract as api } from "@shared/contracts/category-budgets";
import type { CategoryBudgetsService } from "./category-budgets.service";
import type { createBudgetSplitService } from "./budget-split";

export const TOO_MANY_BUDGET_WRITES = "Troppe modifiche ai budget in poco tempo: riprova tra qualche minuto";

export function categoryBudgetsRoutes(deps: AppDeps, service: CategoryBudgetsService, split: ReturnType<typeof createBudgetSplitService>): Router {
  const router = Router();
  // Budget and split writes per user per hour (docs/configuration.md, PLAN_BUDGET_WRITES_PER_HOUR).
  const writeLimiter = createLimiter(deps, {
    name: "plan-budget-write",
    windowMs: 60 * 60_000,
    limit: deps.config.PLAN_BUDGET_WRITES_PER_HOUR,
    key: (req: Request) => `user:${currentUser(req).id}`,
    message: TOO_MANY_BUDGET_WRITES,
  });

  route(router, api.list, async (req, res) => {
    const user = currentUser(req);
    res.json(await service.list(user.id, user.isPremium));
  });

  route(router, api.save, writeLimiter, async (req, res, { body }) => {
    res.json(await service.save(currentUser(req), body));
  });

  route(router, api.status, async (req, res, { query }) => {
    const user = currentUser(req);
    sendJsonText(res, await service.statusJson(user.id, user.isPremium, query));
  });

  route(router, api.split, async (req, res) => {
    res.json(await split.get(currentUser(req).id));
  });

  route(router, api.saveSplit, writeLimiter, async (req, res, { body }) => {
    res.json(await split.save(currentUser(req).id, body));
  });

  return router;
}
