import { and, asc, eq, lt, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { lessons, quizQuestions, reviewItems } from "../../db/schema";
import { REVIEW_INTERVALS_DAYS } from "@shared/schemas/review";

export type ReviewItemRow = typeof reviewItems.$inferSelect;

/** Questions answered wrong: (back) to the first interval, due on `dueOn`. */
export async function scheduleMistakes(db: DbOrTx, userId: number, questionIds: number[], dueOn: string, at: Date): Promise<void> {
  if (questionIds.length === 0) return;
  await db
    .insert(reviewItems)
    .values(questionIds.map((questionId) => ({ userId, questionId, step: 0, dueOn, updatedAt: at })))
    .onConflictDoUpdate({ target: [reviewItems.userId, reviewItems.questionId], set: { step: 0, dueOn, updatedAt: at } });
}

/** The user's questions due on or before `today`, not yet learnt, oldest due first. */
export const listDue = (db: DbOrTx, userId: number, today: string, limit: number) =>
  db
    .select({ item: reviewItems, question: quizQuestions, lessonTitle: lessons.title })
    .from(reviewItems)
    .innerJoin(quizQuestions, eq(quizQuestions.id, reviewItems.questionId))
    .innerJoin(lessons, eq(lessons.id, quizQuestions.lessonId))
    .where(and(eq(reviewItems.userId, userId), lte(reviewItems.dueOn, today), lt(reviewItems.step, REVIEW_INTERVALS_DAYS.length)))
    .orderBy(asc(reviewItems.dueOn), asc(reviewItems.id))
    .limit(limit);

export async function findItem(db: DbOrTx, userId: number, questionId: number): Promise<ReviewItemRow | null> {
  const rows = await db.select().from(reviewItems).where(and(eq(reviewItems.userId, userId), eq(reviewItems.questionId, questionId)));
  return rows[0] ?? null;
}

export async function updateItem(db: DbOrTx, id: number, step: number, dueOn: string, at: Date): Promise<void> {
  await db.update(reviewItems).set({ step, dueOn, updatedAt: at }).where(eq(reviewItems.id, id));
}
