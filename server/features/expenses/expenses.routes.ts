import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/guards";
import { parse, parseId } from "../../http/validate";
import { romeDateString } from "@shared/calendar";
import { EXPENSE_MESSAGES, createExpenseSchema, listQuerySchema, monthQuerySchema } from "@shared/schemas/expenses";
import { createExpensesService } from "./expenses.service";

export function expensesRoutes(deps: AppDeps): Router {
  const service = createExpensesService(deps);
  const router = Router();

  router.get("/api/user/expenses", requireUser, async (req, res) => {
    const q = parse(listQuerySchema, req.query);
    res.json(await service.list(currentUser(req).id, q));
  });

  router.get("/api/user/expenses/count", requireUser, async (req, res) => {
    const q = parse(monthQuerySchema, req.query);
    res.json(await service.count(currentUser(req).id, q));
  });

  router.get("/api/user/expenses/export", requireUser, async (req, res) => {
    const q = parse(monthQuerySchema, req.query);
    const { filename, csv } = await service.exportMonth(currentUser(req), q);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
    res.setHeader("Cache-Control", "private, no-store");
    res.send(csv);
  });

  router.post("/api/user/expenses", requireUser, async (req, res) => {
    // The date bounds depend on today in Rome, by the injected clock.
    const input = parse(createExpenseSchema(romeDateString(deps.clock.now())), req.body ?? {});
    res.status(201).json(await service.create(currentUser(req), input));
  });

  router.delete("/api/user/expenses/:id", requireUser, async (req, res) => {
    await service.remove(currentUser(req).id, parseId(req.params.id, EXPENSE_MESSAGES.notFound));
    res.status(204).end();
  });

  return router;
}
