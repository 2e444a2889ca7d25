import { useEffect } from "react";
import { Clock, PlayCircle } from "lucide-react";
import type { LessonSummary } from "@shared/schemas/courses";
import { updatedAtLabel } from "@shared/facts";
import { errorMessage } from "@/lib/api";
import { useAuth } from "@/lib/use-auth";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { rememberLesson, useLesson, VISITOR_CTA } from "../api";

/** Lesson text split into paragraphs by line; "- " lines are bullet points. */
function LessonText({ content }: { content: string }) {
  const blocks: { bullets?: string[]; text?: string }[] = [];
  for (const line of content.split("\n").map((l) => l.trim()).filter(Boolean)) {
    const last = blocks[blocks.length - 1];
    if (line.startsWith("- ")) {
      if (last?.bullets) last.bullets.push(line.slice(2));
      else blocks.push({ bullets: [line.slice(2)] });
    } else blocks.push({ text: line });
  }
  return (
    <div className="space-y-4 text-base leading-relaxed text-slate-800">
      {blocks.map((b, i) =>
        b.bullets ? (
          <ul key={i} className="list-disc space-y-1 pl-6">
            {b.bullets.map((t, j) => (
              <li key={j}>{t}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{b.text}</p>
        ),
      )}
    </div>
  );
}

export function LessonView({ summary, onStartQuiz }: { summary: LessonSummary; onStartQuiz: () => void }) {
  const { isAuthenticated, isLoading: sessionPending } = useAuth();
  const lesson = useLesson(summary.id);
  // Opening the lesson is what moves the reading position (the server records it on this read).
  useEffect(() => {
    rememberLesson(summary.courseId, summary.id);
  }, [summary.courseId, summary.id]);

  return (
    <article aria-labelledby="lesson-title">
      <p className="text-sm font-medium text-brand-700">
        Lezione {summary.order}
        {summary.preview && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="lesson-preview">
            Anteprima gratuita
          </span>
        )}
      </p>
      <h2 id="lesson-title" className="mt-1 text-2xl font-bold text-slate-900">
        {summary.title}
      </h2>
      <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-600">
        <Clock className="h-4 w-4" aria-hidden="true" /> {summary.minutes} min di lettura
      </p>
      <div className="mt-6">
        {lesson.isLoading ? (
          <Spinner label="Caricamento della lezione..." />
        ) : lesson.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {errorMessage(lesson.error)}
          </p>
        ) : (
          lesson.data && (
            <>
              <p className="mb-4 text-sm text-slate-600" data-testid="lesson-updated">{updatedAtLabel(lesson.data.figuresCheckedAt)}</p>
              <LessonText content={lesson.data.content} />
            </>
          )
        )}
      </div>
      {/* Neither while the session is being asked: a signed-in reader never sees the visitor's link flash (docs/client.md). */}
      {lesson.data && !sessionPending && (
        <div className="mt-8 border-t border-slate-200 pt-6">
          {isAuthenticated ? (
            <Button size="lg" onClick={onStartQuiz}>
              <PlayCircle className="h-5 w-5" aria-hidden="true" /> Inizia Quiz
            </Button>
          ) : (
            <LinkButton href="/login" size="lg" className="h-auto whitespace-normal py-3 text-center">
              {VISITOR_CTA}
            </LinkButton>
          )}
        </div>
      )}
    </article>
  );
}
