import {
  BILLING_MESSAGES,
  adminPremiumSchema,
  type AdminPremiumResponse,
  type BillingConfigResponse,
  type CreateSubscriptionResponse,
  type PortalResponse,
  type PlanView,
} from "../schemas/billing";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

export const billingContract = {
  // Stripe's signature is the guard; the body is read raw.
  webhook: endpoint({ method: "POST", path: "/api/stripe/webhook", csrf: "exempt", access: "public", use: "webhook", output: typeOnly<unknown>() }),
  config: endpoint({ method: "GET", path: "/api/billing/config", access: "public", output: typeOnly<BillingConfigResponse>() }),
  createSubscription: endpoint({ method: "POST", path: "/api/create-subscription", access: "user", output: typeOnly<CreateSubscriptionResponse>() }),
  portal: endpoint({ method: "POST", path: "/api/billing/portal", access: "user", output: typeOnly<PortalResponse>() }),
  plan: endpoint({ method: "GET", path: "/api/billing/plan", access: "user", output: typeOnly<PlanView>() }),
  demoTrial: endpoint({ method: "POST", path: "/api/billing/demo-trial", access: "user", output: typeOnly<PlanView>() }),
  demoActivate: endpoint({ method: "POST", path: "/api/billing/demo-activate", access: "user", output: typeOnly<PlanView>() }),
  cancel: endpoint({ method: "POST", path: "/api/billing/cancel", access: "user", output: typeOnly<PlanView>() }),
  resume: endpoint({ method: "POST", path: "/api/billing/resume", access: "user", output: typeOnly<PlanView>() }),
  setPremium: endpoint({ method: "POST", path: "/api/admin/users/:id/premium", params: idParams(BILLING_MESSAGES.userNotFound), access: "admin", body: adminPremiumSchema, output: typeOnly<AdminPremiumResponse>() }),
};
