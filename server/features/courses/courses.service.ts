import type { AppDeps } from "../../deps";
import type { SessionUser } from "../auth/auth.public";
import { AppError } from "../../http/errors";
import { QUIZ_PASS_POINTS } from "@shared/constants";
import { factsCheckedAt, renderFacts, updatedAtLabel } from "@shared/facts";
import {
  COURSE_MESSAGES,
  isPassing,
  quizScore,
  type AnswerCheck,
  type Course,
  type CourseDetail,
  type Lesson,
  type LessonSummary,
  type ProgressRecord,
  type QuizQuestion,
  type QuizResult,
  type SubmitProgressInput,
  type UserBadge,
} from "@shared/schemas/courses";
import { ttlCache } from "../../lib/ttl-cache";
import * as repo from "./courses.repo";
import type { createReviewService } from "./review.service";

/**
 * The catalogue (courses and lesson titles) is versioned seed content written at start, the same
 * for every reader: each process reads it at most every 30 s instead of twice per request. What a
 * reader may open is still decided per request (toSummary's `locked`).
 */
const CATALOGUE_TTL_MS = 30_000;

type Viewer = SessionUser | null;

/** A preview (first lesson of a premium course, docs/courses.md) opens to everyone. */
const canOpen = (viewer: Viewer, lesson: { isPremium: boolean }, preview = false) => preview || !lesson.isPremium || Boolean(viewer?.isPremium);

function toSummary(l: repo.LessonSummaryRow, viewer: Viewer, preview: boolean): LessonSummary {
  return { id: l.id, courseId: l.courseId, title: l.title, order: l.order, isPremium: l.isPremium, minutes: l.minutes, locked: !canOpen(viewer, l, preview), preview };
}

/** The id of each premium course's preview lesson: its first lesson by order. */
function previewIds(courseRows: Array<{ id: number; isPremium: boolean }>, lessons: repo.LessonSummaryRow[]): Set<number> {
  const premium = new Set(courseRows.filter((c) => c.isPremium).map((c) => c.id));
  const first = new Map<number, repo.LessonSummaryRow>();
  for (const l of lessons) {
    const f = first.get(l.courseId);
    if (premium.has(l.courseId) && (!f || l.order < f.order || (l.order === f.order && l.id < f.id))) first.set(l.courseId, l);
  }
  return new Set([...first.values()].map((l) => l.id));
}

function toCourse(c: repo.CourseRow, lessons: repo.LessonSummaryRow[], viewer: Viewer): Course {
  const previews = previewIds([c], lessons.filter((l) => l.courseId === c.id));
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    description: c.description,
    isPremium: c.isPremium,
    order: c.order,
    durationMinutes: lessons.filter((l) => l.courseId === c.id).reduce((sum, l) => sum + l.minutes, 0),
    lessons: lessons.filter((l) => l.courseId === c.id).map((l) => toSummary(l, viewer, previews.has(l.id))),
  };
}

export function toProgressRecord(p: repo.ProgressRow): ProgressRecord {
  return { lessonId: p.lessonId, completed: p.completed, quizScore: p.quizScore, bestScore: p.bestScore, attempts: p.attempts, completedAt: p.completedAt?.toISOString() ?? null };
}

/** The lesson as the reader gets it: its figures rendered and the date they were checked. */
function toLesson(l: repo.LessonRow, preview: boolean, questions: repo.QuestionRow[]): Lesson {
  const checkedAt = factsCheckedAt(l.content, ...questions.flatMap((q) => [q.question, q.explanation, ...q.options]));
  return {
    id: l.id,
    courseId: l.courseId,
    title: renderFacts(l.title),
    content: renderFacts(l.content),
    order: l.order,
    isPremium: l.isPremium,
    minutes: l.minutes,
    preview,
    figuresCheckedAt: checkedAt,
    updatedLabel: updatedAtLabel(checkedAt),
  };
}

/** One answer checked: an option the question does not have is a 400. */
function checkAnswerOf(q: repo.QuestionRow, answer: number): AnswerCheck {
  if (answer >= q.options.length) throw new AppError("validation", COURSE_MESSAGES.answerInvalid);
  return { questionId: q.id, answer, correct: answer === q.correctAnswer, correctAnswer: q.correctAnswer, explanation: renderFacts(q.explanation) };
}

