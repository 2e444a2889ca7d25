import { z } from "zod";
import { LITERACY_ITEMS, type LiteracyDimension } from "../literacy/items";

// The financial-literacy check's input and answers (docs/literacy.md).

export const LITERACY_MESSAGES = {
  answersRequired: "Rispondi a tutte le domande del check-up",
  answerInvalid: "Risposta non valida",
  unknownQuestion: "Domanda del check-up sconosciuta",
  saved: "Check-up salvato",
} as const;

const answerSchema = (options: number) =>
  z
    .number({ error: LITERACY_MESSAGES.answersRequired })
    .int(LITERACY_MESSAGES.answerInvalid)
    .min(0, LITERACY_MESSAGES.answerInvalid)
    .max(options - 1, LITERACY_MESSAGES.answerInvalid);

/** POST /api/user/literacy: one option index for every item, no other key. */
export const literacyAnswersSchema = z.object({
  answers: z.strictObject(Object.fromEntries(LITERACY_ITEMS.map((i) => [i.id, answerSchema(i.options.length)])), { error: LITERACY_MESSAGES.unknownQuestion }),
});
export type LiteracyAnswersInput = z.infer<typeof literacyAnswersSchema>;

export type LiteracyQuestion = { id: string; dimension: LiteracyDimension; text: string; options: string[] };

/** A published average on the same 1-21 scale, from the facts registry. */
export type LiteracyBenchmark = { id: string; label: string; value: number; text: string; source: string; url: string; verified: boolean };

export type LiteracyQuestionnaire = { questions: LiteracyQuestion[]; benchmarks: LiteracyBenchmark[] };

export type LessonLink = { lessonId: number; courseId: number; title: string };

export type LiteracyCheck = {
  id: number;
  createdAt: string;
  knowledge: number;
  behaviour: number;
  attitude: number;
  total: number;
};

export type LiteracyResult = LiteracyCheck & {
  /** The knowledge concepts missed in this check, each with the lessons that teach it. */
  studyNext: Array<{ concept: string; lessons: LessonLink[] }>;
  /** This check minus the first one (null on the first check). */
  changeSinceFirst: { knowledge: number; behaviour: number; attitude: number; total: number } | null;
};

/** GET /api/user/literacy: every check, oldest first, and the latest in full. */
export type LiteracyHistory = { checks: LiteracyCheck[]; latest: LiteracyResult | null };

/** GET /api/admin/literacy: aggregates only (docs/literacy.md, "For the operator"). */
export type LiteracyGain = { mean: number; low: number; high: number };
export type LiteracyGroup = {
  /** "Tutti" or a course title. */
  label: string;
  courseId: number | null;
  /** Users with a first and a later check; the group's numbers are null when fewer than the minimum. */
  users: number;
  hidden: boolean;
  first: Record<"knowledge" | "behaviour" | "attitude" | "total", number> | null;
  latest: Record<"knowledge" | "behaviour" | "attitude" | "total", number> | null;
  gain: LiteracyGain | null;
};
export type LiteracyAdminReport = { usersWithOneCheck: number; usersWithTwoChecks: number; minGroupSize: number; groups: LiteracyGroup[] };
