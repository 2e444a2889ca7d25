import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/guards";
import { parse, parseId } from "../../http/validate";
import { route } from "../../http/route";
import { recurringExpensesContract as api } from "@shared/contracts/expenses";
import { romeDateString } from "@shared/calendar";
import { RECURRING_MESSAGES, createRecurringSchema, updateRecurringSchema } from "@shared/schemas/recurring-expenses";
import type { RecurringService } from "./recurring.service";

export function recurringRoutes(deps: AppDeps, service: RecurringService): Router {
  const router = Router();
  const today = () => romeDateString(deps.clock.now());
  const idOf = (raw: unknown) => parseId(raw, RECURRING_MESSAGES.notFound);

  route(router, api.list, requireUser, async (req, res) => {
    res.json(await service.list(currentUser(req).id));
  });

  route(router, api.create, requireUser, async (req, res) => {
    const input = parse(createRecurringSchema(today()), req.body ?? {});
    res.status(201).json(await service.create(currentUser(req).id, input));
  });

  route(router, api.update, requireUser, async (req, res) => {
    const id = idOf(req.params.id);
    const patch = parse(updateRecurringSchema(today()), req.body ?? {});
    res.json(await service.update(currentUser(req).id, id, patch));
  });

  route(router, api.remove, requireUser, async (req, res) => {
    await service.remove(currentUser(req).id, idOf(req.params.id));
    res.status(204).end();
  });

  route(router, api.skip, requireUser, async (req, res, { body }) => {
    res.json(await service.skip(currentUser(req).id, idOf(req.params.id), body.month));
  });

  return router;
}
