// What other features may use of auth: the signed-in user's shape, password checks and the
// single-use links sent by e-mail (the account page's e-mail change).
import type { AppDeps } from "../../deps";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../db/client";
import { expireTokensOf, findUserById, RECOVERY_CANCELS } from "./auth.repo";
import { verifyPassword } from "./password";
import { sendAccountLink } from "./account-links";
import { revokeInvitationsBy } from "../household/household.public";

export type { SessionUser } from "./auth.service";
export { hashPassword, passwordCost, verifyPassword } from "./password";
export { hashToken, sendEmailChangeLinks, sendEmailChangedNotice } from "./account-links";
export { changeEmail, consumeToken, expireTokensOf, setPassword } from "./auth.repo";

/**
 * Cancels the user's pending e-mail changes (and their cancel links) and password-reset links:
 * a password change, a reset and "Esci da tutti" end whatever someone else may have started
 * (docs/accounts.md, "Single-use links and recovery").
 */
export async function cancelPendingLinks(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await expireTokensOf(db, userId, RECOVERY_CANCELS, now);
  // The household invitations the account sent, too (docs/household.md, "Inviti").
  await revokeInvitationsBy(db, userId, now);
}

/** Whether this is the user's current password (account deletion asks for it). */
export async function checkUserPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const row = await findUserById(db, userId);
  return row ? verifyPassword(row.passwordHash, password) : false;
}

/**
 * Sends a new verification link to the account's address (the admin's "Reinvia verifica"):
 * "verified" when there is nothing to verify, "missing" for an unknown id.
 */
export async function sendVerificationLink(deps: Pick<AppDeps, "db" | "clock" | "config">, userId: number): Promise<"sent" | "verified" | "missing"> {
  const row = await findUserById(deps.db, userId);
  if (!row) return "missing";
  if (row.emailVerifiedAt) return "verified";
  await sendAccountLink(deps, row, "email_verify", row.email);
  return "sent";
}
