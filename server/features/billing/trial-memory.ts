// The demo trial is once per address, not once per account (docs/billing.md, "Demo trial"):
// deleting the account and registering the same address again gives no second trial. What is
// kept is a keyed hash of the normalised address (never the address, never the user id), for
// TRIAL_MEMORY_RETENTION_DAYS after the trial started (docs/privacy.md, `trial_claims`).
import crypto from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import type { DbOrTx } from "../../db/client";
import { trialClaims } from "../../db/schema";

const DAY_MS = 86_400_000;

/**
 * The address as the trial counts it: trimmed, lower case, without a "+label" in the local part
 * (name+x@… and name@… reach the same mailbox on most providers).
 */
function normaliseTrialAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const local = address.slice(0, at).split("+")[0] || address.slice(0, at);
  return `${local}${address.slice(at)}`;
}

/** HMAC-SHA256 with the server secret, as the rate-limit keys are hashed (server/http/rate-limit.repo.ts). */
const trialKey = (secret: string, email: string) => crypto.createHmac("sha256", secret).update(`trial:${normaliseTrialAddress(email)}`).digest("hex");

const oldest = (deps: Pick<AppDeps, "config">, now: Date) => new Date(now.getTime() - deps.config.TRIAL_MEMORY_RETENTION_DAYS * DAY_MS);

/** Whether a trial was started with this address within the retention period. */
export async function trialClaimed(db: DbOrTx, deps: Pick<AppDeps, "config">, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ at: trialClaims.claimedAt })
    .from(trialClaims)
    .where(and(eq(trialClaims.emailHash, trialKey(deps.config.sessionSecret, email)), gt(trialClaims.claimedAt, oldest(deps, now))))
    .limit(1);
  return rows.length > 0;
}

/** Remembers that this address started a trial at `at` (a later start replaces an expired memory). */
export async function rememberTrial(db: DbOrTx, deps: Pick<AppDeps, "config">, email: string, at: Date): Promise<void> {
  await db
    .insert(trialClaims)
    .values({ emailHash: trialKey(deps.config.sessionSecret, email), claimedAt: at })
    .onConflictDoUpdate({ target: trialClaims.emailHash, set: { claimedAt: at } });
}

/** The retention: memories older than TRIAL_MEMORY_RETENTION_DAYS are deleted (maintenance job). */
export async function purgeTrialMemory(deps: Pick<AppDeps, "db" | "clock" | "config">): Promise<number> {
  const rows = await deps.db.delete(trialClaims).where(lt(trialClaims.claimedAt, oldest(deps, deps.clock.now()))).returning({ h: trialClaims.emailHash });
  return rows.length;
}
