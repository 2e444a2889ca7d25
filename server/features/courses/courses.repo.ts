import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { courses, lessons, quizQuestions, userBadges, userProgress, users } from "../../db/schema";

const lessonSummaryColumns = {
  id: lessons.id,
  courseId: lessons.courseId,
  title: lessons.title,
  order: lessons.order,
  isPremium: lessons.isPremium,
  minutes: lessons.minutes,
};

export type CourseRow = typeof courses.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type LessonSummaryRow = Omit<LessonRow, "content" | "slug">;
export type QuestionRow = typeof quizQuestions.$inferSelect;
export type ProgressRow = typeof userProgress.$inferSelect;

export const listCourses = (db: DbOrTx): Promise<CourseRow[]> => db.select().from(courses).orderBy(asc(courses.order), asc(courses.id));

export async function findCourse(db: DbOrTx, id: number): Promise<CourseRow | null> {
  const rows = await db.select().from(courses).where(eq(courses.id, id));
  return rows[0] ?? null;
}

/** Lessons without their content (lists never carry it), optionally of one course. */
export function listLessonSummaries(db: DbOrTx, courseId?: number): Promise<LessonSummaryRow[]> {
  const q = db.select(lessonSummaryColumns).from(lessons);
  return (courseId === undefined ? q : q.where(eq(lessons.courseId, courseId))).orderBy(asc(lessons.courseId), asc(lessons.order), asc(lessons.id));
}

export async function findLesson(db: DbOrTx, id: number): Promise<LessonRow | null> {
  const rows = await db.select().from(lessons).where(eq(lessons.id, id));
  return rows[0] ?? null;
}

/** Whether a lesson is its premium course's preview: the course is premium and no lesson comes before it. */
export async function isPreviewLesson(db: DbOrTx, lesson: { courseId: number; order: number; id: number }): Promise<boolean> {
  const rows = await db
    .select({
      coursePremium: courses.isPremium,
      before: sql<number>`(select count(*)::int from ${lessons} l2 where l2.course_id = ${lesson.courseId} and (l2."order" < ${lesson.order} or (l2."order" = ${lesson.order} and l2.id < ${lesson.id})))`,
    })
    .from(courses)
    .where(eq(courses.id, lesson.courseId));
  return Boolean(rows[0]?.coursePremium) && Number(rows[0]?.before) === 0;
}

export const listQuestions = (db: DbOrTx, lessonId: number): Promise<QuestionRow[]> =>
  db.select().from(quizQuestions).where(eq(quizQuestions.lessonId, lessonId)).orderBy(asc(quizQuestions.position));

export async function findQuestion(db: DbOrTx, id: number): Promise<QuestionRow | null> {
  const rows = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
  return rows[0] ?? null;
}

/** The user's completed lessons (docs/courses.md: the list's length is the completed-lessons count). */
export const listCompletedProgress = (db: DbOrTx, userId: number): Promise<ProgressRow[]> =>
  db
    .select()
    .from(userProgress)
    .where(and(eq(userProgress.userId, userId), eq(userProgress.completed, true)))
    .orderBy(asc(userProgress.completedAt), asc(userProgress.id));

// users.last_lesson_id is the reading position the foundation put on the user row for this
// feature; courses is its only writer.
export async function getLastLessonId(db: DbOrTx, userId: number): Promise<number | null> {
  const rows = await db.select({ id: users.lastLessonId }).from(users).where(eq(users.id, userId));
  return rows[0]?.id ?? null;
}

export async function setLastLessonId(db: DbOrTx, userId: number, lessonId: number): Promise<void> {
  await db.update(users).set({ lastLessonId: lessonId }).where(eq(users.id, userId));
}

/** The user's earned badges; the rules that award them belong to gamification. */
export const listBadges = (db: DbOrTx, userId: number) =>
  db
    .select({ id: userBadges.id, badgeType: userBadges.badgeType, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.earnedAt), asc(userBadges.id));

/**
 * Records one scored attempt. The row is locked (SELECT ... FOR UPDATE) so that, among
 * concurrent passing submissions, exactly one sees the lesson still incomplete and reports
 * `newlyCompleted` — the caller emits "lesson.completed" only for that one.
 */
export async function recordAttempt(
  tx: Tx,
  a: { userId: number; lessonId: number; score: number; passed: boolean; at: Date },
): Promise<{ row: ProgressRow; newlyCompleted: boolean }> {
  await tx.insert(userProgress).values({ userId: a.userId, lessonId: a.lessonId, updatedAt: a.at }).onConflictDoNothing();
  const [current] = await tx
    .select()
    .from(userProgress)
    .where(and(eq(userProgress.userId, a.userId), eq(userProgress.lessonId, a.lessonId)))
    .for("update");
  const newlyCompleted = a.passed && !current.completed;
  const [row] = await tx
    .update(userProgress)
    .set({
      quizScore: a.score,
      bestScore: sql`greatest(coalesce(${userProgress.bestScore}, 0), ${a.score})`,
      attempts: sql`${userProgress.attempts} + 1`,
      completed: current.completed || a.passed,
      completedAt: newlyCompleted ? a.at : current.completedAt,
      updatedAt: a.at,
    })
    .where(eq(userProgress.id, current.id))
    .returning();
  return { row, newlyCompleted };
}
