import type { Request, RequestHandler } from "express";
import type { Access, AnyContract } from "@shared/contracts/define";
import { AppError } from "./errors";
import { MESSAGES } from "@shared/labels";
import { HOUSEHOLD_MESSAGES } from "@shared/schemas/household";
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
 * The household role guards (docs/household.md, "Ruoli"): "household:read" any member,
 * "household:write" owner and editors, "household:manage" the owner; 401 to visitors, 403 with
 * an Italian message to a member whose role is not enough. The role is the one read with the
 * session on this request, so a role changed or a member removed is seen at the next request.
 */
const HOUSEHOLD_RANK = { viewer: 0, editor: 1, owner: 2 } as const;
function requireHouseholdRole(least: keyof typeof HOUSEHOLD_RANK, message: string): RequestHandler {
  return (req, _res, next) => {
    const user = currentUser(req);
    if (!user.household || HOUSEHOLD_RANK[user.household.role] < HOUSEHOLD_RANK[least]) throw new AppError("forbidden", message);
    next();
  };
}
const householdRead = requireHouseholdRole("viewer", HOUSEHOLD_MESSAGES.manageOnly);
const householdWrite = requireHouseholdRole("editor", HOUSEHOLD_MESSAGES.writeOnly);
const householdManage = requireHouseholdRole("owner", HOUSEHOLD_MESSAGES.manageOnly);

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
  "household:read": () => householdRead,
  "household:write": () => householdWrite,
  "household:manage": () => householdManage,
};

/** The guard a contract's `access` asks for (null for a public endpoint). */
export function guardOf(contract: AnyContract): RequestHandler | null {
  return GUARDS[contract.access](contract);
}
