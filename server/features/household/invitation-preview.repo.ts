// Drizzle for the join page's read of an invitation by its token (docs/household.md, "Il link d'invito").
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { householdInvitations, households, users } from "../../db/schema";

/**
 * The household, the inviter's name (display or first name, never the address) and the role of a
 * usable invitation of this token hash; null when made up, used, revoked or expired. Reads only.
 */
export async function invitationPreview(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      householdName: households.name,
      inviterName: sql<string | null>`coalesce(${users.displayName}, ${users.firstName})`,
      role: householdInvitations.role,
      expiresAt: householdInvitations.expiresAt,
    })
    .from(householdInvitations)
    .innerJoin(households, eq(households.id, householdInvitations.householdId))
    .innerJoin(users, eq(users.id, householdInvitations.invitedBy))
    .where(
      and(eq(householdInvitations.tokenHash, tokenHash), isNull(householdInvitations.usedAt), isNull(householdInvitations.revokedAt), gt(householdInvitations.expiresAt, now)),
    );
  return row ?? null;
}
