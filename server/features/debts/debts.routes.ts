import { Router, type Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { AppDeps } from "../../deps";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { createLimiter } from "../../http/rate-limit.repo";
import { debtsContract as api } from "@shared/contracts/debts";
import { debtPlan, type DebtsService } from "./debts.service";

export const TOO_MANY_DEBT_PLANS = "Troppi calcoli del piano in poco tempo: riprova tra qualche minuto";
export const TOO_MANY_DEBT_WRITES = "Troppe modifiche ai debiti in poco tempo: riprova tra qualche minuto";

export function debtsRoutes(deps: AppDeps, service: DebtsService): Router {
  const router = Router();
  // docs/configuration.md, DEBT_PLANS_PER_HOUR: per user when signed in, else per client address
  // (stored only as a keyed hash, server/http/rate-limit.repo.ts).
  const planLimiter = createLimiter(deps, {
    name: "debt-plan",
    windowMs: 60 * 60_000,
    limit: deps.config.DEBT_PLANS_PER_HOUR,
    key: (req: Request) => (req.user ? `user:${req.user.id}` : `ip:${ipKeyGenerator(req.ip ?? "0.0.0.0")}`),
    message: TOO_MANY_DEBT_PLANS,
  });
  // docs/configuration.md, DEBT_WRITES_PER_HOUR.
  const writeLimiter = createLimiter(deps, {
    name: "debts-write",
    windowMs: 60 * 60_000,
    limit: deps.config.DEBT_WRITES_PER_HOUR,
    key: (req: Request) => `user:${currentUser(req).id}`,
    message: TOO_MANY_DEBT_WRITES,
  });

  route(router, api.plan, planLimiter, async (_req, res, { body }) => {
    res.json(debtPlan(body));
  });

  route(router, api.list, async (req, res) => {
    res.json(await service.list(currentUser(req).id));
  });

  route(router, api.create, writeLimiter, async (req, res, { body }) => {
    res.status(201).json(await service.create(currentUser(req), body));
  });

  route(router, api.remove, writeLimiter, async (req, res, { params }) => {
    await service.remove(currentUser(req).id, params.id);
    res.status(204).end();
  });

  return router;
}
