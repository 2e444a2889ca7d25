import { Router } from "express";
import { route } from "../../http/route";
import { emailAutomationContract as api } from "@shared/contracts/email-automation";
import { currentUser } from "../../http/guards";
import type { createEmailAutomationService } from "./email-automation.service";

/** Operator endpoints of the email automation dashboard: administrators only (401/403 otherwise). */
export function emailAutomationRoutes(service: ReturnType<typeof createEmailAutomationService>): Router {
  const router = Router();

  route(router, api.trigger, async (_req, res, { body }) => {
    res.json(await service.trigger(body));
  });

  route(router, api.overview, async (_req, res) => {
    res.json(await service.overview());
  });

  route(router, api.sequences, async (_req, res) => {
    res.json(await service.sequences());
  });

  route(router, api.setSequenceStatus, async (_req, res, { body: { status }, params: { code } }) => {
    res.json(await service.setSequenceStatus(code, status));
  });

  // Masked one-time links, every read audited (docs/email-automation.md, "Link monouso"); never cached.
  route(router, api.outbox, async (req, res, { query: { limit } }) => {
    res.set("Cache-Control", "no-store").json(await service.outbox(limit, currentUser(req).id));
  });

  route(router, api.revealLink, async (req, res, { params }) => {
    const id = params.id;
    res.set("Cache-Control", "no-store").json(await service.revealLink(id, currentUser(req).id));
  });

  return router;
}
