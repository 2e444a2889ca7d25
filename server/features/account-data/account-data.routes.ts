import { Router } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { AppDeps } from "../../deps";
import { route } from "../../http/route";
import { currentUser } from "../../http/guards";
import { clearSiteCache } from "../../http/cache-control";
import { streamResponse } from "../../http/stream-response";
import { accountDataContract as api } from "@shared/contracts/account-data";
import { ACCOUNT_DATA_MESSAGES } from "@shared/schemas/account-data";
import type { createAccountDataService } from "./account-data.service";

export function accountDataRoutes(deps: AppDeps, service: ReturnType<typeof createAccountDataService>): Router {
  const router = Router();
  const day = () => deps.clock.now().toISOString().slice(0, 10);

  // Both exports stream a batch of rows at a time (docs/privacy.md, "Esportazione in streaming").
  route(router, api.export, async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.attachment(`finanza-familiare-dati-${day()}.json`);
    res.type("application/json; charset=utf-8");
    await streamResponse(res, service.exportAll(currentUser(req)), "esportazione dei dati");
  });

  route(router, api.exportExpensesCsv, async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.attachment(`finanza-familiare-spese-${day()}.csv`);
    res.type("text/csv; charset=utf-8");
    await streamResponse(res, service.expensesCsv(currentUser(req)), "esportazione delle spese");
  });

  route(router, api.deleteAccount, async (req, res, { body }) => {
    await service.deleteAccount(currentUser(req), body, ipKeyGenerator(req.ip ?? "0.0.0.0"));
    // The session row is gone with the account; this request's session must not be saved again.
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie("sid");
    // Signed out: the browser's HTTP cache of this site goes too (docs/security.md, "Seconda sonda (issue 37)").
    clearSiteCache(res);
    res.json({ success: true, message: ACCOUNT_DATA_MESSAGES.deleted });
  });

  return router;
}
