import {
  COURSE_MESSAGES,
  checkAnswerSchema,
  submitProgressSchema,
  type AnswerCheck,
  type Course,
  type CourseDetail,
  type Lesson,
  type LessonSummary,
  type ProgressRecord,
  type QuizQuestion,
  type QuizResult,
  type UserBadge,
} from "../schemas/courses";
import type { ReviewAnswerResult, ReviewQuestion } from "../schemas/review";
import { endpoint, typeOnly } from "./define";
import { idParams } from "./params";

// Lessons are public; a premium lesson opens to premium users only (a data-dependent rule the
// security suite checks with its own cases).
export const coursesContract = {
  list: endpoint({ method: "GET", path: "/api/courses", access: "public", output: typeOnly<Course[]>() }),
  course: endpoint({ method: "GET", path: "/api/courses/:id", params: idParams(COURSE_MESSAGES.courseNotFound), access: "public", output: typeOnly<CourseDetail>() }),
  courseLessons: endpoint({ method: "GET", path: "/api/courses/:id/lessons", params: idParams(COURSE_MESSAGES.courseNotFound), access: "public", output: typeOnly<LessonSummary[]>() }),
  lesson: endpoint({ method: "GET", path: "/api/lessons/:id", params: idParams(COURSE_MESSAGES.lessonNotFound), access: "public", output: typeOnly<Lesson>() }),
  quiz: endpoint({ method: "GET", path: "/api/lessons/:id/quizzes", params: idParams(COURSE_MESSAGES.lessonNotFound), access: "public", output: typeOnly<QuizQuestion[]>() }),
  checkAnswer: endpoint({ method: "POST", path: "/api/quizzes/:id/check", params: idParams(COURSE_MESSAGES.questionNotFound), access: "public", body: checkAnswerSchema, output: typeOnly<AnswerCheck>() }),
  progress: endpoint({ method: "GET", path: "/api/user/progress", access: "user", output: typeOnly<ProgressRecord[]>() }),
  submitQuiz: endpoint({ method: "POST", path: "/api/user/progress", access: "user", body: submitProgressSchema, output: typeOnly<QuizResult>() }),
  badges: endpoint({ method: "GET", path: "/api/user/badges", access: "user", output: typeOnly<UserBadge[]>() }),
  // Review of mistakes (docs/courses.md, "Ripasso"): the caller's own due questions only.
  reviewDue: endpoint({ method: "GET", path: "/api/user/review", access: "user", output: typeOnly<ReviewQuestion[]>() }),
  reviewAnswer: endpoint({ method: "POST", path: "/api/user/review/:id", params: idParams(COURSE_MESSAGES.questionNotFound), access: "user", body: checkAnswerSchema, output: typeOnly<ReviewAnswerResult>() }),
};
