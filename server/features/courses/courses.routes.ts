import { Router, type Response } from "express";
import type { AppDeps } from "../../deps";
import { parse, parseId } from "../../http/validate";
import { currentUser, requireUser } from "../../http/guards";
import { checkAnswerSchema, COURSE_MESSAGES, submitProgressSchema } from "@shared/schemas/courses";
import { createCoursesService } from "./courses.service";

// Answers depend on who asks (locks, progress, reading position): never cache them publicly.
const privateJson = (res: Response, body: unknown) => {
  res.set("Cache-Control", "private, no-store");
  res.json(body);
};

export function coursesRoutes(deps: AppDeps): Router {
  const router = Router();
  const courses = createCoursesService(deps);
  const viewer = (req: { user?: Express.User }) => req.user ?? null;

  router.get("/api/courses", async (req, res) => privateJson(res, await courses.listCourses(viewer(req))));

  router.get("/api/courses/:id", async (req, res) => {
    const id = parseId(req.params.id, COURSE_MESSAGES.courseNotFound);
    privateJson(res, await courses.getCourse(viewer(req), id));
  });

  router.get("/api/courses/:id/lessons", async (req, res) => {
    const id = parseId(req.params.id, COURSE_MESSAGES.courseNotFound);
    privateJson(res, await courses.listCourseLessons(viewer(req), id));
  });

  router.get("/api/lessons/:id", async (req, res) => {
    const id = parseId(req.params.id, COURSE_MESSAGES.lessonNotFound);
    privateJson(res, await courses.getLesson(viewer(req), id));
  });

  router.get("/api/lessons/:id/quizzes", async (req, res) => {
    const id = parseId(req.params.id, COURSE_MESSAGES.lessonNotFound);
    privateJson(res, await courses.listQuizQuestions(viewer(req), id));
  });

  router.post("/api/quizzes/:id/check", async (req, res) => {
    const id = parseId(req.params.id, COURSE_MESSAGES.questionNotFound);
    const { answer } = parse(checkAnswerSchema, req.body);
    privateJson(res, await courses.checkAnswer(viewer(req), id, answer));
  });

  router.get("/api/user/progress", requireUser, async (req, res) => privateJson(res, await courses.listProgress(currentUser(req))));

  router.post("/api/user/progress", requireUser, async (req, res) => {
    const input = parse(submitProgressSchema, req.body);
    privateJson(res, await courses.submitQuiz(currentUser(req), input));
  });

  router.get("/api/user/badges", requireUser, async (req, res) => privateJson(res, await courses.listBadges(currentUser(req))));

  return router;
}
