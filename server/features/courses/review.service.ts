import type { AppDeps } from "../../deps";
import type { SessionUser } from "../auth/auth.public";
import { AppError } from "../../http/errors";
import { addDays, romeDateString } from "@shared/calendar";
import { renderFacts } from "@shared/facts";
import { COURSE_MESSAGES } from "@shared/schemas/courses";
import { REVIEW_BATCH, REVIEW_INTERVALS_DAYS, REVIEW_MESSAGES, REVIEW_POINTS, type ReviewAnswerResult, type ReviewQuestion } from "@shared/schemas/review";
import { awardPoints } from "../gamification/gamification.public";
import * as repo from "./review.repo";
import { findQuestion } from "./courses.repo";

/** Review of mistakes (docs/courses.md, "Ripasso"): due after 1, 3 and 7 days, in Rome days. */
export function createReviewService(deps: Pick<AppDeps, "db" | "clock" | "events">) {
  const { db, clock } = deps;
  const today = () => romeDateString(clock.now());

  return {
    /** Questions answered wrong in a quiz come back tomorrow (a repeated mistake starts over). */
    async recordMistakes(userId: number, questionIds: number[]): Promise<void> {
      await repo.scheduleMistakes(db, userId, questionIds, addDays(today(), REVIEW_INTERVALS_DAYS[0]), clock.now());
    },

    async due(user: SessionUser): Promise<ReviewQuestion[]> {
      const rows = await repo.listDue(db, user.id, today(), REVIEW_BATCH);
      return rows.map((r) => ({
        questionId: r.question.id,
        lessonId: r.question.lessonId,
        lessonTitle: renderFacts(r.lessonTitle),
        question: renderFacts(r.question.question),
        options: r.question.options.map(renderFacts),
        step: r.item.step,
      }));
    },

    /**
     * A right review moves the question to the next interval (learnt after the last) and earns
     * REVIEW_POINTS once per question per Rome day; a wrong one brings it back tomorrow.
     */
    async answer(user: SessionUser, questionId: number, answer: number): Promise<ReviewAnswerResult> {
      const item = await repo.findItem(db, user.id, questionId);
      const q = item ? await findQuestion(db, questionId) : null;
      if (!item || !q) throw new AppError("not_found", COURSE_MESSAGES.questionNotFound);
      const day = today();
      if (item.dueOn > day || item.step >= REVIEW_INTERVALS_DAYS.length) throw new AppError("conflict", REVIEW_MESSAGES.notDue);
      if (answer >= q.options.length) throw new AppError("validation", COURSE_MESSAGES.answerInvalid);
      const correct = answer === q.correctAnswer;
      const step = correct ? item.step + 1 : 0;
      const learnt = step >= REVIEW_INTERVALS_DAYS.length;
      const nextDueOn = learnt ? null : addDays(day, REVIEW_INTERVALS_DAYS[correct ? step : 0]);
      const paid = await deps.events.transaction(db, async (tx) => {
        await repo.updateItem(tx, item.id, step, nextDueOn ?? day, clock.now());
        const awarded = correct && (await awardPoints(tx, { userId: user.id, amount: REVIEW_POINTS, reason: "review", refId: `${questionId}:${day}`, at: clock.now() }));
        await deps.events.record(tx, "study.done", { userId: user.id });
        return awarded;
      });
      return { questionId, correct, correctAnswer: q.correctAnswer, explanation: renderFacts(q.explanation), nextDueOn, pointsAwarded: paid ? REVIEW_POINTS : 0 };
    },
  };
}
