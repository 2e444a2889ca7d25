import { Router, type Request, type RequestHandler, type Response } from "express";
import { Passport } from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import { ipKeyGenerator } from "express-rate-limit";
import type { AppDeps } from "../../deps";
import { route } from "../../http/route";
import { authContract as api } from "@shared/contracts/auth";
import { createLimiter } from "../../http/rate-limit.repo";
import { AppError, sendError } from "../../http/errors";
import { MESSAGES } from "@shared/labels";
import { AUTH_MESSAGES } from "@shared/schemas/auth";
import { createAuthService, toSessionUser, type SessionUser } from "./auth.service";
import { prefetchedSessionUser } from "../../http/session.repo";
import { loginThrottle, recordLoginFailure } from "./login-throttle";
import { accountContract } from "@shared/contracts/account";
import { ACCOUNT_MESSAGES } from "@shared/schemas/account";
import { validateInput } from "../../http/route";
import { stampNewSession } from "./session-device";
import { adoptVisitorChats } from "../chat/chat.public";
import { clearSiteCache } from "../../http/cache-control";

const LOGOUT_CONFIRM_PAGE = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Vuoi uscire? | Finanza Familiare</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem; text-align: center">
<h1>Vuoi uscire?</h1>
<p>Conferma per uscire dal tuo account di Finanza Familiare.</p>
<form method="post" action="/api/logout"><button type="submit" style="font-size: 1rem; padding: 0.6rem 1.2rem">Esci</button></form>
<p><a href="/">No, resta connesso</a></p>
</body></html>
`;

/**
 * The "Vuoi uscire?" form is a plain HTML form (no X-Requested-With), so its POST is checked here:
 * the API's header, or the browser says it comes from this site (Sec-Fetch-Site), or, for a
 * browser that does not send that header, its Origin is this host.
 */
function postedFromThisSite(req: Request): boolean {
  // The app's own API call, as server/http/csrf.ts accepts it: the header (a cross-site form
  // cannot set it) and no body or a JSON one.
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  const isJson = (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json");
  if (req.get("x-requested-with") && (!hasBody || isJson)) return true;
  const site = req.get("sec-fetch-site");
  if (site !== undefined) return site === "same-origin";
  const origin = req.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host === req.get("host");
  } catch {
    return false;
  }
}

/** Passport for this app (not the module singleton, so tests can build several apps). */
export function createPassport(deps: AppDeps) {
  const auth = createAuthService(deps);
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
    // A request without the session cookie loaded no session (app.ts): nobody to sign out.
    if (!req.session) return resolve();
    req.logout(() => {
      if (!req.session) return resolve();
      req.session.destroy(() => resolve());
    });
  });
}

export function authRoutes(deps: AppDeps, passport: PassportInstance): Router {
  const router = Router();
  const auth = createAuthService(deps);
  // req.login and req.logout (session regeneration, passport's record in the session).
  const withPassport = passport.initialize();
  const emailKey = (req: Request) => `email:${String(req.body?.email ?? "").trim().toLowerCase()}`;
  const noEmail = (req: Request) => typeof req.body?.email !== "string" || req.body.email.trim() === "";
  const ipKey = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? "0.0.0.0")}`;
  const loginLimits = [loginThrottle(deps, "login")];
  const registerLimits = [
    // Accounts created per client address: each account has its own chat and AI quota.
    createLimiter(deps, {
      name: "register-ok-ip",
      windowMs: 60 * 60_000,
      limit: deps.config.REGISTER_LIMIT_PER_IP,
      successesOnly: true,
      key: ipKey,
      message: AUTH_MESSAGES.tooManyAccounts,
    }),
    // Failed registrations (bad input, taken address): "Esiste già un account" is an accepted
    // risk bounded by these (docs/security.md, "Seconda sonda").
    createLimiter(deps, { name: "register-ip", windowMs: 60 * 60_000, limit: deps.config.REGISTER_FAILURES_PER_IP, failuresOnly: true, key: ipKey }),
    createLimiter(deps, {
      name: "register-email",
      windowMs: 60 * 60_000,
      limit: deps.config.REGISTER_FAILURES_PER_EMAIL,
      failuresOnly: true,
      key: emailKey,
      skip: noEmail,
    }),
  ];

  route(router, api.register, withPassport, ...registerLimits, async (req, res, { body: input }) => {
    const user = await auth.register(input);
    await logIn(deps, req, user);
    res.status(201).json({ success: true, message: AUTH_MESSAGES.registered });
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
    res.json({ success: true, message: user.isAdmin ? AUTH_MESSAGES.welcomeAdmin : AUTH_MESSAGES.loggedIn, isAdmin: user.isAdmin });
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

  // Password reset (docs/accounts.md): the same 202 and body for every well-formed address,
  // limited per address and per client address (configuration, server/config.ts).
  const resetLimits = [
    validateInput(accountContract.passwordReset),
    createLimiter(deps, { name: "password-reset-ip", windowMs: 60 * 60_000, limit: deps.config.PASSWORD_RESET_LIMIT_PER_IP, key: ipKey }),
    createLimiter(deps, { name: "password-reset-email", windowMs: 60 * 60_000, limit: deps.config.PASSWORD_RESET_LIMIT_PER_EMAIL, key: emailKey, skip: noEmail }),
  ];
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

  const resendLimit = createLimiter(deps, {
    name: "verify-resend",
    windowMs: 60 * 60_000,
    limit: deps.config.VERIFY_EMAIL_RESEND_LIMIT,
    key: (req) => `user:${req.user?.id ?? 0}`,
  });
  route(router, accountContract.resendVerification, resendLimit, async (req, res) => {
    await auth.resendVerification(req.user!.id);
    res.json({ message: ACCOUNT_MESSAGES.verifySent });
  });

  route(router, api.user, (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!req.user) throw new AppError("unauthenticated", MESSAGES.unauthenticated);
    res.json(req.user);
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
