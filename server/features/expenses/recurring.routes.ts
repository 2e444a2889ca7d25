import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser } from "../../http/guards";
import { parse } from "../../http/validate";
import { route } from "../../http/route";
import { sendJsonText } from "../../http/json-text";
import { recurringExpensesContract as api } from "@shared/contracts/expenses";
import { romeDateString } from "@shared/calendar";
import { createRecurringSchema, updateRecurringSchema } from "@shared/schemas/recurring-expenses";
import type { RecurringService } from "./recurring.service";

export function recurringRoutes(deps: AppDeps, service: RecurringService): Router {
  const router = Router();
  const today = () => romeDateString(deps.clock.now());

  route(router, api.list, async (req, res) => {
    sendJsonText(res, await service.listJson(currentUser(req)));
  });

  route(router, api.create, async (req, res) => {
    const input = parse(createRecurringSchema(today()), req.body ?? {});
    res.status(201).json(await service.create(currentUser(req).id, input));
  });

  route(router, api.update, async (req, res, { params }) => {
    const id = params.id;
    const patch = parse(updateRecurringSchema(today()), req.body ?? {});
    res.json(await service.update(currentUser(req).id, id, patch));
  });

  route(router, api.remove, async (req, res, { params }) => {
    await service.remove(currentUser(req).id, params.id);
    res.status(204).end();
  });

  route(router, api.skip, async (req, res, { body, params }) => {
    res.json(await service.skip(currentUser(req).id, params.id, body.month));
  });

  return router;
}
