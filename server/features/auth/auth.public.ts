// What other features may use of auth: the signed-in user's shape, and a password check.
import type { Db } from "../../db/client";
import { findUserById } from "./auth.repo";
import { verifyPassword } from "./password";

export type { SessionUser } from "./auth.service";

/** Whether this is the user's current password (account deletion asks for it). */
export async function checkUserPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const row = await findUserById(db, userId);
  return row ? verifyPassword(row.passwordHash, password) : false;
}
