// Courses, lessons and quizzes (docs/courses.md): request schemas with their
// Italian messages, the shapes the API answers, and the fixed display values of docs/courses.md.
import { z } from "zod";
import { MESSAGES } from "../labels";
import { QUIZ_PASS_MARK } from "../constants";

export const COURSE_MESSAGES = {
  courseNotFoundTitle: "Corso non trovato",
  courseNotFound: "Il corso richiesto non esiste.",
  lessonNotFound: "Lezione non trovata",
  questionNotFound: "Domanda non trovata",
  premiumTitle: "Contenuto Premium",
  premiumRequired: MESSAGES.premiumRequired,
  answersRequired: "Rispondi a tutte le domande del quiz",
  answerInvalid: "Risposta non valida",
  lessonInvalid: "Lezione non valida",
  selectLesson: "Seleziona una lezione",
  quizFailedTitle: "Quiz Non Superato",
  quizPassedTitle: "Quiz Superato!",
} as const;

/** 'Hai ottenuto {score}%. Serve almeno 70% per completare la lezione.' (docs/courses.md). */
export const quizFailedMessage = (score: number) => `Hai ottenuto ${score}%. Serve almeno ${QUIZ_PASS_MARK}% per completare la lezione.`;

const answerIndex = z
  .number({ error: COURSE_MESSAGES.answerInvalid })
  .int(COURSE_MESSAGES.answerInvalid)
  .min(0, COURSE_MESSAGES.answerInvalid)
  .max(3, COURSE_MESSAGES.answerInvalid);

/**
 * POST /api/user/progress. The documented payload (docs/courses.md) is {lessonId, completed, quizScore}; the server
 * never trusts those two (points are earned, not claimed): it scores `answers` itself.
 */
export const submitProgressSchema = z.object({
  // At most PostgreSQL's integer: a larger id is no lesson, and the query must not fail on it.
  lessonId: z.number({ error: COURSE_MESSAGES.lessonInvalid }).int(COURSE_MESSAGES.lessonInvalid).positive(COURSE_MESSAGES.lessonInvalid).max(2_147_483_647, COURSE_MESSAGES.lessonInvalid),
  answers: z.array(answerIndex, { error: COURSE_MESSAGES.answersRequired }).min(1, COURSE_MESSAGES.answersRequired).max(20, COURSE_MESSAGES.answerInvalid),
  completed: z.boolean().optional(),
  quizScore: z.number().min(0).max(100).optional(),
});
export type SubmitProgressInput = z.infer<typeof submitProgressSchema>;

/** POST /api/quizzes/:id/check: the answer to one question, for the feedback after each answer. */
export const checkAnswerSchema = z.object({ answer: answerIndex });

export type LessonSummary = {
  id: number;
  courseId: number;
  title: string;
  order: number;
  isPremium: boolean;
  minutes: number;
  /** True when the viewer may not open it (premium lesson, viewer not premium). */
  locked: boolean;
  /** The first lesson of a premium course: readable by everyone, "Anteprima gratuita" (docs/courses.md). */
  preview: boolean;
};

export type Lesson = Omit<LessonSummary, "locked"> & {
  content: string;
  /** "Aggiornato al": newest last-checked date (ISO) of the registered figures the lesson and its quiz cite (docs/facts.md). */
  figuresCheckedAt: string;
  /** The same date as the page writes it: "Aggiornato al 24 novembre 2026". */
  updatedLabel: string;
};

export type Course = {
  id: number;
  slug: string;
  title: string;
  description: string;
  isPremium: boolean;
  order: number;
  /** Display values in docs/courses.md, hard-coded by course position. */
  /** The sum of its lessons' reading times (docs/courses.md, "Tempo di lettura"). */
  durationMinutes: number;
  lessons: LessonSummary[];
};

export type CourseDetail = Course & {
  /** The lesson the signed-in viewer last opened, when it belongs to this course. */
  resumeLessonId: number | null;
};

/** A question as sent before answering: no correct answer, no explanation. */
export type QuizQuestion = { id: number; lessonId: number; position: number; question: string; options: string[] };

export type AnswerCheck = { questionId: number; answer: number; correct: boolean; correctAnswer: number; explanation: string };

export type ProgressRecord = {
  lessonId: number;
  completed: boolean;
  quizScore: number | null;
  bestScore: number | null;
  attempts: number;
  completedAt: string | null;
};

export type QuizResult = {
  lessonId: number;
  score: number;
  passed: boolean;
  correctCount: number;
  total: number;
  /** Points this submission earned: 10 on the first pass, 0 otherwise. */
  pointsAwarded: number;
  results: AnswerCheck[];
  progress: ProgressRecord;
};

export type UserBadge = { id: number; badgeType: string; earnedAt: string };


/** Whole percent of right answers; 70 or more passes (docs/courses.md). */
export function quizScore(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
}
export const isPassing = (score: number) => score >= QUIZ_PASS_MARK;
