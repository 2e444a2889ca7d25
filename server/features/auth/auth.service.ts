import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { AUTH_MESSAGES, type CurrentUser, type LoginInput, type RegisterInput } from "@shared/schemas/auth";
import { isPremiumNow } from "../billing/billing.public";
import { LEGAL_TEXT_VERSION } from "@shared/legal";
import * as repo from "./auth.repo";
import type { SessionUserRow } from "../../http/session.repo";
import { dummyVerify, hashPassword, passwordCost, verifyPassword } from "./password";
import { hashToken, sendAccountLink } from "./account-links";
import { deleteUserSessions } from "../../http/session.repo";
import { ACCOUNT_MESSAGES } from "@shared/schemas/account";
import type { HouseholdRole } from "@shared/schemas/household";
import { revokeInvitationsBy } from "../household/household.public";

/** The caller's membership (docs/household.md, "Ruoli"); null only for a user read without it. */
type SessionMembership = { memberId: number; householdId: number; role: HouseholdRole };

/**
 * The user as every request sees it (req.user): premium already resolved against the clock, and
 * the household's (docs/household.md, "Un piano per la famiglia": the owner's plan is every
 * member's). `household` stays on the server: the client's user is CurrentUser.
 */
export type SessionUser = CurrentUser & { household: SessionMembership | null };

const householdOf = (row: SessionUserRow): SessionMembership | null =>
  row.household ? { memberId: row.household.memberId, householdId: row.household.householdId, role: row.household.role as HouseholdRole } : null;

/** The owner's plan, as isPremiumNow reads a plan (null when the row was read without its household). */
const ownerPlan = (row: SessionUserRow) =>
  row.household ? { isPremium: row.household.ownerIsPremium, premiumUntil: row.household.ownerPremiumUntilMs === null ? null : new Date(row.household.ownerPremiumUntilMs) } : null;

