import { Router, type Request } from "express";
import type { AppDeps } from "../../deps";
import { currentUser } from "../../http/guards";
import { parse } from "../../http/validate";
import { route } from "../../http/route";
import { sendJsonText } from "../../http/json-text";
import { createLimiter } from "../../http/rate-limit.repo";
import { incomeContract as api } from "@shared/contracts/income";
import { romeDateString } from "@shared/calendar";
import { incomeSchema } from "@shared/schemas/income";
import type { IncomeService } from "./income.service";

const TOO_MANY_INCOME_WRITES = "Troppe modifiche alle entrate in poco tempo: riprova tra qualche minuto";

export function incomeRoutes(deps: AppDeps, service: IncomeService): Router {
  const router = Router();
  // Income writes per user per hour (docs/configuration.md, INCOME_WRITES_PER_HOUR).
  const writeLimiter = createLimiter(deps, {
    name: "income-write",
    windowMs: 60 * 60_000,
    limit: deps.config.INCOME_WRITES_PER_HOUR,
    key: (req: Request) => `user:${currentUser(req).id}`,
    message: TOO_MANY_INCOME_WRITES,
  });

  route(router, api.list, async (req, res, { query }) => {
    res.json(await service.list(currentUser(req).id, query));
  });

  route(router, api.create, writeLimiter, async (req, res) => {
    // The date bounds depend on today in Rome, by the injected clock.
    const input = parse(incomeSchema(romeDateString(deps.clock.now())), req.body ?? {});
    res.status(201).json(await service.create(currentUser(req).id, input));
  });

  route(router, api.remove, writeLimiter, async (req, res, { params }) => {
    await service.remove(currentUser(req).id, params.id);
    res.status(204).end();
  });

  route(router, api.monthBalance, async (req, res, { query }) => {
    sendJsonText(res, await service.monthBalanceJson(currentUser(req).id, query));
  });

  return router;
}
