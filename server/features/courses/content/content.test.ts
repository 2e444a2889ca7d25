import { describe, expect, it } from "vitest";
import { renderFacts, unknownFactIds } from "@shared/facts";
import { CATALOGUE_LESSON_COUNT, COURSE_CONTENT } from "./index";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** Words a reader sees: figures written from the registry, Markdown marks and lone symbols not counted. */
const renderedWords = (markdown: string) => renderFacts(markdown).split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
const lessons = COURSE_CONTENT.flatMap((c) => c.lessons.map((l) => ({ course: c.slug, ...l })));

describe("contenuti dei corsi", () => {
  it("i corsi sono in ordine 1, 2, 3, … senza buchi; il totale delle lezioni (il cruscotto conta su questo) è la somma del catalogo", () => {
    expect(COURSE_CONTENT.map((c) => c.order)).toEqual(COURSE_CONTENT.map((_c, i) => i + 1));
    expect(COURSE_CONTENT.length).toBeGreaterThanOrEqual(4);
    expect(CATALOGUE_LESSON_COUNT).toBe(lessons.length);
  });

  it("«Difendersi e farsi valere»: gratuito, 5 lezioni da 500 a 900 parole, almeno 4 domande ciascuna (20 in tutto), ognuna spiegata", () => {
    const course = COURSE_CONTENT.find((c) => c.slug === "difendersi-e-farsi-valere")!;
    expect(course.isPremium).toBe(false);
    expect(course.lessons).toHaveLength(5);
    for (const l of course.lessons) {
      expect(l.isPremium).toBe(false);
      const n = renderedWords(l.content);
      expect(n, `${l.slug}: ${n} parole`).toBeGreaterThanOrEqual(500);
      expect(n, `${l.slug}: ${n} parole`).toBeLessThanOrEqual(900);
      expect(l.questions.length, l.slug).toBeGreaterThanOrEqual(4);
      const texts = [l.content, ...l.questions.flatMap((q) => [q.question, ...q.options, q.explanation])];
      expect(texts.flatMap(unknownFactIds), l.slug).toEqual([]);
      for (const q of l.questions) expect(q.explanation.split(/\s+/).length, q.question).toBeGreaterThanOrEqual(10);
    }
    expect(course.lessons.flatMap((l) => l.questions).length).toBeGreaterThanOrEqual(20);
    // Figures come from the registry (docs/facts.md), as placeholders.
    expect(course.lessons.some((l) => /\{\{fatto:[a-z0-9-]+\}\}/.test(l.content))).toBe(true);
  });

  // Issue 42: the two courses on the single-income family's risks (docs/courses.md).
  it.each([
    ["se-l-unico-reddito-si-ferma", 5, /NASpI/],
    ["proteggere-chi-non-ha-un-reddito", 6, /legittima/],
  ] as const)("«%s»: gratuito, corso %i, 5 lezioni da almeno 500 parole lette, 5 domande spiegate ciascuna, cifre dal registro, fonti citate", (slug, order, topic) => {
    const course = COURSE_CONTENT.find((c) => c.slug === slug)!;
    expect(course, slug).toBeDefined();
    expect(course.order).toBe(order);
    expect(course.isPremium).toBe(false);
    expect(course.lessons).toHaveLength(5);
    for (const l of course.lessons) {
      expect(l.isPremium, l.slug).toBe(false);
      const n = renderedWords(l.content);
      expect(n, `${l.slug}: ${n} parole`).toBeGreaterThanOrEqual(500);
      expect(words(l.content), l.slug).toBeLessThanOrEqual(900);
      expect(l.questions, l.slug).toHaveLength(5);
      for (const q of l.questions) expect(q.explanation.split(/\s+/).length, q.question).toBeGreaterThanOrEqual(10);
      const texts = [l.content, ...l.questions.flatMap((q) => [q.question, ...q.options, q.explanation])];
      expect(texts.flatMap(unknownFactIds), l.slug).toEqual([]);
      // Sources cited, as the other lessons do, on the last line.
      expect(l.content.split("\n").at(-1), l.slug).toMatch(/^Fonti: /);
    }
    expect(course.lessons.map((l) => renderFacts(l.content)).join("\n")).toMatch(topic);
    // The right answer is not always in the same place (a reader could learn the position).
    const keys = course.lessons.flatMap((l) => l.questions.map((q) => q.correctAnswer));
    for (const k of [0, 1, 2, 3]) expect(keys.filter((x) => x === k).length, `risposta ${k}`).toBeGreaterThanOrEqual(3);
    // Figures come from the registry (docs/facts.md), as placeholders (the literal scanner refuses any other).
    expect(course.lessons.filter((l) => /\{\{fatto:[a-z0-9-]+\}\}/.test(l.content)).length).toBeGreaterThanOrEqual(4);
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
