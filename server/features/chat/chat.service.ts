// Chat rules: a session belongs to its owner, the context comes from the server, the AI answers
// when configured and the built-in assistant whenever it is not or it fails. The built-in
// assistant runs first in every case: its topic and figures are the conversation state kept for
// the next message, and its retrieved passages go to the model (docs/chat.md).
import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import type { SessionUser } from "../auth/auth.public";
import type { ChatReply } from "@shared/schemas/chat";
import { askAi } from "./ai-assistant";
import { answerBuiltin } from "./builtin/assistant";
import type { BuiltinReply } from "./builtin/types";
import { buildContext, type HouseholdBudgetReader } from "./chat.context";
import { createBudgetReads, type BudgetReads } from "../calculators/calculators.public";
import { COURSE_CONTENT, findLessonIdsBySlugs } from "../courses/courses.public";
import type { ContentSource } from "./nlu/retrieval";
import { searchContent } from "./nlu/retrieval";
import { stateFromMeta } from "./conversation-state";
import * as repo from "./chat.repo";
import { createAiBudget } from "./ai-budget";

/** Messages of the conversation sent back to the LLM (5 exchanges). */
export const HISTORY_MESSAGES = 10;
/** Passages of the app's own content given to the LLM with each question. */
export const AI_PASSAGES = 3;

export type ChatOwner = { user: SessionUser | null; browserSessionId: string; ip?: string };

/**
 * Who owns a conversation: the signed-in user, else the browser session (hashed with the
 * server secret, so the table never holds a usable session id).
 */
export function ownerKeyOf(owner: ChatOwner, secret: string): string {
  if (owner.user) return `user:${owner.user.id}`;
  return `visitor:${crypto.createHmac("sha256", secret).update(owner.browserSessionId).digest("base64url")}`;
}

const newSessionId = () => crypto.randomBytes(18).toString("base64url");

export type ChatServiceOptions = {
  /**
   * The household's monthly figures used when a question has none. Today: the latest saved
   * budget of the calculators feature; the household profile can be wired here instead.
   */
  householdBudget?: HouseholdBudgetReader;
};

export function createChatService(deps: AppDeps, options: ChatServiceOptions = {}) {
  const { db, clock } = deps;
  const budgets: BudgetReads = createBudgetReads(db);
  const householdBudget: HouseholdBudgetReader = options.householdBudget ?? ((userId) => budgets.latestBudget(userId));
  const budget = createAiBudget(deps);

  // Lesson links need the database ids of the seeded lessons: read once, kept for the process.
  let lessonIds: Promise<Map<string, { courseId: number; lessonId: number }>> | null = null;
  const lessonLinks = () => {
    lessonIds ??= findLessonIdsBySlugs(db, COURSE_CONTENT.flatMap((c) => c.lessons.map((l) => l.slug))).catch((err: unknown) => {
      lessonIds = null;
      console.warn("[chat] lezioni non disponibili per i link:", (err as Error)?.message);
      return new Map();
    });
    return lessonIds;
  };

  async function sendMessage(input: { message: string; sessionId?: string | null; currentPage?: string | null }, owner: ChatOwner): Promise<ChatReply> {
    const ownerKey = ownerKeyOf(owner, deps.config.sessionSecret);
    // Someone else's (or an unknown) session id silently starts a new conversation.
    const existing = input.sessionId ? await repo.findOwnedSession(db, input.sessionId, ownerKey) : null;
    const sessionId = existing?.id ?? newSessionId();
    const [history, lastMeta] = existing
      ? await Promise.all([repo.recentMessages(db, existing.id, ownerKey, HISTORY_MESSAGES), repo.lastAnswerMeta(db, existing.id, ownerKey)])
      : [[], null];
    const [ctx, lessons] = await Promise.all([buildContext(db, householdBudget, owner.user, input.currentPage ?? null), lessonLinks()]);
    const linkFor = (s: ContentSource) => {
      if (s.kind === "article") return `/blog/${s.slug}`;
      if (s.kind !== "lesson") return null;
      const ids = lessons.get(s.slug);
      return ids ? `/courses/${ids.courseId}?lezione=${ids.lessonId}` : "/courses";
    };
    const builtin: BuiltinReply = answerBuiltin(input.message, ctx, { state: stateFromMeta(lastMeta), linkFor });

    let reply: Omit<ChatReply, "sessionId">;
    let meta: Record<string, unknown>;
    const ai = deps.ai;
    const person = owner.user ? `user:${owner.user.id}` : owner.ip ? `ip:${owner.ip}` : undefined;
    try {
      if (!ai) throw new Error("nessun modello configurato");
      // Past the day's token budget (everyone's or this person's), the built-in assistant answers (docs/security.md).
      if ((await budget.status()).spent) throw new Error("budget giornaliero del modello esaurito");
      if (person && (await budget.personSpent(person))) throw new Error("budget giornaliero dell'utente esaurito");
      const passages = searchContent(input.message, AI_PASSAGES).map((p) => ({ title: p.source.title, href: linkFor(p.source), text: p.text }));
      const { reply: r, tokens } = await askAi(ai, { message: input.message, history, ctx, passages });
      await budget.record(tokens, person);
      reply = { ...r, suggestions: r.suggestions.length ? r.suggestions : builtin.suggestions, links: builtin.links };
      meta = { source: "ai", model: ai.model };
    } catch (err) {
      if (ai) console.warn("[chat] modello non disponibile, risponde l'assistente integrato:", (err as Error)?.message);
      reply = { response: builtin.response, suggestions: builtin.suggestions, actionButtons: builtin.actionButtons, links: builtin.links };
      meta = { source: "builtin", topic: builtin.topic };
    }

    const now = clock.now();
    await db.transaction(async (tx) => {
      if (!existing) await repo.createSession(tx, { id: sessionId, userId: owner.user?.id ?? null, ownerKey, now });
      await repo.appendExchange(tx, {
        sessionId,
        question: input.message,
        answer: reply.response,
        meta: { ...meta, suggestions: reply.suggestions, actionButtons: reply.actionButtons, links: reply.links, state: builtin.state },
        now,
      });
    });
    return { ...reply, sessionId };
  }

  return { sendMessage };
}
