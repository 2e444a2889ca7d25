import { Router, type Request, type RequestHandler, type Response } from "express";
import { Passport } from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { AppDeps } from "../../deps";
import { route } from "../../http/route";
import { authContract as api } from "@shared/contracts/auth";
import { AppError, sendError } from "../../http/errors";
import { MESSAGES } from "@shared/labels";
import { AUTH_MESSAGES } from "@shared/schemas/auth";
import { toCurrentUser, toSessionUser, type AuthService, type SessionUser } from "./auth.service";
import { prefetchedSessionUser } from "../../http/session.repo";
import { recordLoginFailure } from "./login-throttle";
import { accountContract } from "@shared/contracts/account";
import { ACCOUNT_MESSAGES } from "@shared/schemas/account";
import { stampNewSession } from "./session-device";
import { adoptVisitorChats } from "../chat/chat.public";
import { clearSiteCache } from "../../http/cache-control";
import { LOGOUT_CONFIRM_PAGE, postedFromThisSite } from "./logout-page";
import { authLimits } from "./auth-limits";

/** Passport for this app (not the module singleton, so tests can build several apps), over the app's one auth service (auth.module). */
export function createPassport(deps: Pick<AppDeps, "clock">, auth: Pick<AuthService, "verifyCredentials" | "loadSessionUser">) {
  const passport = new Passport();
  passport.use(
    new LocalStrategy({ usernameField: "email", passwordField: "password" }, (email, password, done) => {
      auth.verifyCredentials({ email, password }).then((user) => done(null, user ?? false), done);
    }),
  );
  passport.serializeUser((user, done) => done(null, (user as SessionUser).id));
  passport.deserializeUser((req: Request, id: number, done: (err: unknown, user?: SessionUser | false) => void) => {
    const row = prefetchedSessionUser(req, Number(id));
    // A disabled account (docs/operations.md) is treated as gone: its sessions sign nobody in.
    if (row !== undefined) return done(null, row && !row.disabledAt ? toSessionUser(row, deps.clock.now()) : false);
    auth.loadSessionUser(Number(id)).then((user) => done(null, user ?? false), done);
  });
  return passport;
}

type PassportInstance = ReturnType<typeof createPassport>;

declare module "express-session" {
  interface SessionData {
    passport?: { user?: number };
  }
}

/**
 * req.user from the session's passport record, as passport.session() sets it, without passport's
 * per-request setup: passport.initialize() (which passport.session() also does) adds eight
 * properties to every request object, about 40 µs of each signed-in request (docs/benchmarks-log.md).
 * Only the routes that sign in or out run passport.initialize() (authRoutes).
 */
export function sessionUser(passport: PassportInstance): RequestHandler {
  return (req, _res, next) => {
    const record = req.session?.passport;
    if (record?.user === undefined) return next();
    passport.deserializeUser(record.user, req, (err: unknown, user?: Express.User | false) => {
      if (err) return next(err);
      // An account that no longer exists signs nobody in; the session forgets it, as passport does.
      if (user) req.user = user;
      else delete record.user;
      next();
    });
  };
}

function authenticate(passport: PassportInstance, req: Request, res: Response): Promise<SessionUser | null> {
  return new Promise((resolve, reject) => {
    passport.authenticate("local", { session: false }, (err: unknown, user: SessionUser | false) => {
      if (err) reject(err);
      else resolve(user || null);
    })(req, res, () => {});
  });
}

/**
 * req.login regenerates the session id (passport ≥ 0.6), so a planted session id is useless. The
 * new session records its device and time for the account's session list. A conversation the
 * visitor had with the chat on this browser session becomes the user's (docs/chat.md, "Visitor
 * conversations"): exported and deleted with the account.
 */
async function logIn(deps: AppDeps, req: Request, user: SessionUser): Promise<void> {
  const visitorSession = req.session?.chat ? req.sessionID : null;
  await new Promise<void>((resolve, reject) =>
    req.login(user, (err) => {
      if (err) return reject(err);
      stampNewSession(req, deps.clock.now());
      resolve();
    }),
  );
  if (visitorSession) await adoptVisitorChats(deps, visitorSession, user.id);
}

function logOut(req: Request): Promise<void> {
  return new Promise((resolve) => {
    // A request without the session cookie loaded no session (server/perf/session-step.ts): nobody to sign out.
    if (!req.session) return resolve();
    req.logout(() => {
      if (!req.session) return resolve();
      req.session.destroy(() => resolve());
    });
  });
}

