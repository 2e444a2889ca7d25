import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser, requireAdmin } from "../../http/guards";
import { route } from "../../http/route";
import { createLimiter } from "../../http/rate-limit.repo";
import { parseId } from "../../http/validate";
import { adminContract as api } from "@shared/contracts/admin";
import { ADMIN_OPS_MESSAGES } from "@shared/schemas/admin-ops";
import { createAdminService } from "./admin.service";
import { createAdminUsersService } from "./admin-users.service";
import { createAuditLog } from "./audit.service";
import { createHealthService } from "./health.service";
import { createSettingsService } from "./settings.service";

export function adminRoutes(deps: AppDeps): Router {
  const router = Router();
  const admin = createAdminService(deps);
  const users = createAdminUsersService(deps);
  const audit = createAuditLog(deps);
  const health = createHealthService(deps);
  const settings = createSettingsService(deps);
  const userId = (raw: unknown) => parseId(raw, ADMIN_OPS_MESSAGES.userNotFound);
  // Wrong passwords of the role change's re-check, per administrator: a stolen admin session
  // cannot guess the password that protects granting and revoking the role (docs/operations.md).
  const rolePasswordGuess = createLimiter(deps, {
    name: "admin-role-password",
    windowMs: 60 * 60_000,
    limit: deps.config.ADMIN_PASSWORD_FAILURES_PER_HOUR,
    failuresOnly: true,
    key: (req) => `user:${req.user?.id ?? 0}`,
  });

  route(router, api.overview, requireAdmin, async (_req, res) => {
    res.json(await admin.overview());
  });
  route(router, api.users, requireAdmin, async (_req, res, { query }) => {
    res.set("Cache-Control", "no-store");
    res.json(await users.list(query.q, query.page));
  });
  route(router, api.user, requireAdmin, async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json(await users.detail(userId(req.params.id)));
  });
  route(router, api.setSignIn, requireAdmin, async (req, res, { body }) => {
    res.json(await users.setSignIn(currentUser(req).id, userId(req.params.id), body.enabled));
  });
  route(router, api.setRole, requireAdmin, rolePasswordGuess, async (req, res, { body }) => {
    res.json(await users.setRole(currentUser(req).id, userId(req.params.id), body));
  });
  route(router, api.resendVerification, requireAdmin, async (req, res) => {
    res.json(await users.resendVerification(currentUser(req).id, userId(req.params.id)));
  });
  route(router, api.audit, requireAdmin, async (_req, res, { query }) => {
    res.json(await audit.list(query.page));
  });
  route(router, api.health, requireAdmin, async (_req, res) => {
    res.json(await health.report());
  });
  route(router, api.settings, requireAdmin, (_req, res) => {
    res.json(settings.report());
  });
  return router;
}
