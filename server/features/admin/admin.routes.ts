import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { createLimiter } from "../../http/rate-limit.repo";
import { adminContract as api } from "@shared/contracts/admin";
import type { createAdminService } from "./admin.service";
import type { createAdminUsersService } from "./admin-users.service";
import { createAuditLog } from "./audit.service";
import type { createHealthService } from "./health.service";
import type { createSettingsService } from "./settings.service";

/** The admin area's services, built once per app by admin.module (docs/ARCHITECTURE.md, "Services built once"). */
export type AdminServices = {
  admin: ReturnType<typeof createAdminService>;
  users: ReturnType<typeof createAdminUsersService>;
  health: ReturnType<typeof createHealthService>;
  settings: ReturnType<typeof createSettingsService>;
};

export function adminRoutes(deps: AppDeps, { admin, users, health, settings }: AdminServices): Router {
  const router = Router();
  const audit = createAuditLog(deps);
  // Wrong passwords of the role change's re-check, per administrator: a stolen admin session
  // cannot guess the password that protects granting and revoking the role (docs/operations.md).
  const rolePasswordGuess = createLimiter(deps, {
    name: "admin-role-password",
    windowMs: 60 * 60_000,
    limit: deps.config.ADMIN_PASSWORD_FAILURES_PER_HOUR,
    failuresOnly: true,
    key: (req) => `user:${req.user?.id ?? 0}`,
  });

  route(router, api.overview, async (_req, res) => {
    res.json(await admin.overview());
  });
  route(router, api.users, async (_req, res, { query }) => {
    res.set("Cache-Control", "no-store");
    res.json(await users.list(query.q, query.page));
  });
  route(router, api.user, async (req, res, { params }) => {
    res.set("Cache-Control", "no-store");
    res.json(await users.detail(params.id));
  });
  route(router, api.setSignIn, async (req, res, { body, params }) => {
    res.json(await users.setSignIn(currentUser(req).id, params.id, body.enabled));
  });
  route(router, api.setRole, rolePasswordGuess, async (req, res, { body, params }) => {
    res.json(await users.setRole(currentUser(req).id, params.id, body));
  });
  route(router, api.resendVerification, async (req, res, { params }) => {
    res.json(await users.resendVerification(currentUser(req).id, params.id));
  });
  route(router, api.audit, async (_req, res, { query }) => {
    res.json(await audit.list(query));
  });
  route(router, api.health, async (_req, res) => {
    res.json(await health.report());
  });
  route(router, api.settings, (_req, res) => {
    res.json(settings.report());
  });
  return router;
}
