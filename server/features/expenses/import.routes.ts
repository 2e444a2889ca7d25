import { Router, type Request } from "express";
import type { AppDeps } from "../../deps";
import type { Config } from "../../config";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { largeJsonBody, type LargeBody } from "../../http/large-body";
import { createLimiter } from "../../http/rate-limit.repo";
import { AppError } from "../../http/errors";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";
import { IMPORT_MESSAGES } from "@shared/schemas/expense-import";
import { expenseImportContract as api } from "@shared/contracts/expense-import";
import { type createExpenseImportService, type createImportRulesService, fileTooLargeMessage } from "./import.service";

/**
 * The one body that may reach IMPORT_BODY_LIMIT_BYTES (a whole statement as base64), read only
 * after the route's guard (docs/security.md, "Seconda sonda (issue 37)"); over the limit, the
 * answer names the file's limit.
 */
export function importBody(config: Pick<Config, "IMPORT_BODY_LIMIT_BYTES" | "IMPORT_FILE_MAX_BYTES">): LargeBody {
  return largeJsonBody("expenseImport", { limit: config.IMPORT_BODY_LIMIT_BYTES, tooLarge: fileTooLargeMessage(config) });
}

/**
 * The caller and their household, whose fingerprints, columns and rules the import uses
 * (docs/expenses.md, "Della famiglia"). The routes' household guards already required a membership.
 */
function member(req: Request) {
  const user = currentUser(req);
  if (!user.household) throw new AppError("forbidden", HOUSEHOLD_MESSAGES.manageOnly);
  return { id: user.id, isPremium: user.isPremium, householdId: user.household.householdId, userId: user.id };
}

export function expenseImportRoutes(deps: AppDeps, service: ReturnType<typeof createExpenseImportService>, rules: ReturnType<typeof createImportRulesService>): Router {
  const router = Router();

  // Imports per user and window, counted before the body is read (docs/security.md, "Seconda sonda (issue 37)").
  const perUser = createLimiter(deps, {
    name: "expense-import-user",
    windowMs: deps.config.IMPORT_LIMIT_WINDOW_MS,
    limit: deps.config.IMPORT_LIMIT_PER_USER,
    key: (req) => `user:${currentUser(req).id}`,
    message: IMPORT_MESSAGES.tooManyImports,
  });

  route(router, api.import, perUser, async (req, res, { body }) => {
    res.json(await service.run(member(req), body));
  });

  // The household's rules learned from corrections (docs/expenses.md, "Regole imparate"): every
  // member reads them, owners and editors change them.
  route(router, api.listRules, async (req, res) => {
    res.json(await rules.list(member(req).householdId));
  });
  route(router, api.addRule, async (req, res, { body }) => {
    res.status(201).json(await rules.add(member(req), body));
  });
  route(router, api.removeRule, async (req, res, { params }) => {
    await rules.remove(member(req).householdId, params.id);
    res.status(204).end();
  });

  return router;
}
