import { Router, type Request } from "express";
import type { AppDeps } from "../../deps";
import { publicBaseUrl } from "../../config";
import { route } from "../../http/route";
import { billingContract as api } from "@shared/contracts/billing";
import { currentUser } from "../../http/guards";
import { createLimiter } from "../../http/rate-limit.repo";
import type { createSubscriptionService } from "./subscription.service";
import type { createPremiumGrantService } from "./premium-grant.service";
import type { createPlanControlService } from "./plan-control.service";

/** Calls that reach Stripe, per user per hour: plenty for a person, a wall for a script. */
export const BILLING_RATE_LIMIT = { perHour: 20 } as const;

export function billingRoutes(deps: AppDeps, { billing, grants, plans }: { billing: ReturnType<typeof createSubscriptionService>; grants: ReturnType<typeof createPremiumGrantService>; plans: ReturnType<typeof createPlanControlService> }): Router {
  const router = Router();
  const stripeCalls = createLimiter(deps, {
    name: "billing-user",
    windowMs: 60 * 60_000,
    limit: BILLING_RATE_LIMIT.perHour,
    key: (req) => `user:${req.user?.id ?? 0}`,
    // Demo mode asks nothing of Stripe.
    skip: () => !deps.stripe,
  });
  // Where Stripe sends the user back: the configured public address, else this request's origin.
  // PUBLIC_URL or localhost, never the Host header (docs/security.md).
  const origin = (_req: Request) => publicBaseUrl(deps.config);

  route(router, api.config, (_req, res) => {
    res.json(billing.config());
  });

  route(router, api.createSubscription, stripeCalls, async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json(await billing.createSubscription(currentUser(req)));
  });

  route(router, api.portal, stripeCalls, async (req, res) => {
    res.json(await billing.portal(currentUser(req), origin(req)));
  });

  // The plan on /account and /subscribe; demo trial and activation; cancel and resume for Stripe
  // and demo plans alike (docs/billing.md, "Plan state machine").
  route(router, api.plan, async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json(await plans.plan(currentUser(req)));
  });
  route(router, api.demoTrial, async (req, res) => {
    res.json(await plans.startDemoTrial(currentUser(req)));
  });
  route(router, api.demoActivate, async (req, res) => {
    res.json(await plans.activateDemoPremium(currentUser(req)));
  });
  route(router, api.cancel, stripeCalls, async (req, res) => {
    res.json(await plans.cancel(currentUser(req)));
  });
  route(router, api.resume, stripeCalls, async (req, res) => {
    res.json(await plans.resume(currentUser(req)));
  });

  route(router, api.setPremium, async (req, res, { body: input, params }) => {
    const userId = params.id;
    res.json(await grants.setPremium(currentUser(req), userId, input));
  });

  return router;
}
