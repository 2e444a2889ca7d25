import { Router, type Response } from "express";
import { route } from "../../http/route";
import { coursesContract as api } from "@shared/contracts/courses";
import { currentUser } from "../../http/guards";
import type { createCoursesService } from "./courses.service";
import type { createReviewService } from "./review.service";

// Answers depend on who asks (locks, progress, reading position): never cache them publicly.
const PRIVATE = "private, no-store";
const privateJson = (res: Response, body: unknown) => {
  res.set("Cache-Control", PRIVATE);
  res.json(body);
};
/** privateJson for a body already serialised as JSON text. */
const privateJsonText = (res: Response, text: string) => {
  res.set("Cache-Control", PRIVATE).type("json").send(text);
};

/** The services come from courses.module, built once per app (docs/ARCHITECTURE.md, "Services built once"). */
export function coursesRoutes(courses: ReturnType<typeof createCoursesService>, review: ReturnType<typeof createReviewService>): Router {
  const router = Router();
  const viewer = (req: { user?: Express.User }) => req.user ?? null;

  // Course[] (the contract's output), already serialised.
  route(router, api.list, async (req, res) => privateJsonText(res, await courses.listCoursesJson(viewer(req))));

  route(router, api.course, async (req, res, { params }) => {
    const id = params.id;
    privateJson(res, await courses.getCourse(viewer(req), id));
  });

  route(router, api.courseLessons, async (req, res, { params }) => {
    const id = params.id;
    privateJson(res, await courses.listCourseLessons(viewer(req), id));
  });

  route(router, api.lesson, async (req, res, { params }) => {
    const id = params.id;
    privateJson(res, await courses.getLesson(viewer(req), id));
  });

  route(router, api.quiz, async (req, res, { params }) => {
    const id = params.id;
    privateJson(res, await courses.listQuizQuestions(viewer(req), id));
  });

  route(router, api.checkAnswer, async (req, res, { body: { answer }, params }) => {
    const id = params.id;
    privateJson(res, await courses.checkAnswer(viewer(req), id, answer));
  });

  route(router, api.progress, async (req, res) => privateJson(res, await courses.listProgress(currentUser(req))));

  route(router, api.submitQuiz, async (req, res, { body: input }) => {
    privateJson(res, await courses.submitQuiz(currentUser(req), input));
  });

  route(router, api.badges, async (req, res) => privateJson(res, await courses.listBadges(currentUser(req))));

  route(router, api.reviewDue, async (req, res) => privateJson(res, await review.due(currentUser(req))));
  route(router, api.reviewAnswer, async (req, res, { body: { answer }, params }) => {
    const id = params.id;
    privateJson(res, await review.answer(currentUser(req), id, answer));
  });

  return router;
}
