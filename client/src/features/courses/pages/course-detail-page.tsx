import { useEffect, useRef, useState } from "react";
import { Link, useParams, useSearch } from "wouter";
import { ArrowLeft, BookOpen } from "lucide-react";
import { COURSE_MESSAGES, isPassing, type LessonSummary, type QuizResult } from "@shared/schemas/courses";
import { errorMessage, hasErrorCode } from "@/lib/api";
import { useAuth } from "@/lib/use-auth";
import { LinkButton } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useCourse, useProgress, VISITOR_CTA } from "../api";
import { CourseStats } from "../components/course-stats";
import { LessonSidebar } from "../components/lesson-sidebar";
import { LessonView } from "../components/lesson-view";
import { PremiumBanner } from "../components/premium-banner";
import { QuizView } from "../components/quiz-view";

function CourseNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{COURSE_MESSAGES.courseNotFoundTitle}</h1>
      <p className="mt-2 text-slate-600">{COURSE_MESSAGES.courseNotFound}</p>
      <LinkButton href="/courses" className="mt-6">
        Torna ai corsi
      </LinkButton>
    </div>
  );
}

export default function CourseDetailPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : null;
  const { isPremium, isAuthenticated, isLoading: sessionPending } = useAuth();
  const course = useCourse(id);
  const progress = useProgress();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [quizOpen, setQuizOpen] = useState(false);
  const resumed = useRef(false);
  const panel = useRef<HTMLDivElement>(null);

  // On a phone (one column) the lesson panel sits below the list: every tap on a lesson, and the
  // quiz opening or closing, brings the panel's top into view, even when part of it already shows.
  const [taps, setTaps] = useState(0);
  useEffect(() => {
    const el = panel.current;
    if (!el || (taps === 0 && !quizOpen)) return;
    const oneColumn = !window.matchMedia?.("(min-width: 1024px)").matches;
    const top = el.getBoundingClientRect().top;
    if (oneColumn || top < 0 || top > window.innerHeight * 0.6) el.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [taps, quizOpen]);

  // A link to one lesson (?lezione=<id>, from the chat assistant or the check-up's "what to study
  // next") opens it; otherwise reopening a course opens the lesson read last.
  const search = useSearch();
  const linkedLessonId = Number(new URLSearchParams(search).get("lezione")) || null;
  const openedLink = useRef<number | null>(null);
  useEffect(() => {
    if (!course.data) return;
    const linked = linkedLessonId && openedLink.current !== linkedLessonId ? course.data.lessons.find((l) => l.id === linkedLessonId && !l.locked) : undefined;
    if (linked) {
      openedLink.current = linked.id;
      setQuizOpen(false);
      setSelectedId(linked.id);
      setTaps((t) => t + 1);
      resumed.current = true;
      return;
    }
    if (resumed.current) return;
    resumed.current = true;
    if (course.data.resumeLessonId) setSelectedId(course.data.resumeLessonId);
  }, [course.data, linkedLessonId]);

  if (id === null || hasErrorCode(course.error, "not_found")) return <CourseNotFound />;
  if (course.isLoading) return <Spinner label="Caricamento del corso..." className="min-h-[50vh]" />;
  if (course.isError || !course.data) {
    return (
      <p role="alert" className="mx-auto mt-10 max-w-xl rounded-lg bg-red-50 p-4 text-red-800">
        {errorMessage(course.error)}
      </p>
    );
  }

  const c = course.data;
  const completedIds = new Set(progress.data.filter((p) => p.completed).map((p) => p.lessonId));
  const completed = c.lessons.filter((l) => completedIds.has(l.id)).length;
  const selected = c.lessons.find((l) => l.id === selectedId) ?? null;

  const select = (lesson: LessonSummary) => {
    // docs/courses.md: a premium lesson cannot be selected by a non-premium user.
    if (lesson.locked) {
      toast({ title: COURSE_MESSAGES.premiumTitle, description: COURSE_MESSAGES.premiumRequired, variant: "destructive" });
      return;
    }
    setQuizOpen(false);
    setSelectedId(lesson.id);
    setTaps((t) => t + 1);
  };

  const continueAfter = (lesson: LessonSummary, result: QuizResult) => {
    setQuizOpen(false);
    setTaps((t) => t + 1);
    if (!isPassing(result.score)) return;
    const next = c.lessons.find((l) => l.order === lesson.order + 1);
    if (next && !next.locked) setSelectedId(next.id);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <Link href="/courses" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Torna ai corsi
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{c.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{c.description}</p>

      <div className="mt-6">
        <CourseStats course={c} completed={completed} signedIn={isAuthenticated} />
      </div>
      {/* docs/courses.md: a visitor reads; saving progress and the quiz need an account. */}
      {/* Only once the session's answer says "visitor": a signed-in user never sees it flash. */}
      {!sessionPending && !isAuthenticated && (
        <p role="note" className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900" data-testid="visitor-cta">
          <Link href="/login" className="font-semibold underline underline-offset-2">
            {VISITOR_CTA}
          </Link>
        </p>
      )}
      {!isPremium && c.lessons.some((l) => l.locked) && (
        <div className="mt-6">
          <PremiumBanner variant="course" />
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <LessonSidebar lessons={c.lessons} selectedId={selectedId} completedIds={completedIds} onSelect={select} />
        </div>
        <div ref={panel} className="min-w-0 scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
          {!selected ? (
            <div className="py-12 text-center">
              <BookOpen className="mx-auto h-12 w-12 text-slate-400" aria-hidden="true" />
              <h2 className="mt-3 text-xl font-semibold text-slate-900">{COURSE_MESSAGES.selectLesson}</h2>
              <p className="mt-1 text-slate-600">Scegli una lezione dall'elenco per iniziare a leggere.</p>
            </div>
          ) : quizOpen ? (
            <QuizView key={selected.id} lesson={selected} onContinue={(r) => continueAfter(selected, r)} />
          ) : (
            <LessonView key={selected.id} summary={selected} onStartQuiz={() => setQuizOpen(true)} />
          )}
        </div>
      </div>
    </div>
  );
}
