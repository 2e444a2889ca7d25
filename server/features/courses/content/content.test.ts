import { describe, expect, it } from "vitest";
import { LESSONS_PROGRESS_TOTAL } from "@shared/constants";
import { COURSE_CONTENT } from "./index";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const lessons = COURSE_CONTENT.flatMap((c) => c.lessons.map((l) => ({ course: c.slug, ...l })));

describe("contenuti dei corsi", () => {
  it("ha 3 corsi, in ordine 1, 2, 3, e 20 lezioni (il cruscotto conta su 20)", () => {
    expect(COURSE_CONTENT.map((c) => c.order)).toEqual([1, 2, 3]);
    expect(lessons).toHaveLength(LESSONS_PROGRESS_TOTAL);
  });

  it("il corso 1 è gratuito, con lezioni gratuite", () => {
    const first = COURSE_CONTENT.find((c) => c.order === 1)!;
    expect(first.slug).toBe("budget-familiare");
    expect(first.isPremium).toBe(false);
    expect(first.lessons.every((l) => !l.isPremium)).toBe(true);
  });

  it("slug unici per corsi e lezioni", () => {
    const courseSlugs = COURSE_CONTENT.map((c) => c.slug);
    expect(new Set(courseSlugs).size).toBe(courseSlugs.length);
    const lessonSlugs = lessons.map((l) => l.slug);
    expect(new Set(lessonSlugs).size).toBe(lessonSlugs.length);
  });

  it.each(lessons.map((l) => [l.slug, l] as const))("%s: da 400 a 900 parole, testo semplice, minuti positivi", (_slug, l) => {
    const n = words(l.content);
    expect(n, `${l.slug}: ${n} parole`).toBeGreaterThanOrEqual(400);
    expect(n, `${l.slug}: ${n} parole`).toBeLessThanOrEqual(900);
    expect(l.content).not.toMatch(/<[a-z][^>]*>/i);
    expect(l.content.split("\n").every((p) => p.trim().length > 0)).toBe(true);
    expect(l.minutes).toBeGreaterThan(0);
  });

  it.each(lessons.map((l) => [l.slug, l] as const))("%s: da 3 a 5 domande, quattro opzioni, risposta giusta tra le opzioni", (_slug, l) => {
    expect(l.questions.length).toBeGreaterThanOrEqual(3);
    expect(l.questions.length).toBeLessThanOrEqual(5);
    for (const q of l.questions) {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size, q.question).toBe(4);
      expect(Number.isInteger(q.correctAnswer)).toBe(true);
      expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(q.correctAnswer).toBeLessThan(q.options.length);
      expect(q.question.trim()).not.toBe("");
      expect(q.explanation.trim()).not.toBe("");
    }
  });
});
