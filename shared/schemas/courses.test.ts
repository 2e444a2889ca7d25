import { describe, expect, it } from "vitest";
import { isPassing, quizFailedMessage, quizScore, submitProgressSchema } from "./courses";

describe("punteggio del quiz", () => {
  it.each([
    [0, 3, 0, false],
    [2, 3, 67, false],
    [3, 3, 100, true],
    [2, 4, 50, false],
    [3, 4, 75, true],
    [3, 5, 60, false],
    [4, 5, 80, true],
    [7, 10, 70, true],
  ])("%i corrette su %i → %i%%", (correct, total, score, passed) => {
    expect(quizScore(correct, total)).toBe(score);
    expect(isPassing(quizScore(correct, total))).toBe(passed);
  });

  it("il messaggio di bocciatura della specifica", () => {
    expect(quizFailedMessage(67)).toBe("Hai ottenuto 67%. Serve almeno 70% per completare la lezione.");
  });

  it("l'invio richiede le risposte: quizScore da solo non basta", () => {
    expect(submitProgressSchema.safeParse({ lessonId: 1, completed: true, quizScore: 100 }).success).toBe(false);
    expect(submitProgressSchema.safeParse({ lessonId: 1, answers: [0, 3, 2] }).success).toBe(true);
  });

  it("un id di lezione oltre l'intero di PostgreSQL è rifiutato dallo schema (la query fallirebbe: 500 trovato dal fuzz)", () => {
    expect(submitProgressSchema.safeParse({ lessonId: 2_147_483_647, answers: [0] }).success).toBe(true);
    const r = submitProgressSchema.safeParse({ lessonId: 2_147_483_648, answers: [0] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["lessonId"]);
  });
});
