// Chat rules: a session belongs to its owner, the context comes from the server, the AI answers
// when configured and the built-in assistant whenever it is not or it fails. The built-in
// assistant runs first in every case: its topic and figures are the conversation state kept for
// the next message, and its retrieved passages go to the model (docs/chat.md).
import crypto from "node:crypto";
import type { AppDeps } from "../../deps";
import type { SessionUser } from "../auth/auth.public";
import type { ChatReply, ChatStreamEvent } from "@shared/schemas/chat";
import { askAi, streamAi } from "./ai-assistant";
import { answerBuiltin } from "./builtin/assistant";
import type { BuiltinReply } from "./builtin/types";
import { buildContext, type HouseholdBudgetReader } from "./chat.context";
import { createBudgetReads, type BudgetReads } from "../calculators/calculators.public";
import { getHouseholdProfile } from "../account/account.public";
import { centsToString, splitBudget, toCents } from "@shared/finance/budget";
import { COURSE_CONTENT, findLessonIdsBySlugs } from "../courses/courses.public";
import type { ContentSource } from "./nlu/retrieval";
import { searchContent } from "./nlu/retrieval";
import { stateFromMeta } from "./conversation-state";
import * as repo from "./chat.repo";
import { createAiBudget } from "./ai-budget";
import type { CategoryBudgetsService } from "../category-budgets/category-budgets.public";
import type { GoalsService } from "../goals/goals.public";
import type { DeductionsService } from "../deductions/deductions.public";
import type { DebtsService } from "../debts/debts.public";

/** Messages of the conversation sent back to the LLM (5 exchanges). */
export const HISTORY_MESSAGES = 10;
/** Passages of the app's own content given to the LLM with each question. */
export const AI_PASSAGES = 3;

export type ChatOwner = { user: SessionUser | null; browserSessionId: string; ip?: string };

/**
 * Who owns a conversation: the signed-in user, else the browser session (hashed with the
 * server secret, so the table never holds a usable session id).
 */
export function ownerKeyOf(owner: Pick<ChatOwner, "browserSessionId"> & { user: { id: number } | null }, secret: string): string {
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
  /** The services the /plan page uses, as the app built them once (docs/ARCHITECTURE.md, "Services built once"). */
  categoryBudgets: CategoryBudgetsService;
  goals: GoalsService;
  /** The /tax page's 730 summary and the /debts page's stored debts (docs/chat.md, "Tools"); absent: the assistant says it cannot read them. */
  deductions?: DeductionsService;
  debts?: DebtsService;
};

// The saved 50/30/20 budget first; else the income the household gave at onboarding, split
// the same way (docs/chat.md, "Built-in assistant").
function savedOrOnboardingBudget(db: AppDeps["db"]): HouseholdBudgetReader {
  const budgets: BudgetReads = createBudgetReads(db);
  return async (userId) => {
    const saved = await budgets.latestBudget(userId);
    if (saved) return saved;
    const { monthlyIncome } = await getHouseholdProfile(db, userId);
    return monthlyIncome ? { monthlyIncome: centsToString(toCents(monthlyIncome)), ...splitBudget(monthlyIncome) } : null;
  };
}

// Lesson links need the database ids of the seeded lessons: read once, kept by the service.
function lessonLinksReader(db: AppDeps["db"]) {
  let lessonIds: Promise<Map<string, { courseId: number; lessonId: number }>> | null = null;
  return () => {
    lessonIds ??= findLessonIdsBySlugs(db, COURSE_CONTENT.flatMap((c) => c.lessons.map((l) => l.slug))).catch((err: unknown) => {
      lessonIds = null;
      console.warn("[chat] lezioni non disponibili per i link:", (err as Error)?.message);
      return new Map();
    });
    return lessonIds;
  };
}

