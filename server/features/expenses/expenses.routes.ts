import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser } from "../../http/guards";
import { parse } from "../../http/validate";
import { route } from "../../http/route";
import { sendJsonText } from "../../http/json-text";
import { expensesContract as api } from "@shared/contracts/expenses";
import { romeDateString } from "@shared/calendar";
import { createExpenseSchema, updateExpenseSchema } from "@shared/schemas/expenses";
import type { ExpensesService } from "./expenses.service";
import type { RecurringService } from "./recurring.service";
import type { createExpenseReportService } from "./expenses-report.service";

type Services = { deps: AppDeps; service: ExpensesService; recurring: RecurringService; report: ReturnType<typeof createExpenseReportService> };

export function expensesRoutes({ deps, service, recurring, report }: Services): Router {
  const router = Router();
  const today = () => romeDateString(deps.clock.now());

  route(router, api.list, async (req, res, { query: q }) => {
    const user = currentUser(req);
    // The bills due by today are in the list the user opens (the interval job may not have run
    // yet): the household's catch-up, once a day per process (docs/expenses.md, "Recurring expenses").
    await recurring.catchUpFor(user);
    sendJsonText(res, await service.listJson(user.id, q));
  });

  route(router, api.count, async (req, res, { query: q }) => {
    res.json(await service.count(currentUser(req).id, q));
  });

  route(router, api.report, async (req, res, { query: q }) => {
    sendJsonText(res, await report.reportJson(currentUser(req), q));
  });

  route(router, api.export, async (req, res, { query: q }) => {
    const { filename, csv } = await service.exportMonth(currentUser(req), q);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
    res.setHeader("Cache-Control", "private, no-store");
    res.send(csv);
  });

  route(router, api.create, async (req, res) => {
    // The date bounds depend on today in Rome, by the injected clock.
    const input = parse(createExpenseSchema(today()), req.body ?? {});
    res.status(201).json(await service.create(currentUser(req), input));
  });

  route(router, api.update, async (req, res, { params }) => {
    const id = params.id;
    const patch = parse(updateExpenseSchema(today()), req.body ?? {});
    res.json(await service.update(currentUser(req), id, patch));
  });

  route(router, api.remove, async (req, res, { params }) => {
    await service.remove(currentUser(req).id, params.id);
    res.status(204).end();
  });

  route(router, api.restore, async (req, res, { params }) => {
    res.json(await service.restore(currentUser(req), params.id));
  });

  return router;
}
