import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/guards";
import { parse, parseId } from "../../http/validate";
import { route } from "../../http/route";
import { expensesContract as api } from "@shared/contracts/expenses";
import { romeDateString } from "@shared/calendar";
import { EXPENSE_MESSAGES, createExpenseSchema } from "@shared/schemas/expenses";
import { createExpensesService } from "./expenses.service";

export function expensesRoutes(deps: AppDeps): Router {
  const service = createExpensesService(deps);
  const router = Router();

  route(router, api.list, requireUser, async (req, res, { query: q }) => {
    res.json(await service.list(currentUser(req).id, q));
  });

  route(router, api.count, requireUser, async (req, res, { query: q }) => {
    res.json(await service.count(currentUser(req).id, q));
  });

  route(router, api.export, requireUser, async (req, res, { query: q }) => {
    const { filename, csv } = await service.exportMonth(currentUser(req), q);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
    res.setHeader("Cache-Control", "private, no-store");
    res.send(csv);
  });

  route(router, api.create, requireUser, async (req, res) => {
    // The date bounds depend on today in Rome, by the injected clock.
    const input = parse(createExpenseSchema(romeDateString(deps.clock.now())), req.body ?? {});
    res.status(201).json(await service.create(currentUser(req), input));
  });

  route(router, api.remove, requireUser, async (req, res) => {
    await service.remove(currentUser(req).id, parseId(req.params.id, EXPENSE_MESSAGES.notFound));
    res.status(204).end();
  });

  return router;
}
