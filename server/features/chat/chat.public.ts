// What other features may use from chat: the admin overview's AI budget; auth's adoption of a
// visitor's conversation at sign-up and sign-in, and the retention of the others (docs/chat.md,
// "Visitor conversations").
import type { AppDeps } from "../../deps";
import { ownerKeyOf } from "./chat.service";
import { adoptVisitorSessions, deleteVisitorSessionsBefore } from "./chat.repo";

export { createAiBudget } from "./ai-budget";

/** Moves the conversations of this browser session (a visitor's) to the user who just signed in on it. */
export function adoptVisitorChats(deps: Pick<AppDeps, "db" | "config">, browserSessionId: string, userId: number): Promise<number> {
  const visitorKey = ownerKeyOf({ user: null, browserSessionId }, deps.config.sessionSecret);
  const userKey = ownerKeyOf({ user: { id: userId }, browserSessionId }, deps.config.sessionSecret);
  return adoptVisitorSessions(deps.db, visitorKey, userId, userKey);
}

/**
 * The retention of visitors' conversations that no account adopted (docs/chat.md, "Visitor
 * conversations"): deleted CHAT_VISITOR_RETENTION_DAYS after their last message.
 */
export function purgeVisitorChats(deps: Pick<AppDeps, "db" | "clock" | "config">): Promise<number> {
  return deleteVisitorSessionsBefore(deps.db, new Date(deps.clock.now().getTime() - deps.config.CHAT_VISITOR_RETENTION_DAYS * 86_400_000));
}
