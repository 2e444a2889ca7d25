import { Router, type Request } from "express";
import type { AppDeps } from "../../deps";
import { currentUser } from "../../http/guards";
import { parse } from "../../http/validate";
import { route } from "../../http/route";
import { sendJsonText } from "../../http/json-text";
import { createLimiter } from "../../http/rate-limit.repo";
import { goalsContract as api } from "@shared/contracts/goals";
import { romeDateString } from "@shared/calendar";
import { contributionSchema, createGoalSchema, updateGoalSchema } from "@shared/schemas/goals";
import { proposeFirstGoal, type GoalsService } from "./goals.service";
import { extraMonthsPlan } from "./extra-months.service";

export const TOO_MANY_GOAL_WRITES = "Troppe modifiche agli obiettivi in poco tempo: riprova tra qualche minuto";

export function goalsRoutes(deps: AppDeps, service: GoalsService): Router {
  const router = Router();
  const today = () => romeDateString(deps.clock.now());
  // Goal writes per user per hour (docs/configuration.md, GOAL_WRITES_PER_HOUR).
  const writeLimiter = createLimiter(deps, {
    name: "goals-write",
    windowMs: 60 * 60_000,
    limit: deps.config.GOAL_WRITES_PER_HOUR,
    key: (req: Request) => `user:${currentUser(req).id}`,
    message: TOO_MANY_GOAL_WRITES,
  });

  route(router, api.list, async (req, res) => {
    sendJsonText(res, await service.listJson(currentUser(req).id));
  });

  route(router, api.proposal, async (req, res) => {
    res.json(await proposeFirstGoal(deps, service, currentUser(req).id));
  });

  route(router, api.create, writeLimiter, async (req, res) => {
    // The date bounds depend on today in Rome, by the injected clock.
    const input = parse(createGoalSchema(today()), req.body ?? {});
    res.status(201).json(await service.create(currentUser(req), input));
  });

  route(router, api.update, writeLimiter, async (req, res, { params }) => {
    const patch = parse(updateGoalSchema(today()), req.body ?? {});
    res.json(await service.update(currentUser(req).id, params.id, patch));
  });

  route(router, api.remove, writeLimiter, async (req, res, { params }) => {
    await service.remove(currentUser(req).id, params.id);
    res.status(204).end();
  });

  route(router, api.contribute, writeLimiter, async (req, res, { params }) => {
    const input = parse(contributionSchema(today()), req.body ?? {});
    res.status(201).json(await service.contribute(currentUser(req).id, params.id, input));
  });

  route(router, api.emergencyFund, async (req, res, { query }) => {
    res.json(await service.emergencyFund(currentUser(req).id, query.months));
  });

  route(router, api.extraMonths, async (req, res, { query }) => {
    res.json(await extraMonthsPlan(deps, service, currentUser(req).id, query));
  });

  return router;
}
