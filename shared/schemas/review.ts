// Review of mistakes ("Ripasso", docs/courses.md): a quiz question answered wrong comes back after
// 1, 3 and 7 days; a right review moves it to the next interval, a wrong one starts again.

/** Days until the next review after 0, 1 and 2 right reviews; after the last the question is learnt. */
export const REVIEW_INTERVALS_DAYS = [1, 3, 7] as const;

/** Points for a right review, at most once per question per Rome day (ledger reason "review"). */
export const REVIEW_POINTS = 2;

/** Due questions shown in the "Ripasso" card at once. */
export const REVIEW_BATCH = 5;

export const REVIEW_MESSAGES = {
  notDue: "Questa domanda non è da ripassare oggi",
  title: "Ripasso",
  empty: "Nessuna domanda da ripassare oggi: ottimo!",
} as const;

export type ReviewQuestion = { questionId: number; lessonId: number; lessonTitle: string; question: string; options: string[]; step: number };

export type ReviewAnswerResult = {
  questionId: number;
  correct: boolean;
  correctAnswer: number;
  explanation: string;
  /** The next review day ("YYYY-MM-DD"), or null when the question is learnt. */
  nextDueOn: string | null;
  pointsAwarded: number;
};
