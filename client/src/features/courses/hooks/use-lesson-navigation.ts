import { useEffect, useRef, useState } from "react";
import { useSearch } from "wouter";
import { COURSE_MESSAGES, isPassing, type CourseDetail, type LessonSummary, type QuizResult } from "@shared/schemas/courses";
import { toast } from "@/components/ui/toast";

// On a phone (one column) the lesson panel sits below the list: every tap on a lesson, and the
// quiz opening or closing, brings the panel's top into view, even when part of it already shows.
function usePanelScroll(taps: number, quizOpen: boolean) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = panel.current;
    if (!el || (taps === 0 && !quizOpen)) return;
    const oneColumn = !window.matchMedia?.("(min-width: 1024px)").matches;
    const top = el.getBoundingClientRect().top;
    if (oneColumn || top < 0 || top > window.innerHeight * 0.6) el.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [taps, quizOpen]);
  return panel;
}

/** Which lesson of a course is open, whether its quiz is, and the moves between them. */
export function useLessonNavigation(course: CourseDetail | undefined) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [quizOpen, setQuizOpen] = useState(false);
  const [taps, setTaps] = useState(0);
  const panel = usePanelScroll(taps, quizOpen);
  const resumed = useRef(false);

  const open = (lessonId: number) => {
    setQuizOpen(false);
    setSelectedId(lessonId);
    setTaps((t) => t + 1);
  };

  // A link to one lesson (?lezione=<id>, from the chat assistant or the check-up's "what to study
  // next") opens it; otherwise reopening a course opens the lesson read last.
  const search = useSearch();
  const linkedLessonId = Number(new URLSearchParams(search).get("lezione")) || null;
  const openedLink = useRef<number | null>(null);
  useEffect(() => {
    if (!course) return;
    const linked = linkedLessonId && openedLink.current !== linkedLessonId ? course.lessons.find((l) => l.id === linkedLessonId && !l.locked) : undefined;
    if (linked) {
      openedLink.current = linked.id;
      open(linked.id);
      resumed.current = true;
      return;
    }
    if (resumed.current) return;
    resumed.current = true;
    if (course.resumeLessonId) setSelectedId(course.resumeLessonId);
  }, [course, linkedLessonId]);

  const select = (lesson: LessonSummary) => {
    // docs/courses.md: a premium lesson cannot be selected by a non-premium user.
    if (lesson.locked) {
      toast({ title: COURSE_MESSAGES.premiumTitle, description: COURSE_MESSAGES.premiumRequired, variant: "destructive" });
      return;
    }
    open(lesson.id);
  };

  const continueAfter = (lesson: LessonSummary, result: QuizResult) => {
    setQuizOpen(false);
    setTaps((t) => t + 1);
    if (!isPassing(result.score)) return;
    const next = course?.lessons.find((l) => l.order === lesson.order + 1);
    if (next && !next.locked) setSelectedId(next.id);
  };

  const selected = course?.lessons.find((l) => l.id === selectedId) ?? null;
  return { selected, selectedId, quizOpen, openQuiz: () => setQuizOpen(true), select, continueAfter, panel };
}
