import { Router } from "express";
import type { AppDeps } from "../../deps";
import { route } from "../../http/route";
import { emailAutomationContract as api } from "@shared/contracts/email-automation";
import { currentUser, requireAdmin } from "../../http/guards";
import { AppError } from "../../http/errors";
import { parseId } from "../../http/validate";
import { EMAIL_AUTOMATION_MESSAGES } from "@shared/schemas/email-automation";
import { createEmailAutomationService } from "./email-automation.service";

/** Operator endpoints of the email automation dashboard: administrators only (401/403 otherwise). */
export function emailAutomationRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createEmailAutomationService(deps);
  router.use("/api/email/automation", requireAdmin);

  route(router, api.trigger, async (_req, res, { body }) => {
    res.json(await service.trigger(body));
  });

  route(router, api.overview, async (_req, res) => {
    res.json(await service.overview());
  });

  route(router, api.sequences, async (_req, res) => {
    res.json(await service.sequences());
  });

  route(router, api.setSequenceStatus, async (req, res, { body: { status } }) => {
    const code = String(req.params.code);
    if (!/^[a-z0-9-]{1,40}$/.test(code)) throw new AppError("not_found", EMAIL_AUTOMATION_MESSAGES.sequenceNotFound);
    res.json(await service.setSequenceStatus(code, status));
  });

  // Masked one-time links, every read audited (docs/email-automation.md, "Link monouso"); never cached.
  route(router, api.outbox, async (req, res, { query: { limit } }) => {
    res.set("Cache-Control", "no-store").json(await service.outbox(limit, currentUser(req).id));
  });

  route(router, api.revealLink, async (req, res) => {
    const id = parseId(req.params.id, EMAIL_AUTOMATION_MESSAGES.mailNotFound);
    res.set("Cache-Control", "no-store").json(await service.revealLink(id, currentUser(req).id));
  });

  return router;
}
