import { rateLimit, type Options, type Store, type IncrementResponse } from "express-rate-limit";
import crypto from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import type { Clock } from "../integrations/clock";
import { MESSAGES } from "@shared/labels";
import { sendError } from "./errors";

/**
 * Counters in PostgreSQL, so every server process shares them. A key names a client address or
 * an e-mail: the table stores only its keyed hash (HMAC-SHA256 with the server secret), never the
 * address or the e-mail (docs/security.md); expired rows are pruned (pruneExpiredRateLimits).
 */
export class DbRateLimitStore implements Store {
  private windowMs = 60_000;
  prefix: string;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    prefix: string,
    private readonly secret: string,
  ) {
    this.prefix = `${prefix}:`;
  }
  init(options: Pick<Options, "windowMs">) {
    this.windowMs = options.windowMs;
  }
  /** The stored key: the limiter's name and the keyed hash of what it counts (hex, so no NUL or other byte PostgreSQL refuses). */
  private keyOf(key: string): string {
    // A NUL counts as nothing, so "email\0" and "email" share one counter.
    return this.prefix + rateLimitKeyHash(this.secret, key);
  }
  async increment(key: string): Promise<IncrementResponse> {
    const now = this.clock.now();
    const resetAt = new Date(now.getTime() + this.windowMs);
    const k = this.keyOf(key);
    const rows = await this.db
      .insert(rateLimits)
      .values({ key: k, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${resetAt} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    // express-rate-limit compares resetTime with the wall clock (headers, and whether a successful
    // request still decrements), so report the time left on the window, not the injected clock's date.
    const msLeft = rows[0].resetAt.getTime() - now.getTime();
    return { totalHits: rows[0].hits, resetTime: new Date(Date.now() + msLeft) };
  }
  /** Hits in the current window (0 when none or expired), without counting this call. */
  async get(key: string): Promise<IncrementResponse | undefined> {
    const rows = await this.db.select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt }).from(rateLimits).where(eq(rateLimits.key, this.keyOf(key)));
    const row = rows[0];
    if (!row || row.resetAt.getTime() <= this.clock.now().getTime()) return undefined;
    return { totalHits: row.hits, resetTime: row.resetAt };
  }
  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(eq(rateLimits.key, this.keyOf(key)));
  }
  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.keyOf(key)));
  }
}

/** The keyed hash a counter is stored under, whatever the limiter (account deletion removes them). */
export function rateLimitKeyHash(secret: string, key: string): string {
  return crypto.createHmac("sha256", secret).update(key.replace(/\u0000/g, "")).digest("hex");
}

export type LimiterSpec = {
  name: string;
  windowMs: number;
  limit: number;
  /** Count only failed requests (status >= 400). */
  failuresOnly?: boolean;
  /** Count only successful requests (status < 400), e.g. accounts created. */
  successesOnly?: boolean;
  key?: Options["keyGenerator"];
  skip?: Options["skip"];
  message?: string;
};

/** Deletes the counters whose window ended; answers how many. */
export async function pruneExpiredRateLimits(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ key: rateLimits.key });
  return rows.length;
}

type LimiterDeps = { db: Db; clock: Clock; config: { sessionSecret: string } };

export function createLimiter({ db, clock, config }: LimiterDeps, spec: LimiterSpec) {
  return rateLimit({
    windowMs: spec.windowMs,
    limit: spec.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skipSuccessfulRequests: spec.failuresOnly ?? false,
    skipFailedRequests: spec.successesOnly ?? false,
    store: new DbRateLimitStore(db, clock, spec.name, config.sessionSecret),
    ...(spec.key ? { keyGenerator: spec.key } : {}),
    ...(spec.skip ? { skip: spec.skip } : {}),
    validate: { keyGeneratorIpFallback: false },
    // A rate-limit store failure must not lock users out: let the request through.
    passOnStoreError: true,
    handler: (_req, res) => {
      sendError(res, "rate_limited", spec.message ?? MESSAGES.tooManyRequests);
    },
  });
}
