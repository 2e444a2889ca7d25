import express, { Router } from "express";
import { route } from "../../http/route";
import { billingContract as api } from "@shared/contracts/billing";
import type { createWebhookService } from "./webhook.service";

/**
 * Mounted before the JSON parser: the signature is computed on the exact bytes Stripe sent.
 * Exempt from the X-Requested-With rule (Stripe cannot send it); the signature is the guard.
 */
export function webhookRoutes(webhooks: ReturnType<typeof createWebhookService>): Router {
  const router = Router();
  route(router, api.webhook, express.raw({ type: () => true, limit: "512kb" }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res.json(await webhooks.handle(body, req.get("stripe-signature")));
  });
  return router;
}
