import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { BILLING_MESSAGES, type AdminPremiumInput, type AdminPremiumResponse } from "@shared/schemas/billing";
import type { SessionUser } from "../auth/auth.public";
import * as repo from "./billing.repo";
import { isPremiumNow } from "./premium";
import { createAuditLog } from "../admin/admin.public";

/**
 * Support's manual switch: grant premium (until a date, or with no end) or remove it. Every
 * change is logged in premium_grants with the administrator who made it. A later Stripe event
 * about the user's subscription sets the plan again from Stripe's state.
 */
export function createPremiumGrantService(deps: AppDeps) {
  const { db, clock, events } = deps;
  const audit = createAuditLog(deps);
  return {
    async setPremium(admin: SessionUser, userId: number, input: AdminPremiumInput): Promise<AdminPremiumResponse> {
      const now = clock.now();
      const until = input.action === "grant" && input.until ? new Date(input.until) : null;
      if (until && until.getTime() <= now.getTime()) throw new AppError("validation", BILLING_MESSAGES.untilPast, { fieldErrors: { until: BILLING_MESSAGES.untilPast } });
      const isPremium = input.action === "grant";

      await events.transaction(db, async (tx) => {
        const row = await repo.lockBillingUser(tx, userId);
        if (!row) throw new AppError("not_found", BILLING_MESSAGES.userNotFound);
        await repo.setPremiumByHand(tx, userId, isPremium, until);
        const reason = input.reason || null;
        await repo.insertPremiumGrant(tx, { userId, adminId: admin.id, action: input.action, until, reason, createdAt: now });
        // The entry lands with the change (docs/operations.md); the reason is support's own words.
        await audit.recordAdminAction(
          {
            actorId: admin.id,
            action: `premium.${input.action}`,
            target: { type: "user", id: userId },
            before: { premium: row.isPremium, until: row.premiumUntil?.toISOString() ?? null },
            after: { premium: isPremium, until: until?.toISOString() ?? null, reason },
          },
          tx,
        );
        const change = { before: isPremiumNow(row, now), after: isPremiumNow({ isPremium, premiumUntil: until }, now) };
        if (change.before !== change.after) await events.record(tx, "premium.changed", { userId, isPremium: change.after });
        return change;
      });
      return { userId, isPremium, premiumUntil: until ? until.toISOString() : null };
    },
  };
}
