import { Link, useParams } from "wouter";
import { ArrowLeft, BookOpen } from "lucide-react";
import { COURSE_MESSAGES } from "@shared/schemas/courses";
import { errorMessage, hasErrorCode } from "@/lib/api";
import { useAuth } from "@/lib/use-auth";
import { LinkButton } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { useCourse, useProgress, VISITOR_CTA } from "../api";
import { CourseStats } from "../components/course-stats";
import { LessonSidebar } from "../components/lesson-sidebar";
import { LessonView } from "../components/lesson-view";
import { PremiumBanner } from "../components/premium-banner";
import { QuizView } from "../components/quiz-view";
import { useLessonNavigation } from "../hooks/use-lesson-navigation";

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
  const nav = useLessonNavigation(course.data);

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
  const { selected, selectedId, quizOpen } = nav;

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
          <LessonSidebar lessons={c.lessons} selectedId={selectedId} completedIds={completedIds} onSelect={nav.select} />
        </div>
        <div ref={nav.panel} className="min-w-0 scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
          {!selected ? (
            <div className="py-12 text-center">
              <BookOpen className="mx-auto h-12 w-12 text-slate-400" aria-hidden="true" />
              <h2 className="mt-3 text-xl font-semibold text-slate-900">{COURSE_MESSAGES.selectLesson}</h2>
              <p className="mt-1 text-slate-600">Scegli una lezione dall'elenco per iniziare a leggere.</p>
            </div>
          ) : quizOpen ? (
            <QuizView key={selected.id} lesson={selected} onContinue={(r) => nav.continueAfter(selected, r)} />
          ) : (
            <LessonView key={selected.id} summary={selected} onStartQuiz={nav.openQuiz} />
          )}
        </div>
      </div>
    </div>
  );
}
