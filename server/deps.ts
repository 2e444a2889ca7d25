import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { EventBus } from "./events";
import type { Clock } from "./integrations/clock";
import type { Mailer } from "./integrations/mailer";
import type { StripeAdapter } from "./integrations/stripe";
import type { AiAdapter } from "./integrations/ai";
import type { UserReadCache } from "./perf/user-read-cache";

/** Everything a feature needs from outside; tests build it with their own pieces. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  events: EventBus;
  mailer: Mailer;
  stripe: StripeAdapter | null;
  ai: AiAdapter | null;
  /** Short-lived answers of each user's own reads, emptied by the database's notices (server/perf/session-step.ts). */
  userReads: UserReadCache;
};
