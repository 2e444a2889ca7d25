// Chat rules: a session belongs to its owner, the context comes from the server, the AI answers
// when configured and the built-in assistant whenever it is not or it fails.
import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import type { SessionUser } from "../auth/auth.public";
import type { ChatReply } from "@shared/schemas/chat";
import { askAi } from "./ai-assistant";
import { answerBuiltin } from "./builtin/assistant";
import { buildContext } from "./chat.context";
import { createBudgetReads } from "../calculators/calculators.public";
import * as repo from "./chat.repo";
import { createAiBudget } from "./ai-budget";

/** Messages of the conversation sent back to the LLM (5 exchanges). */
export const HISTORY_MESSAGES = 10;

export type ChatOwner = { user: SessionUser | null; browserSessionId: string };

/**
 * Who owns a conversation: the signed-in user, else the browser session (hashed with the
 * server secret, so the table never holds a usable session id).
 */
export function ownerKeyOf(owner: ChatOwner, secret: string): string {
  if (owner.user) return `user:${owner.user.id}`;
  return `visitor:${crypto.createHmac("sha256", secret).update(owner.browserSessionId).digest("base64url")}`;
}

const newSessionId = () => crypto.randomBytes(18).toString("base64url");

export function createChatService(deps: AppDeps) {
  const { db, clock } = deps;
  const budgets = createBudgetReads(db);
  const budget = createAiBudget(deps);

  async function sendMessage(input: { message: string; sessionId?: string | null; currentPage?: string | null }, owner: ChatOwner): Promise<ChatReply> {
    const ownerKey = ownerKeyOf(owner, deps.config.sessionSecret);
    // Someone else's (or an unknown) session id silently starts a new conversation.
    const existing = input.sessionId ? await repo.findOwnedSession(db, input.sessionId, ownerKey) : null;
    const sessionId = existing?.id ?? newSessionId();
    const history = existing ? await repo.recentMessages(db, existing.id, ownerKey, HISTORY_MESSAGES) : [];
    const ctx = await buildContext(db, budgets, owner.user, input.currentPage ?? null);

    let reply: Omit<ChatReply, "sessionId">;
    let meta: Record<string, unknown>;
    const ai = deps.ai;
    try {
      if (!ai) throw new Error("nessun modello configurato");
      // Past the day's token budget, the built-in assistant answers (docs/security.md).
      if ((await budget.status()).spent) throw new Error("budget giornaliero del modello esaurito");
      const { reply: r, tokens } = await askAi(ai, { message: input.message, history, ctx });
      await budget.record(tokens);
      const fallback = r.suggestions.length ? null : answerBuiltin(input.message, ctx);
      reply = { ...r, suggestions: fallback ? fallback.suggestions : r.suggestions };
      meta = { source: "ai", model: ai.model };
    } catch (err) {
      if (ai) console.warn("[chat] modello non disponibile, risponde l'assistente integrato:", (err as Error)?.message);
      const b = answerBuiltin(input.message, ctx);
      reply = { response: b.response, suggestions: b.suggestions, actionButtons: b.actionButtons };
      meta = { source: "builtin", topic: b.topic };
    }

    const now = clock.now();
    await db.transaction(async (tx) => {
      if (!existing) await repo.createSession(tx, { id: sessionId, userId: owner.user?.id ?? null, ownerKey, now });
      await repo.appendExchange(tx, {
        sessionId,
        question: input.message,
        answer: reply.response,
        meta: { ...meta, suggestions: reply.suggestions, actionButtons: reply.actionButtons },
        now,
      });
    });
    return { ...reply, sessionId };
  }

  return { sendMessage };
}
