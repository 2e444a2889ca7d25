import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/errors";
import { AUTH_MESSAGES, type CurrentUser, type LoginInput, type RegisterInput } from "@shared/schemas/auth";
import { isPremiumNow } from "../billing/billing.public";
import { LEGAL_TEXT_VERSION } from "@shared/legal";
import * as repo from "./auth.repo";
import type { SessionUserRow } from "../../http/session.repo";
import { dummyVerify, hashPassword, passwordCost, verifyPassword } from "./password";

/** The user as every request sees it (req.user): premium already resolved against the clock. */
export type SessionUser = CurrentUser;

export function toSessionUser(row: SessionUserRow, now: Date): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    points: row.points,
    isPremium: isPremiumNow(row, now),
    isAdmin: row.isAdmin,
    premiumUntil: row.premiumUntil ? row.premiumUntil.toISOString() : null,
    subscriptionStatus: row.subscriptionStatus,
  };
}

/** A first name from the email's local part ("mario.rossi@x" → "Mario"), editable later. */
function firstNameFromEmail(email: string): string | null {
  const local = email.split("@")[0]?.split(/[._\-+0-9]/)[0] ?? "";
  if (local.length < 2) return null;
  return local.charAt(0).toUpperCase() + local.slice(1).toLowerCase();
}

export function createAuthService(deps: AppDeps) {
  const { db, clock, events } = deps;
  const cost = passwordCost(deps.config);
  return {
    async register(input: RegisterInput): Promise<SessionUser> {
      const email = input.email.trim();
      const row = await repo.insertUser(db, {
        email,
        passwordHash: await hashPassword(input.password, cost),
        firstName: firstNameFromEmail(email),
        // Registering accepts the terms and acknowledges the privacy notice of this version (docs/privacy.md).
        termsAcceptedAt: clock.now(),
        termsVersion: LEGAL_TEXT_VERSION,
      });
      if (!row) throw new AppError("conflict", AUTH_MESSAGES.duplicate);
      await events.emit("user.registered", { userId: row.id, email: row.email });
      return toSessionUser(row, clock.now());
    },

    /** The user for these credentials, or null (same answer for unknown email and wrong password). */
    async verifyCredentials(input: LoginInput): Promise<SessionUser | null> {
      const row = await repo.findUserByEmail(db, input.email.trim());
      if (!row) return dummyVerify(input.password, cost).then(() => null);
      if (!(await verifyPassword(row.passwordHash, input.password))) return null;
      return toSessionUser(row, clock.now());
    },

    async loadSessionUser(id: number): Promise<SessionUser | null> {
      const row = await repo.findUserById(db, id);
      return row ? toSessionUser(row, clock.now()) : null;
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

