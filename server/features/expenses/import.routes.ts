import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/guards";
import { route } from "../../http/route";
import { expenseImportContract as api } from "@shared/contracts/expense-import";
import { createExpenseImportService } from "./import.service";

export function expenseImportRoutes(deps: AppDeps): Router {
  const service = createExpenseImportService(deps);
  const router = Router();

  route(router, api.import, requireUser, async (req, res, { body }) => {
    res.json(await service.run(currentUser(req), body));
  });

  return router;
}
