// What other features may use from chat: the admin overview's AI budget; auth's adoption of a
// visitor's conversation at sign-up and sign-in (docs/chat.md, "Visitor conversations").
import type { AppDeps } from "../../deps";
import { ownerKeyOf } from "./chat.service";
import { adoptVisitorSessions } from "./chat.repo";

export { createAiBudget } from "./ai-budget";

/** Moves the conversations of this browser session (a visitor's) to the user who just signed in on it. */
export function adoptVisitorChats(deps: Pick<AppDeps, "db" | "config">, browserSessionId: string, userId: number): Promise<number> {
  const visitorKey = ownerKeyOf({ user: null, browserSessionId }, deps.config.sessionSecret);
  const userKey = ownerKeyOf({ user: { id: userId }, browserSessionId }, deps.config.sessionSecret);
  return adoptVisitorSessions(deps.db, visitorKey, userId, userKey);
}
