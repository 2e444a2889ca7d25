// Test helpers for the courses integration tests: a small premium course seeded through the
// real seed code, and the right answers read from the database (what an expert would answer).
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { lessons, quizQuestions } from "../../../db/schema";
import type { SeedCourse } from "../content/types";
import { upsertContent } from "../seed.repo";

const filler = (topic: string) => Array.from({ length: 420 }, (_, i) => `${topic}${i}`).join(" ");

export const premiumFixture: SeedCourse = {
  slug: "test-corso-premium",
  title: "Corso di prova Premium",
  description: "Solo per i test",
  isPremium: true,
  order: 99,
  lessons: [
    {
      slug: "test-lezione-libera",
      title: "Lezione di prova libera",
      minutes: 12,
      isPremium: false,
      content: filler("libera"),
      questions: [
        { question: "Uno?", options: ["a", "b", "c", "d"], correctAnswer: 0, explanation: "Perché a." },
        { question: "Due?", options: ["a", "b", "c", "d"], correctAnswer: 1, explanation: "Perché b." },
        { question: "Tre?", options: ["a", "b", "c", "d"], correctAnswer: 2, explanation: "Perché c." },
      ],
    },
    {
      slug: "test-lezione-premium",
      title: "Lezione di prova Premium",
      minutes: 25,
      isPremium: true,
      content: filler("premium"),
      questions: [
        { question: "Uno?", options: ["a", "b", "c", "d"], correctAnswer: 3, explanation: "Perché d." },
        { question: "Due?", options: ["a", "b", "c", "d"], correctAnswer: 2, explanation: "Perché c." },
        { question: "Tre?", options: ["a", "b", "c", "d"], correctAnswer: 1, explanation: "Perché b." },
      ],
    },
  ],
};

export const seedPremiumFixture = (db: Db) => upsertContent(db, [premiumFixture]);

export async function lessonIdBySlug(db: Db, slug: string): Promise<number> {
  const rows = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.slug, slug));
  if (!rows[0]) throw new Error(`lezione ${slug} assente`);
  return rows[0].id;
}

export async function rightAnswers(db: Db, lessonId: number): Promise<number[]> {
  const rows = await db.select({ c: quizQuestions.correctAnswer }).from(quizQuestions).where(eq(quizQuestions.lessonId, lessonId)).orderBy(asc(quizQuestions.position));
  return rows.map((r) => r.c);
}

/** All wrong: each answer moved one option along. */
export const wrongAnswers = (right: number[]) => right.map((c) => (c + 1) % 4);
