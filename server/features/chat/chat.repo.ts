// Drizzle for the chat tables only.
import { and, desc, eq, isNull, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { chatMessages, chatSessions } from "../../db/schema";

export type StoredMessage = { role: "user" | "assistant"; content: string };

/** The session if it exists AND belongs to this owner; another owner's id is treated as unknown. */
export async function findOwnedSession(db: DbOrTx, id: string, ownerKey: string): Promise<{ id: string } | null> {
  const rows = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(eq(chatSessions.id, id), eq(chatSessions.ownerKey, ownerKey)))
    .limit(1);
  return rows[0] ?? null;
}

export async function createSession(db: DbOrTx, s: { id: string; userId: number | null; ownerKey: string; now: Date }) {
  await db.insert(chatSessions).values({ id: s.id, userId: s.userId, ownerKey: s.ownerKey, createdAt: s.now, updatedAt: s.now });
}

/** The last `limit` messages of an owned session, oldest first. */
export async function recentMessages(db: DbOrTx, sessionId: string, ownerKey: string, limit: number): Promise<StoredMessage[]> {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatSessions.ownerKey, ownerKey)))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map((r) => ({ role: r.role === "assistant" ? "assistant" : "user", content: r.content }));
}

export async function appendExchange(
  db: DbOrTx,
  x: { sessionId: string; question: string; answer: string; meta: Record<string, unknown>; now: Date },
) {
  await db.insert(chatMessages).values([
    { sessionId: x.sessionId, role: "user", content: x.question, createdAt: x.now },
    { sessionId: x.sessionId, role: "assistant", content: x.answer, meta: x.meta, createdAt: x.now },
  ]);
  await db.update(chatSessions).set({ updatedAt: x.now }).where(eq(chatSessions.id, x.sessionId));
}

/** The meta of the session's last answer (it holds the conversation state, docs/chat.md), or null. */
export async function lastAnswerMeta(db: DbOrTx, sessionId: string, ownerKey: string): Promise<Record<string, unknown> | null> {
  const rows = await db
    .select({ meta: chatMessages.meta })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatSessions.ownerKey, ownerKey), eq(chatMessages.role, "assistant")))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  const meta = rows[0]?.meta;
  return meta && typeof meta === "object" ? (meta as Record<string, unknown>) : null;
}

/**
 * A visitor's conversations become the user's (docs/chat.md, "Visitor conversations"): the rows
 * owned by the visitor's key get the user's id and key, so they are exported and deleted with the
 * account and the conversation goes on signed in. Answers how many moved.
 */
export async function adoptVisitorSessions(db: DbOrTx, visitorKey: string, userId: number, userKey: string): Promise<number> {
  const rows = await db
    .update(chatSessions)
    .set({ userId, ownerKey: userKey })
    .where(and(eq(chatSessions.ownerKey, visitorKey), isNull(chatSessions.userId)))
    .returning({ id: chatSessions.id });
  return rows.length;
}

/** Deletes visitors' conversations (no user) whose last message is older than `before`; messages go by cascade. */
export async function deleteVisitorSessionsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(chatSessions)
    .where(and(isNull(chatSessions.userId), lt(chatSessions.updatedAt, before)))
    .returning({ id: chatSessions.id });
  return rows.length;
}