export function toSessionUser(row: SessionUserRow, now: Date): SessionUser {
  const owner = ownerPlan(row);
  return {
    household: householdOf(row),
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    points: row.points,
    isPremium: isPremiumNow(row, now) || (owner !== null && isPremiumNow(owner, now)),
    isAdmin: row.isAdmin,
    premiumUntil: row.premiumUntil ? row.premiumUntil.toISOString() : null,
    subscriptionStatus: row.subscriptionStatus,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** The user as the client reads it (GET /api/auth/user, the sign-in answers): without the household's ids. */
export function toCurrentUser({ household: _household, ...user }: SessionUser): CurrentUser {
  return user;
}

/** A first name from the email's local part ("mario.rossi@x" → "Mario"), editable later. */
function firstNameFromEmail(email: string): string | null {
  const local = email.split("@")[0]?.split(/[._\-+0-9]/)[0] ?? "";
  if (local.length < 2) return null;
  return local.charAt(0).toUpperCase() + local.slice(1).toLowerCase();
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AppDeps) {
  const { db, clock, events } = deps;
  const cost = passwordCost(deps.config);
  return {
    async register(input: RegisterInput): Promise<SessionUser> {
      const email = input.email.trim();
      const passwordHash = await hashPassword(input.password, cost);
      const row = await events.transaction(db, async (tx) => {
        const saved = await repo.insertUser(tx, {
          email,
          passwordHash,
          firstName: firstNameFromEmail(email),
          // Registering accepts the terms and acknowledges the privacy notice of this version (docs/privacy.md).
          termsAcceptedAt: clock.now(),
          termsVersion: LEGAL_TEXT_VERSION,
        });
        if (saved) await events.record(tx, "user.registered", { userId: saved.id, email: saved.email });
        return saved;
      });
      if (!row) throw new AppError("conflict", AUTH_MESSAGES.duplicate);
      // The verification link (docs/accounts.md); the account works without it.
      await sendAccountLink(deps, row, "email_verify", row.email);
      return toSessionUser((await repo.findSessionUserById(db, row.id)) ?? row, clock.now());
    },

    /**
     * POST /api/auth/password-reset: queues the link when the address has an account. The caller
     * answers the same 202 either way, before this finishes (no enumeration by content or time).
     */
    async requestPasswordReset(email: string): Promise<void> {
      const row = await repo.findUserByEmail(db, email);
      if (row) await sendAccountLink(deps, row, "password_reset", row.email);
    },

    /** Sets the new password from a reset link, ends every session of the user; answers the user to sign in. */
    async confirmPasswordReset(input: { token: string; password: string }): Promise<SessionUser> {
      const passwordHash = await hashPassword(input.password, cost);
      const now = clock.now();
      const user = await db.transaction(async (tx) => {
        const token = await repo.consumeToken(tx, "password_reset", hashToken(input.token), now);
        if (!token) return null;
        await repo.setPassword(tx, token.userId, passwordHash);
        // The other reset links and any pending e-mail change die with the recovery (docs/accounts.md).
        await repo.expireTokensOf(tx, token.userId, repo.RECOVERY_CANCELS, now);
        await revokeInvitationsBy(tx, token.userId, now);
        return repo.findUserById(tx, token.userId);
      });
      if (!user) throw new AppError("bad_request", ACCOUNT_MESSAGES.linkInvalid);
      await deleteUserSessions(db, user.id);
      return toSessionUser(user, clock.now());
    },

    /** POST /api/auth/verify-email: the link sent at registration (or resent from /account). */
    async verifyEmail(token: string): Promise<void> {
      const now = clock.now();
      const row = await repo.consumeToken(db, "email_verify", hashToken(token), now);
      // A link for an address the account no longer has verifies nothing.
      if (!row || !row.email || !(await repo.markEmailVerified(db, row.userId, row.email, now))) {
        throw new AppError("bad_request", ACCOUNT_MESSAGES.linkInvalid);
      }
    },

    async resendVerification(userId: number): Promise<void> {
      const row = await repo.findUserById(db, userId);
      if (!row) throw new AppError("unauthenticated", ACCOUNT_MESSAGES.linkInvalid);
      if (row.emailVerifiedAt) throw new AppError("conflict", ACCOUNT_MESSAGES.alreadyVerified);
      await sendAccountLink(deps, row, "email_verify", row.email);
    },

    /** The user for these credentials, or null (same answer for unknown email and wrong password). */
    async verifyCredentials(input: LoginInput): Promise<SessionUser | null> {
      const row = await repo.findUserByEmail(db, input.email.trim());
      if (!row) return dummyVerify(input.password, cost).then(() => null);
      if (!(await verifyPassword(row.passwordHash, input.password))) return null;
      // Sign-in turned off by an administrator: the same answer as wrong credentials.
      if (row.disabledAt) return null;
      const now = clock.now();
      await repo.touchLastSeen(db, row.id, now);
      // Read with the household, so the answer has the owner's plan (docs/household.md, "Un piano per la famiglia").
      return toSessionUser((await repo.findSessionUserById(db, row.id)) ?? row, now);
    },

    async loadSessionUser(id: number): Promise<SessionUser | null> {
      const row = await repo.findSessionUserById(db, id);
      return row && !row.disabledAt ? toSessionUser(row, clock.now()) : null;
    },

    /**
     * Makes sure an administrator exists with these credentials (ADMIN_EMAIL/ADMIN_PASSWORD at
     * start, or `npm run admin:create`). An existing account is promoted and its password set.
     */
    async ensureAdmin(email: string, password: string): Promise<{ id: number; created: boolean }> {
      const passwordHash = await hashPassword(password, cost);
      const existing = await repo.findUserByEmail(db, email);
      if (existing) {
        await repo.setPasswordAndAdmin(db, existing.id, passwordHash);
        return { id: existing.id, created: false };
      }
      const row = await repo.insertUser(db, { email, passwordHash, firstName: "Admin", isAdmin: true });
      if (!row) throw new AppError("conflict", AUTH_MESSAGES.duplicate);
      return { id: row.id, created: true };
    },

    /** Development only: an administrator with a random password, printed once. */
    async ensureDevAdmin(): Promise<{ email: string; password: string } | null> {
      const email = "admin@finanzafamiliare.local";
      if (await repo.findUserByEmail(db, email)) return null;
      const password = crypto.randomBytes(12).toString("base64url");
      await this.ensureAdmin(email, password);
      return { email, password };
    },
  };
}