export function authRoutes(deps: AppDeps, auth: AuthService, passport: PassportInstance): Router {
  const router = Router();
  route(router, api.health, (_req, res) => {
    res.json({ ok: true });
  });
  // req.login and req.logout (session regeneration, passport's record in the session).
  const withPassport = passport.initialize();
  const { loginLimits, registerLimits, resetLimits, resendLimit } = authLimits(deps);

  route(router, api.register, withPassport, ...registerLimits, async (req, res, { body: input }) => {
    const user = await auth.register(input);
    await logIn(deps, req, user);
    res.status(201).json({ success: true, message: AUTH_MESSAGES.registered, user: toCurrentUser(user) });
  });

  // The contract's schema checks the body; passport then reads the credentials from it.
  route(router, api.login, withPassport, ...loginLimits, async (req, res) => {
    const user = await authenticate(passport, req, res);
    if (!user) {
      await recordLoginFailure(res);
      sendError(res, "unauthenticated", AUTH_MESSAGES.wrongCredentials, { success: false });
      return;
    }
    await logIn(deps, req, user);
    res.json({ success: true, message: user.isAdmin ? AUTH_MESSAGES.welcomeAdmin : AUTH_MESSAGES.loggedIn, isAdmin: user.isAdmin, user: toCurrentUser(user) });
  });

  route(router, api.adminLogin, withPassport, ...loginLimits, async (req, res) => {
    const user = await authenticate(passport, req, res);
    if (!user || !user.isAdmin) {
      await recordLoginFailure(res);
      sendError(res, "unauthenticated", AUTH_MESSAGES.adminWrongCredentials, { success: false });
      return;
    }
    await logIn(deps, req, user);
    res.json({ success: true, message: AUTH_MESSAGES.welcomeAdmin, isAdmin: true });
  });

  // Password reset (docs/accounts.md): the same 202 and body for every well-formed address.
  route(router, accountContract.passwordReset, ...resetLimits, (_req, res, { body }) => {
    // Answered before the lookup and the mail are done, so the time says nothing either.
    res.status(202).json({ message: ACCOUNT_MESSAGES.resetRequested });
    auth.requestPasswordReset(body.email).catch((err) => console.error("[auth] email di reimpostazione non accodata:", err));
  });

  route(router, accountContract.passwordResetConfirm, withPassport, async (req, res, { body }) => {
    const user = await auth.confirmPasswordReset(body);
    await logIn(deps, req, user);
    res.json({ success: true, message: ACCOUNT_MESSAGES.resetDone, isAdmin: user.isAdmin });
  });

  route(router, accountContract.verifyEmail, async (_req, res, { body }) => {
    await auth.verifyEmail(body.token);
    res.json({ message: ACCOUNT_MESSAGES.verified });
  });

  route(router, accountContract.resendVerification, resendLimit, async (req, res) => {
    await auth.resendVerification(req.user!.id);
    res.json({ message: ACCOUNT_MESSAGES.verifySent });
  });

  route(router, api.user, (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!req.user) throw new AppError("unauthenticated", MESSAGES.unauthenticated);
    res.json(toCurrentUser(req.user));
  });

  // Signing out also empties the browser's HTTP cache of this site (docs/security.md, "Seconda sonda (issue 37)").
  route(router, api.logout, withPassport, async (req, res) => {
    await logOut(req);
    res.clearCookie("sid");
    clearSiteCache(res);
    res.json({ success: true });
  });

  // Browser navigations, not data calls (docs/accounts.md).
  route(router, api.loginPage, (_req, res) => res.redirect(302, "/login"));
  // A link from another site must not sign anyone out (docs/security.md): a same-origin or typed
  // navigation (Sec-Fetch-Site same-origin / none) signs out; anything else gets a page asking
  // "Vuoi uscire?" whose button posts to the same path from this site.
  route(router, api.logoutPage, withPassport, async (req, res) => {
    const site = req.get("sec-fetch-site");
    if (site !== "same-origin" && site !== "none") {
      res.set("Cache-Control", "no-store").type("html").send(LOGOUT_CONFIRM_PAGE);
      return;
    }
    await logOut(req);
    res.clearCookie("sid");
    clearSiteCache(res);
    res.redirect(302, "/");
  });
  route(router, api.logoutForm, withPassport, async (req, res) => {
    if (!postedFromThisSite(req)) {
      sendError(res, "forbidden", MESSAGES.csrf);
      return;
    }
    await logOut(req);
    res.clearCookie("sid");
    clearSiteCache(res);
    res.redirect(303, "/");
  });

  return router;
}
