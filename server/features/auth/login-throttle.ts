import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { AppDeps } from "../../deps";
import { DbRateLimitStore } from "../../http/rate-limit.repo";
import { sendError } from "../../http/errors";
import { MESSAGES } from "@shared/labels";

const WINDOW_MS = 15 * 60_000;
const COUNT_FAILURE = Symbol("countLoginFailure");

/** Counts this request's failed sign-in before the 401 is sent (a no-op without loginThrottle). */
export async function recordLoginFailure(res: Response): Promise<void> {
  const count = (res.locals as Record<symbol, (() => Promise<void>) | undefined>)[COUNT_FAILURE];
  try {
    await count?.();
  } catch (err) {
    console.error("[auth] contatore tentativi non aggiornato:", err);
  }
}
const BASE_DELAY_MS = 250;

/**
 * Throttles the guesser, not the owner (docs/security.md): failed sign-ins count per client
 * address and per address+account, and a client over either limit gets 429. Failures for one
 * account from every address together only slow that account's attempts (a delay that doubles
 * with each failure, up to LOGIN_ACCOUNT_DELAY_MAX_MS): a correct password from a client that
 * has not been failing always signs in. Only failures are counted, when they happen, so any
 * number of parallel correct sign-ins go through.
 */
export function loginThrottle(deps: AppDeps, name: string): RequestHandler {
  const { config } = deps;
  const store = (suffix: string) => {
    const s = new DbRateLimitStore(deps.db, deps.clock, `${name}-${suffix}`, config.sessionSecret);
    s.init({ windowMs: WINDOW_MS });
    return s;
  };
  const perIp = store("ip");
  const perIpAccount = store("ip-account");
  const perAccount = store("account");
  const ipOf = (req: Request) => ipKeyGenerator(req.ip ?? "0.0.0.0");
  const accountOf = (req: Request) => (typeof req.body?.email === "string" ? req.body.email.trim().toLowerCase() : "");

  return async (req, res, next) => {
    try {
      const ip = ipOf(req);
      const account = accountOf(req);
      const [ipHits, pairHits, accountHits] = await Promise.all([
        perIp.get(ip),
        account ? perIpAccount.get(`${ip}|${account}`) : undefined,
        account ? perAccount.get(account) : undefined,
      ]);
      if ((ipHits?.totalHits ?? 0) >= config.LOGIN_LIMIT_PER_IP || (pairHits?.totalHits ?? 0) >= config.LOGIN_LIMIT_PER_IP_ACCOUNT) {
        sendError(res, "rate_limited", MESSAGES.tooManyRequests);
        return;
      }
      const over = (accountHits?.totalHits ?? 0) - config.LOGIN_ACCOUNT_SLOWDOWN_AFTER;
      if (over >= 0) {
        const delay = Math.min(config.LOGIN_ACCOUNT_DELAY_MAX_MS, BASE_DELAY_MS * 2 ** Math.min(over, 16));
        await new Promise((r) => setTimeout(r, delay));
      }
      let counted: Promise<void> | null = null;
      const countFailure = () =>
        (counted ??= (async () => {
          const writes = [perIp.increment(ip)];
          if (account) writes.push(perIpAccount.increment(`${ip}|${account}`), perAccount.increment(account));
          await Promise.all(writes);
        })());
      // The route counts wrong credentials before it answers (recordLoginFailure), so the next
      // attempt, on any process, already sees them; bad input answered earlier is counted here.
      (res.locals as Record<symbol, unknown>)[COUNT_FAILURE] = countFailure;
      res.on("finish", () => {
        // Wrong credentials and bad input are failures; a 429 or a server error is not the client's guess.
        if (res.statusCode !== 400 && res.statusCode !== 401) return;
        countFailure().catch((err) => console.error("[auth] contatore tentativi non aggiornato:", err));
      });
      next();
    } catch (err) {
      // A counter that cannot be read must not lock everyone out (as the other limiters).
      console.error("[auth] limite tentativi non disponibile:", err);
      next();
    }
  };
}
