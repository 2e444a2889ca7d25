import type { Request, RequestHandler } from "express";
import type { Access, AnyContract } from "@shared/contracts/define";
import { AppError } from "./errors";
import { MESSAGES } from "@shared/labels";
import type { SessionUser } from "../features/auth/auth.public";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

/** The signed-in user, or a 401 'Non autenticato'. */
export function currentUser(req: Request): SessionUser {
  if (!req.user) throw new AppError("unauthenticated", MESSAGES.unauthenticated);
  return req.user;
}

export const requireUser: RequestHandler = (req, _res, next) => {
  currentUser(req);
  next();
};

/** 401 to visitors, 403 to signed-in non-administrators. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  const user = currentUser(req);
  if (!user.isAdmin) throw new AppError("forbidden", MESSAGES.adminOnly);
  next();
};

/** 403 to a signed-in user without a current plan, with the endpoint's premium message. */
function requirePremiumOf(contract: AnyContract): RequestHandler {
  return (req, _res, next) => {
    const user = currentUser(req);
    if (!user.isPremium) throw new AppError("premium_required", contract.premiumMessage ?? MESSAGES.premiumRequired);
    next();
  };
}

/**
 * The guard of each access level (docs/security.md, "Chi può chiamare cosa"): route() puts it
 * first, before any limiter, parser or handler, so a refused caller gets 401/403 whatever they
 * sent. A new level (e.g. a household role) is one more row.
 */
const GUARDS: Record<Access, (contract: AnyContract) => RequestHandler | null> = {
  public: () => null,
  user: () => requireUser,
  premium: requirePremiumOf,
  admin: () => requireAdmin,
};

/** The guard a contract's `access` asks for (null for a public endpoint). */
export function guardOf(contract: AnyContract): RequestHandler | null {
  return GUARDS[contract.access](contract);
}
