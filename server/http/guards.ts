import type { Request, RequestHandler } from "express";
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
