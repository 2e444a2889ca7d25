import { Router, type Request } from "express";
import type { AppDeps } from "../../deps";
import { route } from "../../http/route";
import { currentUser } from "../../http/guards";
import { createLimiter } from "../../http/rate-limit.repo";
import { accountContract as api } from "@shared/contracts/account";
import { ACCOUNT_MESSAGES as M } from "@shared/schemas/account";
import type { createAccountService } from "./account.service";

/** /api/user/profile, the account page's endpoints (docs/accounts.md). */
export function accountRoutes(deps: AppDeps, account: ReturnType<typeof createAccountService>): Router {
  const router = Router();
  const sid = (req: Request) => req.sessionID;
  // Wrong current passwords (password and e-mail change) per user: a stolen session cannot
  // guess the password that protects these changes.
  const passwordGuess = createLimiter(deps, {
    name: "account-password",
    windowMs: 60 * 60_000,
    limit: deps.config.ACCOUNT_PASSWORD_FAILURES_PER_HOUR,
    failuresOnly: true,
    key: (req) => `user:${req.user?.id ?? 0}`,
  });

  route(router, api.profile, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await account.profile(currentUser(req).id));
  });
  route(router, api.saveProfile, async (req, res, { body }) => {
    res.json({ ...(await account.saveProfile(currentUser(req).id, body)), message: M.profileSaved });
  });

  route(router, api.account, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await account.info(currentUser(req).id));
  });
  route(router, api.updateAccount, async (req, res, { body }) => {
    res.json({ ...(await account.update(currentUser(req).id, body)), message: M.accountSaved });
  });
  route(router, api.preferences, async (req, res, { body }) => {
    res.json({ ...(await account.setPreferences(currentUser(req).id, body)), message: M.preferencesSaved });
  });

  route(router, api.emailChange, passwordGuess, async (req, res, { body }) => {
    await account.requestEmailChange(currentUser(req).id, body);
    res.status(202).json({ message: M.emailChangeSent });
  });
  route(router, api.emailChangeConfirm, async (_req, res, { body }) => {
    await account.confirmEmailChange(body.token);
    res.json({ message: M.emailChanged });
  });

  route(router, api.emailChangeCancel, async (_req, res, { body }) => {
    await account.cancelEmailChange(body.token);
    res.json({ message: M.emailChangeCancelled });
  });

  route(router, api.password, passwordGuess, async (req, res, { body }) => {
    await account.changePassword(currentUser(req).id, sid(req), body);
    res.json({ message: M.passwordChanged });
  });

  route(router, api.sessions, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await account.sessions(currentUser(req).id, sid(req)));
  });
  route(router, api.endOtherSessions, async (req, res) => {
    const ended = await account.endOtherSessions(currentUser(req).id, sid(req));
    res.json({ message: M.sessionsEnded, ended });
  });
  // After "others", which this path would match too.
  route(router, api.endSession, async (req, res) => {
    await account.endSession(currentUser(req).id, sid(req), String(req.params.id));
    res.json({ message: M.sessionEnded });
  });

  return router;
}
