import crypto from "node:crypto";
import request from "supertest";
import { eq } from "drizzle-orm";
import type { Express, RequestHandler } from "express";
import { loadConfig, type Config } from "../config";
import type { Database } from "../db/client";
import { EventBus, type DomainEvents, type DurableEventName } from "../events";
import { systemClock, type Clock } from "../integrations/clock";
import { outboxMailer, type Mailer } from "../integrations/mailer";
import type { StripeAdapter } from "../integrations/stripe";
import type { AiAdapter } from "../integrations/ai";
import { createApp } from "../app";
import type { AppDeps } from "../deps";
import { users } from "../db/schema";
import { createAuthService } from "../features/auth/auth.service";
import { isRealPostgres, openTestDatabase } from "./database";
import { UserReadCache } from "../perf/user-read-cache";

export type TestContextOptions = {
  clock?: Clock;
  config?: Partial<Record<keyof Config, string>>;
  stripe?: StripeAdapter | null;
  ai?: AiAdapter | null;
  mailer?: Mailer;
  /** Reuse an existing database (e.g. to simulate a server restart). */
  database?: Database;
  /**
   * true (the default): an answer reaches the test once this process's event worker applied the
   * reactions the request caused, so a feature test reads points and alerts deterministically.
   * The event tests set false to see the asynchronous path (docs/events.md).
   */
  settleEvents?: boolean;
};

/** argon2's smallest cost (1 MiB, 1 pass): hashing takes about a millisecond instead of ~50. */
export const TEST_PASSWORD_COST = { PASSWORD_HASH_MEMORY_KIB: "1024", PASSWORD_HASH_ITERATIONS: "1" } as const;

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** createApp() on its own database, with helpers to act as visitors, users and administrators. */
export async function createTestContext(opts: TestContextOptions = {}) {
  const own = opts.database ? null : await openTestDatabase();
  const database = opts.database ?? own!.database;
  // Tests write rows directly and read them back at once: no per-process public cache unless a
  // test asks for one.
  // Password hashes at argon2's smallest cost: every sign-up and login hashes, and the cost is
  // configuration (server/config.ts), so the app under test runs the same code as in production.
  // Test files register many users from one loopback address: the registration cap is raised here;
  // the limits' own tests set the defaults (docs/security.md).
  // The session cache stays on: the embedded database announces a row's change before the write
  // returns, so a test's next request sees it. A real server announces it a moment after the
  // commit, on another connection: there a test that writes rows directly and reads them back at
  // once gets no session cache unless it asks for one (server/perf/session-cache.int.test.ts).
  // The cache of a user's own reads follows the same rule (server/perf/user-read-cache.int.test.ts).
  const sessionCache = isRealPostgres() ? { SESSION_CACHE_TTL_MS: "0", USER_READ_CACHE_TTL_MS: "0" } : {};
  // No .eml files of the mails (docs/email-automation.md): a test's DATA_DIR is the checkout's
  // .data unless it sets one; the tests of the files set MAIL_FILES and a DATA_DIR of their own.
  const config = loadConfig({ NODE_ENV: "test", PUBLIC_CACHE_TTL_MS: "0", LEADERBOARD_CACHE_TTL_MS: "0", MAIL_FILES: "false", ...sessionCache, SESSION_SECRET: "segreto-dei-test", REGISTER_LIMIT_PER_IP: "100000", TRACK_LIMIT_PER_IP: "1000000", ANALYTICS_FLUSH_MS: "0", ...TEST_PASSWORD_COST, ...opts.config } as NodeJS.ProcessEnv);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock: opts.clock ?? systemClock,
    events: new EventBus(),
    mailer: opts.mailer ?? outboxMailer,
    stripe: opts.stripe ?? null,
    ai: opts.ai ?? null,
    userReads: new UserReadCache({ ttlMs: config.USER_READ_CACHE_TTL_MS, maxUsers: config.USER_READ_CACHE_MAX_USERS, maxJsonBytes: config.USER_READ_CACHE_MAX_JSON_BYTES }),
  };
  const app: Express = createApp(deps, opts.settleEvents === false ? {} : { first: holdUntilEventsApplied(deps.events) });
  let counter = 0;

  /** A cookie-keeping client that sends the API's X-Requested-With header, like the app's client. */
  const agent = () => request.agent(app).set("X-Requested-With", "vitest");

  async function signUp(email = `utente${++counter}.${crypto.randomBytes(3).toString("hex")}@esempio.it`, password = "password123") {
    const a = agent();
    const res = await a.post("/api/auth/register").send({ email, password });
    if (res.status !== 201) throw new Error(`registrazione fallita: ${res.status} ${JSON.stringify(res.body)}`);
    const me = await a.get("/api/auth/user");
    return { agent: a, user: me.body as { id: number; email: string }, email, password };
  }

  async function signUpPremium(until: Date | null = null) {
    const u = await signUp();
    await database.db.update(users).set({ isPremium: true, premiumUntil: until }).where(eq(users.id, u.user.id));
    return u;
  }

  async function signInAdmin() {
    const email = `admin.${crypto.randomBytes(3).toString("hex")}@esempio.it`;
    const password = "admin-password-123";
    await createAuthService(deps).ensureAdmin(email, password);
    const a = agent();
    const res = await a.post("/api/admin/login").send({ email, password });
    if (res.status !== 200) throw new Error(`login admin fallito: ${res.status}`);
    return { agent: a, email, password };
  }

  /** A durable event as another feature would record it, applied before this resolves. */
  async function publish<E extends DurableEventName>(name: E, payload: DomainEvents[E]): Promise<void> {
    await deps.events.recordAlone(database.db, name, payload);
    await deps.events.idle();
  }

  return {
    app,
    deps,
    publish,
    db: database.db,
    database,
    agent,
    visitor: agent,
    signUp,
    signUpPremium,
    signInAdmin,
    close: async () => {
      if (own) await own.drop();
    },
  };
}

/** Holds each answer until the event worker of this process is idle. */
function holdUntilEventsApplied(events: EventBus): RequestHandler {
  return (_req, res, next) => {
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      void events.idle().finally(() => end(...args));
      return res;
    }) as typeof res.end;
    next();
  };
}
