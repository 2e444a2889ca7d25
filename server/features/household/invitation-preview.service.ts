import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { hashToken } from "../auth/auth.public";
import { HOUSEHOLD_MESSAGES, type HouseholdInvitationPreview, type HouseholdRole } from "@shared/schemas/household";
import { invitationPreview } from "./invitation-preview.repo";

/**
 * What the join page shows before accepting (docs/household.md, "Il link d'invito"): who invites,
 * into which household, with which role, until when. The token is only read, never used; a made-up,
 * used, revoked or expired one is the accept's same 404.
 */
export function createInvitationPreview({ db, clock }: Pick<AppDeps, "db" | "clock">) {
  return async (token: string): Promise<HouseholdInvitationPreview> => {
    const row = await invitationPreview(db, hashToken(token), clock.now());
    if (!row) throw new AppError("not_found", HOUSEHOLD_MESSAGES.tokenUnusable);
    const name = row.inviterName?.trim();
    return { householdName: row.householdName, inviterName: name ? name : null, role: row.role as HouseholdRole, expiresAt: row.expiresAt.toISOString() };
  };
}
