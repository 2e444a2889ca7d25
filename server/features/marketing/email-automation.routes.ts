import { Router } from "express";
import type { AppDeps } from "../../deps";
import { parse } from "../../http/validate";
import { requireAdmin } from "../../http/guards";
import { AppError } from "../../http/errors";
import { EMAIL_AUTOMATION_MESSAGES, outboxQuerySchema, sequenceUpdateSchema, triggerSchema } from "@shared/schemas/email-automation";
import { createEmailAutomationService } from "./email-automation.service";

/** Operator endpoints of the email automation dashboard: administrators only (401/403 otherwise). */
export function emailAutomationRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createEmailAutomationService(deps);
  router.use("/api/email/automation", requireAdmin);

  router.post("/api/email/automation/trigger", async (req, res) => {
    res.json(await service.trigger(parse(triggerSchema, req.body ?? {})));
  });

  router.get("/api/email/automation/overview", async (_req, res) => {
    res.json(await service.overview());
  });

  router.get("/api/email/automation/sequences", async (_req, res) => {
    res.json(await service.sequences());
  });

  router.patch("/api/email/automation/sequences/:code", async (req, res) => {
    const code = String(req.params.code);
    if (!/^[a-z0-9-]{1,40}$/.test(code)) throw new AppError("not_found", EMAIL_AUTOMATION_MESSAGES.sequenceNotFound);
    const { status } = parse(sequenceUpdateSchema, req.body ?? {});
    res.json(await service.setSequenceStatus(code, status));
  });

  router.get("/api/email/automation/outbox", async (req, res) => {
    const { limit } = parse(outboxQuerySchema, req.query);
    res.json(await service.outbox(limit));
  });

  return router;
}
