import { Router } from "express";
import type { AppDeps } from "../../deps";
import type { Config } from "../../config";
import { currentUser, requireUser } from "../../http/guards";
import { route } from "../../http/route";
import { largeJsonBody, type LargeBody } from "../../http/large-body";
import { expenseImportContract as api } from "@shared/contracts/expense-import";
import { createExpenseImportService, fileTooLargeMessage } from "./import.service";

/**
 * The one body that may reach IMPORT_BODY_LIMIT_BYTES (a whole statement as base64), read only
 * after the route's guard (docs/security.md, "Seconda sonda (issue 37)"); over the limit, the
 * answer names the file's limit.
 */
export function importBody(config: Pick<Config, "IMPORT_BODY_LIMIT_BYTES" | "IMPORT_FILE_MAX_BYTES">): LargeBody {
  return largeJsonBody([api.import], { limit: config.IMPORT_BODY_LIMIT_BYTES, tooLarge: fileTooLargeMessage(config) });
}

export function expenseImportRoutes(deps: AppDeps, largeBody: LargeBody): Router {
  const service = createExpenseImportService(deps);
  const router = Router();

  route(router, api.import, requireUser, largeBody.parse, async (req, res, { body }) => {
    res.json(await service.run(currentUser(req), body));
  });

  return router;
}
