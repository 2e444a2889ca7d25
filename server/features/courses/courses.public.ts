// Reads other features may use (chat context, dashboard, challenges). Keep these signatures stable.
import { and, count, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courses, lessons, userProgress } from "../../db/schema";

export async function countCompletedLessons(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(userProgress)
    .where(and(eq(userProgress.userId, userId), eq(userProgress.completed, true)));
  return Number(rows[0]?.n ?? 0);
}

/** countCompletedLessons as a scalar subquery, for a caller composing one statement. */
export function completedLessonsSql(userId: SQL) {
  return sql<number>`(select count(*)::int from ${userProgress} where ${userProgress.userId} = ${userId} and ${userProgress.completed})`;
}

/** The seeded course content (lesson texts), for the chat's search over the app's own lessons. */
export { CATALOGUE_LESSON_COUNT, COURSE_CONTENT } from "./content";

/** Course and lesson ids of lessons by slug, so another feature can link to a lesson (/courses/:id?lezione=:lessonId). */
export async function findLessonIdsBySlugs(db: DbOrTx, slugs: string[]): Promise<Map<string, { courseId: number; lessonId: number }>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select({ slug: lessons.slug, courseId: lessons.courseId, lessonId: lessons.id }).from(lessons).where(inArray(lessons.slug, slugs));
  return new Map(rows.map((r) => [r.slug, { courseId: r.courseId, lessonId: r.lessonId }]));
}

/** Lessons by slug with their course (links from other features: the literacy check's "what to study"). */
export async function lessonsBySlug(db: DbOrTx, slugs: readonly string[]): Promise<Array<{ id: number; courseId: number; slug: string; title: string }>> {
  if (slugs.length === 0) return [];
  return db.select({ id: lessons.id, courseId: lessons.courseId, slug: lessons.slug, title: lessons.title }).from(lessons).where(inArray(lessons.slug, [...slugs]));
}

/**
 * Courses each user has completed (every lesson of the course completed) and when: the time the
 * last of its lessons was completed. Used by aggregates (the literacy gains by course).
 */
export async function courseCompletions(db: DbOrTx): Promise<Array<{ userId: number; courseId: number; title: string; completedAt: Date }>> {
  const rows = await db
    .select({
      userId: userProgress.userId,
      courseId: courses.id,
      title: courses.title,
      done: sql<number>`count(*)::int`,
      total: sql<number>`(select count(*)::int from ${lessons} l2 where l2.course_id = ${courses.id})`,
      completedAt: sql<string>`max(${userProgress.completedAt})`,
    })
    .from(userProgress)
    .innerJoin(lessons, eq(lessons.id, userProgress.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(userProgress.completed, true))
    .groupBy(userProgress.userId, courses.id, courses.title);
  return rows.filter((r) => r.done >= r.total).map((r) => ({ userId: r.userId, courseId: r.courseId, title: r.title, completedAt: new Date(r.completedAt) }));
}

/** Lessons the user completed in [from, to): a challenge counts the whole period. */
export async function countCompletedBetween(db: DbOrTx, userId: number, from: Date, to: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(userProgress)
    .where(and(eq(userProgress.userId, userId), eq(userProgress.completed, true), gte(userProgress.completedAt, from), lt(userProgress.completedAt, to)));
  return Number(rows[0]?.n ?? 0);
}
