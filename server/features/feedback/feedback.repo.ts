import { count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { feedback } from "../../db/schema";
import type { FeedbackParsed } from "@shared/schemas/feedback";

export type FeedbackRow = typeof feedback.$inferSelect;

export async function insertFeedback(db: DbOrTx, input: FeedbackParsed & { userId: number | null; at: Date }): Promise<FeedbackRow> {
  const [row] = await db
    .insert(feedback)
    .values({
      type: input.type,
      rating: input.rating,
      title: input.title,
      message: input.message,
      userEmail: input.userEmail,
      userId: input.userId,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  return row;
}

/** The public list: visible items only, newest first, bounded. */
export async function listVisible(db: DbOrTx, limit: number): Promise<FeedbackRow[]> {
  return db.select().from(feedback).where(eq(feedback.isHidden, false)).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit);
}

export async function listAll(db: DbOrTx, limit: number): Promise<FeedbackRow[]> {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit);
}

export async function countVisible(db: DbOrTx): Promise<number> {
  const [r] = await db.select({ n: count() }).from(feedback).where(eq(feedback.isHidden, false));
  return Number(r?.n ?? 0);
}

export async function countsByStatus(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db.select({ status: feedback.status, n: count() }).from(feedback).groupBy(feedback.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function updateFeedback(
  db: DbOrTx,
  id: number,
  patch: { status?: string; adminNotes?: string | null; isHidden?: boolean; publicReply?: string | null; at: Date },
): Promise<FeedbackRow | null> {
  const set: Partial<typeof feedback.$inferInsert> = { updatedAt: patch.at };
  if (patch.status !== undefined) set.status = patch.status;
  if (patch.adminNotes !== undefined) set.adminNotes = patch.adminNotes;
  if (patch.isHidden !== undefined) set.isHidden = patch.isHidden;
  if (patch.publicReply !== undefined) {
    set.publicReply = patch.publicReply;
    set.repliedAt = patch.publicReply === null ? null : patch.at;
  }
  const [row] = await db.update(feedback).set(set).where(eq(feedback.id, id)).returning();
  return row ?? null;
}

/** The row an update starts from (locked until the transaction ends), for the audit log's "before". */
export async function lockFeedback(db: DbOrTx, id: number): Promise<FeedbackRow | null> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).for("update").limit(1);
  return row ?? null;
}
