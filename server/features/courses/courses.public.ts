// Reads other features may use (chat context, dashboard, challenges). Keep these signatures stable.
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { lessons, userProgress } from "../../db/schema";

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
export { COURSE_CONTENT } from "./content";

/** Course and lesson ids of lessons by slug, so another feature can link to a lesson (/courses/:id?lezione=:lessonId). */
export async function findLessonIdsBySlugs(db: DbOrTx, slugs: string[]): Promise<Map<string, { courseId: number; lessonId: number }>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select({ slug: lessons.slug, courseId: lessons.courseId, lessonId: lessons.id }).from(lessons).where(inArray(lessons.slug, slugs));
  return new Map(rows.map((r) => [r.slug, { courseId: r.courseId, lessonId: r.lessonId }]));
}
