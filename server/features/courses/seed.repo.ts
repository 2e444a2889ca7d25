import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, lessons, quizQuestions } from "../../db/schema";
import type { SeedCourse } from "./content/types";
import { readingMinutes } from "@shared/reading-time";

/**
 * Writes the versioned course content: courses and lessons are upserted by slug, questions by
 * (lesson, position). Nothing a user owns is touched, so re-running never duplicates rows or
 * loses progress; a lesson dropped from the content stays (its progress stays valid). A lesson's
 * minutes are its reading time from its words (docs/courses.md, "Tempo di lettura").
 */
export async function upsertContent(db: Db, content: SeedCourse[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const c of content) {
      const [course] = await tx
        .insert(courses)
        .values({ slug: c.slug, title: c.title, description: c.description, isPremium: c.isPremium, order: c.order })
        .onConflictDoUpdate({
          target: courses.slug,
          set: { title: c.title, description: c.description, isPremium: c.isPremium, order: c.order },
        })
        .returning({ id: courses.id });
      for (const [i, l] of c.lessons.entries()) {
        const values = { courseId: course.id, slug: l.slug, title: l.title, content: l.content, order: i + 1, isPremium: l.isPremium, minutes: readingMinutes(l.content) };
        const [lesson] = await tx
          .insert(lessons)
          .values(values)
          .onConflictDoUpdate({ target: lessons.slug, set: { ...values, slug: sql`excluded.slug` } })
          .returning({ id: lessons.id });
        for (const [p, q] of l.questions.entries()) {
          const qv = { question: q.question, options: q.options as string[], correctAnswer: q.correctAnswer, explanation: q.explanation };
          await tx
            .insert(quizQuestions)
            .values({ lessonId: lesson.id, position: p + 1, ...qv })
            .onConflictDoUpdate({ target: [quizQuestions.lessonId, quizQuestions.position], set: qv });
        }
        // Questions removed from the content (a shorter quiz) must not linger.
        await tx.delete(quizQuestions).where(and(eq(quizQuestions.lessonId, lesson.id), gte(quizQuestions.position, l.questions.length + 1)));
      }
    }
  });
}
