import { Router } from "express";
import type { AppDeps } from "../../deps";
import { currentUser } from "../../http/guards";
import { route } from "../../http/route";
import { createLimiter } from "../../http/rate-limit.repo";
import { householdContract as api } from "@shared/contracts/household";
import type { HouseholdService } from "./household.service";
import { ipKeyGenerator } from "express-rate-limit";
import type { createInvitationPreview } from "./invitation-preview.service";

const TOO_MANY_INVITATIONS = "Hai inviato troppi inviti oggi: riprova domani";

export function householdRoutes(deps: AppDeps, service: HouseholdService, preview: ReturnType<typeof createInvitationPreview>): Router {
  const router = Router();
  // docs/configuration.md, HOUSEHOLD_INVITATIONS_PER_DAY: each invitation is a mail to an address of the caller's choice.
  const inviteLimiter = createLimiter(deps, {
    name: "household-invite",
    windowMs: 24 * 60 * 60_000,
    limit: deps.config.HOUSEHOLD_INVITATIONS_PER_DAY,
    key: (req) => `user:${currentUser(req).id}`,
    message: TOO_MANY_INVITATIONS,
  });

  // docs/household.md, "Il link d'invito": guesses of a token (failures only) per client address.
  const previewLimiter = createLimiter(deps, {
    name: "household-invitation-preview",
    windowMs: 60 * 60_000,
    limit: deps.config.HOUSEHOLD_INVITATION_PREVIEW_FAILURES_PER_IP,
    failuresOnly: true,
    key: (req) => `ip:${ipKeyGenerator(req.ip ?? "0.0.0.0")}`,
  });

  route(router, api.preview, previewLimiter, async (_req, res, { query }) => {
    res.set("Cache-Control", "no-store");
    res.json(await preview(query.token));
  });
  route(router, api.get, async (req, res) => {
    res.json(await service.get(currentUser(req)));
  });
  route(router, api.invite, inviteLimiter, async (req, res, { body }) => {
    res.status(201).json(await service.invite(currentUser(req), body));
  });
  route(router, api.revokeInvitation, async (req, res, { params }) => {
    await service.revokeInvitation(currentUser(req), params.id);
    res.status(204).end();
  });
  route(router, api.accept, async (req, res, { body }) => {
    res.json(await service.accept(currentUser(req), body.token));
  });
  route(router, api.changeRole, async (req, res, { params, body }) => {
    res.json(await service.changeRole(currentUser(req), params.id, body.role));
  });
  route(router, api.removeMember, async (req, res, { params }) => {
    await service.removeMember(currentUser(req), params.id);
    res.status(204).end();
  });
  route(router, api.leave, async (req, res) => {
    res.json(await service.leave(currentUser(req)));
  });
  route(router, api.transfer, async (req, res, { body }) => {
    res.json(await service.transfer(currentUser(req), body.memberId));
  });
  return router;
}