/** review: the feature's one review service (courses.module), which the quiz's mistakes feed. */
export function createCoursesService(deps: AppDeps, review: Pick<ReturnType<typeof createReviewService>, "recordMistakes">) {
  const { db } = deps;
  const listTexts = new WeakMap<object, Map<boolean, string>>();
  const catalogue = ttlCache(CATALOGUE_TTL_MS, async () => {
    const [courses, lessons] = await Promise.all([repo.listCourses(db), repo.listLessonSummaries(db)]);
    return { courses, lessons };
  });

  /** The lesson, if it exists (404) and the viewer may open it (403 with the message of docs/courses.md). */
  async function openableLesson(viewer: Viewer, lessonId: number): Promise<repo.LessonRow> {
    const lesson = await repo.findLesson(db, lessonId);
    if (!lesson) throw new AppError("not_found", COURSE_MESSAGES.lessonNotFound);
    if (!canOpen(viewer, lesson) && !(await repo.isPreviewLesson(db, lesson))) throw new AppError("premium_required", COURSE_MESSAGES.premiumRequired);
    return lesson;
  }

  return {
    /**
     * The course list (Course[]) as JSON text, built once per catalogue read for each kind of viewer: it
     * depends only on whether the viewer has Premium (the locks), and building and serialising it
     * was about a tenth of the most asked public read (docs/benchmarks-log.md).
     */
    async listCoursesJson(viewer: Viewer): Promise<string> {
      const cat = await catalogue.get();
      let texts = listTexts.get(cat);
      if (!texts) listTexts.set(cat, (texts = new Map()));
      const kind = Boolean(viewer?.isPremium);
      let text = texts.get(kind);
      if (text === undefined) texts.set(kind, (text = JSON.stringify(cat.courses.map((c) => toCourse(c, cat.lessons, viewer)))));
      return text;
    },

    async getCourse(viewer: Viewer, courseId: number): Promise<CourseDetail> {
      const course = await repo.findCourse(db, courseId);
      if (!course) throw new AppError("not_found", COURSE_MESSAGES.courseNotFound);
      const lessons = await repo.listLessonSummaries(db, courseId);
      const last = viewer ? await repo.getLastLessonId(db, viewer.id) : null;
      const previews = previewIds([course], lessons);
      const resume = lessons.find((l) => l.id === last && canOpen(viewer, l, previews.has(l.id)));
      return { ...toCourse(course, lessons, viewer), resumeLessonId: resume?.id ?? null };
    },

    async listCourseLessons(viewer: Viewer, courseId: number): Promise<LessonSummary[]> {
      const course = await repo.findCourse(db, courseId);
      if (!course) throw new AppError("not_found", COURSE_MESSAGES.courseNotFound);
      const lessons = await repo.listLessonSummaries(db, courseId);
      const previews = previewIds([course], lessons);
      return lessons.map((l) => toSummary(l, viewer, previews.has(l.id)));
    },

    /** Opening a lesson also moves the signed-in reader's position to it. */
    async getLesson(viewer: Viewer, lessonId: number): Promise<Lesson> {
      const l = await openableLesson(viewer, lessonId);
      const preview = await repo.isPreviewLesson(db, l);
      if (viewer) await repo.setLastLessonId(db, viewer.id, l.id);
      return toLesson(l, preview, await repo.listQuestions(db, l.id));
    },

    async listQuizQuestions(viewer: Viewer, lessonId: number): Promise<QuizQuestion[]> {
      await openableLesson(viewer, lessonId);
      const questions = await repo.listQuestions(db, lessonId);
      return questions.map((q) => ({ id: q.id, lessonId: q.lessonId, position: q.position, question: renderFacts(q.question), options: q.options.map(renderFacts) }));
    },

    async checkAnswer(viewer: Viewer, questionId: number, answer: number): Promise<AnswerCheck> {
      const q = await repo.findQuestion(db, questionId);
      if (!q) throw new AppError("not_found", COURSE_MESSAGES.questionNotFound);
      await openableLesson(viewer, q.lessonId);
      return checkAnswerOf(q, answer);
    },

    async listProgress(user: SessionUser): Promise<ProgressRecord[]> {
      return (await repo.listCompletedProgress(db, user.id)).map(toProgressRecord);
    },

    async listBadges(user: SessionUser): Promise<UserBadge[]> {
      return (await repo.listBadges(db, user.id)).map((b) => ({ id: b.id, badgeType: b.badgeType, earnedAt: b.earnedAt.toISOString() }));
    },

    /**
     * Scores the submitted answers (never the client's quizScore), records the attempt and, on
     * the first pass only, emits "lesson.completed" after the commit: gamification awards the
     * 10 points once through its ledger.
     */
    async submitQuiz(user: SessionUser, input: SubmitProgressInput): Promise<QuizResult> {
      const lesson = await openableLesson(user, input.lessonId);
      const questions = await repo.listQuestions(db, lesson.id);
      if (questions.length === 0 || input.answers.length !== questions.length) throw new AppError("validation", COURSE_MESSAGES.answersRequired);
      const results: AnswerCheck[] = questions.map((q, i) => checkAnswerOf(q, input.answers[i]));
      const correctCount = results.filter((r) => r.correct).length;
      const score = quizScore(correctCount, questions.length);
      const passed = isPassing(score);
      const at = deps.clock.now();
      const { row, newlyCompleted } = await deps.events.transaction(db, async (tx) => {
        const out = await repo.recordAttempt(tx, { userId: user.id, lessonId: lesson.id, score, passed, at });
        await repo.setLastLessonId(tx, user.id, lesson.id);
        // Gamification reacts after the commit, in the event worker (docs/events.md).
        if (out.newlyCompleted) await deps.events.record(tx, "lesson.completed", { userId: user.id, lessonId: lesson.id, courseId: lesson.courseId });
        await deps.events.record(tx, "study.done", { userId: user.id });
        return out;
      });
      await review.recordMistakes(user.id, results.filter((r) => !r.correct).map((r) => r.questionId));
      return {
        lessonId: lesson.id,
        score,
        passed,
        correctCount,
        total: questions.length,
        pointsAwarded: newlyCompleted ? QUIZ_PASS_POINTS : 0,
        results,
        progress: toProgressRecord(row),
      };
    },
  };
}