export function createChatService(deps: AppDeps, options: ChatServiceOptions) {
  const { db, clock } = deps;
  const householdBudget: HouseholdBudgetReader = options.householdBudget ?? savedOrOnboardingBudget(db);
  const budget = createAiBudget(deps);
  const lessonLinks = lessonLinksReader(db);
  // The month's spending and budgets from the service the /plan page uses (docs/chat.md, "Tools").
  const categoryBudgets = options.categoryBudgets;
  const goalsService = options.goals;
  const { deductions, debts } = options;
  const household = {
    monthStatus: (userId: number, isPremium: boolean) => categoryBudgets.status(userId, isPremium, {}),
    goals: (userId: number) => goalsService.list(userId),
    emergencyFund: (userId: number) => goalsService.emergencyFund(userId, undefined),
    deductions: deductions && ((user: { id: number; isPremium: boolean }) => deductions.summary(user, undefined)),
    debts: debts && ((userId: number) => debts.list(userId)),
  };

  type Input = { message: string; sessionId?: string | null; currentPage?: string | null };

  /** Everything both ways of answering need: the owned session, history, context, the built-in answer. */
  async function prepare(input: Input, owner: ChatOwner) {
    const ownerKey = ownerKeyOf(owner, deps.config.sessionSecret);
    // Someone else's (or an unknown) session id silently starts a new conversation.
    const existing = input.sessionId ? await repo.findOwnedSession(db, input.sessionId, ownerKey) : null;
    const sessionId = existing?.id ?? newSessionId();
    const [history, lastMeta] = existing
      ? await Promise.all([repo.recentMessages(db, existing.id, ownerKey, HISTORY_MESSAGES), repo.lastAnswerMeta(db, existing.id, ownerKey)])
      : [[], null];
    const [ctx, lessons] = await Promise.all([buildContext(db, householdBudget, owner.user, input.currentPage ?? null, household), lessonLinks()]);
    const linkFor = (s: ContentSource) => {
      if (s.kind === "article") return `/blog/${s.slug}`;
      if (s.kind !== "lesson") return null;
      const ids = lessons.get(s.slug);
      return ids ? `/courses/${ids.courseId}?lezione=${ids.lessonId}` : "/courses";
    };
    const builtin: BuiltinReply = answerBuiltin(input.message, ctx, { state: stateFromMeta(lastMeta), linkFor });
    const person = owner.user ? `user:${owner.user.id}` : owner.ip ? `ip:${owner.ip}` : undefined;
    const passages = () => searchContent(input.message, AI_PASSAGES).map((p) => ({ title: p.source.title, href: linkFor(p.source), text: p.text }));
    return { ownerKey, existing, sessionId, history, ctx, builtin, person, passages };
  }

  /** Throws when the model may not answer: no key, or the day's tokens spent (everyone's or this person's; docs/security.md). */
  async function checkModel(person: string | undefined) {
    const ai = deps.ai;
    if (!ai) throw new Error("nessun modello configurato");
    if ((await budget.status()).spent) throw new Error("budget giornaliero del modello esaurito");
    if (person && (await budget.personSpent(person))) throw new Error("budget giornaliero dell'utente esaurito");
    return ai;
  }

  const builtinReply = (b: BuiltinReply) => ({ response: b.response, suggestions: b.suggestions, actionButtons: b.actionButtons, links: b.links });

  async function store(p: Awaited<ReturnType<typeof prepare>>, owner: ChatOwner, question: string, reply: Omit<ChatReply, "sessionId">, meta: Record<string, unknown>) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (!p.existing) await repo.createSession(tx, { id: p.sessionId, userId: owner.user?.id ?? null, ownerKey: p.ownerKey, now });
      await repo.appendExchange(tx, {
        sessionId: p.sessionId,
        question,
        answer: reply.response,
        meta: { ...meta, suggestions: reply.suggestions, actionButtons: reply.actionButtons, links: reply.links, state: p.builtin.state },
        now,
      });
    });
  }

  async function sendMessage(input: Input, owner: ChatOwner): Promise<ChatReply> {
    const p = await prepare(input, owner);
    let reply: Omit<ChatReply, "sessionId">;
    let meta: Record<string, unknown>;
    try {
      const ai = await checkModel(p.person);
      const { reply: r, tokens } = await askAi(ai, { message: input.message, history: p.history, ctx: p.ctx, passages: p.passages(), toolRounds: deps.config.CHAT_AI_TOOL_ROUNDS });
      await budget.record(tokens, p.person);
      reply = { ...r, suggestions: r.suggestions.length ? r.suggestions : p.builtin.suggestions, links: p.builtin.links };
      meta = { source: "ai", model: ai.model };
    } catch (err) {
      if (deps.ai) console.warn("[chat] modello non disponibile, risponde l'assistente integrato:", (err as Error)?.message);
      reply = builtinReply(p.builtin);
      meta = { source: "builtin", topic: p.builtin.topic };
    }
    await store(p, owner, input.message, reply, meta);
    return { ...reply, sessionId: p.sessionId };
  }

  /**
   * The answer as it is written (server-sent events, docs/chat.md): `delta` events with pieces of the
   * model's text, then one `done` event with the whole reply. Without a model, past a budget, or when
   * the model fails (even half-way), `done` carries the built-in answer with `replaced: true`, and
   * the client shows it instead of what it had so far.
   */
  async function streamMessage(input: Input, owner: ChatOwner, emit: (event: ChatStreamEvent) => void): Promise<void> {
    const p = await prepare(input, owner);
    let reply: Omit<ChatReply, "sessionId">;
    let meta: Record<string, unknown>;
    let replaced = false;
    try {
      const ai = await checkModel(p.person);
      const { text, tokens } = await streamAi(ai, { message: input.message, history: p.history, ctx: p.ctx, passages: p.passages(), toolRounds: deps.config.CHAT_AI_TOOL_ROUNDS }, (t) => emit({ type: "delta", text: t }));
      await budget.record(tokens, p.person);
      reply = { response: text, suggestions: p.builtin.suggestions, actionButtons: p.builtin.actionButtons, links: p.builtin.links };
      meta = { source: "ai", model: ai.model, streamed: true };
    } catch (err) {
      if (deps.ai) console.warn("[chat] modello non disponibile, risponde l'assistente integrato:", (err as Error)?.message);
      reply = builtinReply(p.builtin);
      meta = { source: "builtin", topic: p.builtin.topic };
      replaced = true;
    }
    await store(p, owner, input.message, reply, meta);
    emit({ type: "done", reply: { ...reply, sessionId: p.sessionId }, replaced });
  }

  return { sendMessage, streamMessage };
}
