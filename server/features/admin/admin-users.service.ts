import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { ADMIN_OPS_MESSAGES as M, type AdminRoleInput, type AdminUserDetail, type AdminUserList, type AdminUserRow } from "@shared/schemas/admin-ops";
import { isPremiumNow } from "../billing/billing.public";
import { sendVerificationLink, verifyPassword } from "../auth/auth.public";
import { createAuditLog } from "./audit.service";
import * as repo from "./admin-users.repo";

/** Entries of a user's plan history shown in the detail. */
export const PLAN_HISTORY_LIMIT = 50;

function toRow(r: repo.AdminUserDbRow, now: Date): AdminUserRow {
  const name = [r.firstName, r.lastName].filter(Boolean).join(" ") || null;
  return {
    id: r.id,
    email: r.email,
    name,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt?.toISOString() ?? null,
    plan: { premium: isPremiumNow(r, now), until: r.premiumUntil?.toISOString() ?? null, subscriptionStatus: r.subscriptionStatus },
    points: r.points,
    isAdmin: r.isAdmin,
    disabled: r.disabledAt !== null,
    verified: r.emailVerifiedAt !== null,
  };
}

/**
 * Support's view of the people on the site (docs/operations.md, "Utenti"): search, detail with
 * the plan history, sign-in on/off and the administrator role. Every change is audited.
 */
export function createAdminUsersService(deps: AppDeps) {
  const { db, clock, config } = deps;
  const audit = createAuditLog(deps);

  async function detail(id: number): Promise<AdminUserDetail> {
    const row = await repo.findUser(db, id);
    if (!row) throw new AppError("not_found", M.userNotFound);
    const history = await repo.planHistory(db, id, PLAN_HISTORY_LIMIT);
    return {
      ...toRow(row, clock.now()),
      disabledAt: row.disabledAt?.toISOString() ?? null,
      planHistory: history.map((h) => ({
        at: h.at.toISOString(),
        action: h.action === "grant" ? "grant" : "remove",
        until: h.until?.toISOString() ?? null,
        reason: h.reason,
        byAdminId: h.adminId,
      })),
    };
  }

  return {
    async list(q: string, page: number): Promise<AdminUserList> {
      const pageSize = config.ADMIN_PAGE_SIZE;
      const { rows, total } = await repo.searchUsers(db, q, pageSize, (page - 1) * pageSize);
      const now = clock.now();
      return { items: rows.map((r) => toRow(r, now)), total, page, pageSize };
    },

    detail,

    /** A new verification link to the user's own address (docs/operations.md, "Utenti"); audited. */
    async resendVerification(actorId: number, id: number): Promise<{ message: string }> {
      const outcome = await sendVerificationLink(deps, id);
      if (outcome === "missing") throw new AppError("not_found", M.userNotFound);
      if (outcome === "verified") throw new AppError("conflict", M.alreadyVerified);
      await audit.recordAdminAction({ actorId, action: "user.resend_verification", target: { type: "user", id }, before: null, after: null });
      return { message: M.verificationSent };
    },

    /** Turns sign-in off (ending every session at once) or back on. */
    async setSignIn(actorId: number, id: number, enabled: boolean): Promise<AdminUserDetail> {
      if (!enabled && id === actorId) throw new AppError("validation", M.notYourself);
      await db.transaction(async (tx) => {
        const row = await repo.findUser(tx, id, true);
        if (!row) throw new AppError("not_found", M.userNotFound);
        const wasEnabled = row.disabledAt === null;
        if (wasEnabled === enabled) return;
        await repo.setDisabled(tx, id, enabled ? null : clock.now());
        if (!enabled) await repo.deleteSessionsOf(tx, id);
        await audit.recordAdminAction(
          { actorId, action: enabled ? "user.enable" : "user.disable", target: { type: "user", id }, before: { signIn: wasEnabled }, after: { signIn: enabled } },
          tx,
        );
      });
      return detail(id);
    },

    /** Makes or unmakes an administrator: the acting admin's password again, never the last one. */
    async setRole(actorId: number, id: number, input: AdminRoleInput): Promise<AdminUserDetail> {
      const hash = await repo.passwordHashOf(db, actorId);
      if (!hash || !(await verifyPassword(hash, input.currentPassword))) {
        throw new AppError("validation", M.passwordWrong, { fieldErrors: { currentPassword: M.passwordWrong } });
      }
      await db.transaction(async (tx) => {
        const admins = await repo.lockActiveAdmins(tx);
        const row = await repo.findUser(tx, id, true);
        if (!row) throw new AppError("not_found", M.userNotFound);
        if (row.isAdmin === input.isAdmin) return;
        if (input.isAdmin && row.disabledAt) throw new AppError("validation", M.disabledAdmin);
        if (!input.isAdmin && admins.filter((a) => a !== id).length === 0) throw new AppError("conflict", M.lastAdmin);
        await repo.setAdmin(tx, id, input.isAdmin);
        await audit.recordAdminAction(
          { actorId, action: input.isAdmin ? "user.admin.grant" : "user.admin.revoke", target: { type: "user", id }, before: { isAdmin: row.isAdmin }, after: { isAdmin: input.isAdmin } },
          tx,
        );
      });
      return detail(id);
    },
  };
}
