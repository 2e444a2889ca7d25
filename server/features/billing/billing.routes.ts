import { Router, type Request } from "express";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../http/validate";
import { currentUser, requireAdmin, requireUser } from "../../http/guards";
import { adminPremiumSchema, BILLING_MESSAGES } from "@shared/schemas/billing";
import { createSubscriptionService } from "./subscription.service";
import { createPremiumGrantService } from "./premium-grant.service";

export function billingRoutes(deps: AppDeps): Router {
  const router = Router();
  const billing = createSubscriptionService(deps);
  const grants = createPremiumGrantService(deps);
  // Where Stripe sends the user back: the configured public address, else this request's origin.
  const origin = (req: Request) => (deps.config.PUBLIC_URL ?? `${req.protocol}://${req.get("host")}`).replace(/\/+$/, "");

  router.get("/api/billing/config", (_req, res) => {
    res.json(billing.config());
  });

  router.post("/api/create-subscription", requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json(await billing.createSubscription(currentUser(req)));
  });

  router.post("/api/billing/portal", requireUser, async (req, res) => {
    res.json(await billing.portal(currentUser(req), origin(req)));
  });

  router.post("/api/admin/users/:id/premium", requireAdmin, async (req, res) => {
    const userId = parseId(req.params.id, BILLING_MESSAGES.userNotFound);
    const input = parse(adminPremiumSchema, req.body);
    res.json(await grants.setPremium(currentUser(req), userId, input));
  });

  return router;
}
