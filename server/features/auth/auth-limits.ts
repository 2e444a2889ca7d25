import type { Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { AppDeps } from "../../deps";
import { createLimiter } from "../../http/rate-limit.repo";
import { validateInput } from "../../http/route";
import { accountContract } from "@shared/contracts/account";
import { AUTH_MESSAGES } from "@shared/schemas/auth";
import { loginThrottle } from "./login-throttle";

/** The rate limits of the sign-in, registration, reset and verification routes; every limit is configuration (server/config.ts). */
export function authLimits(deps: AppDeps) {
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

  // Password reset (docs/accounts.md): the same 202 and body for every well-formed address,
  // limited per address and per client address (configuration, server/config.ts).
  const resetLimits = [
    validateInput(accountContract.passwordReset),
    createLimiter(deps, { name: "password-reset-ip", windowMs: 60 * 60_000, limit: deps.config.PASSWORD_RESET_LIMIT_PER_IP, key: ipKey }),
    createLimiter(deps, { name: "password-reset-email", windowMs: 60 * 60_000, limit: deps.config.PASSWORD_RESET_LIMIT_PER_EMAIL, key: emailKey, skip: noEmail }),
  ];
  const resendLimit = createLimiter(deps, {
    name: "verify-resend",
    windowMs: 60 * 60_000,
    limit: deps.config.VERIFY_EMAIL_RESEND_LIMIT,
    key: (req) => `user:${req.user?.id ?? 0}`,
  });
  return { loginLimits, registerLimits, resetLimits, resendLimit };
}
