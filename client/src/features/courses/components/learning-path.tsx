import { CheckCircle2, Lock } from "lucide-react";
import type { Course } from "@shared/schemas/courses";
import { cn } from "@/lib/cn";

/**
 * Completed lessons that open each step of the path: the first is open; each later step opens at half
 * (rounded up) of the lessons of the courses before it (docs/courses.md, "Conteggi"), so a course added
 * to the catalogue adds its step and moves the thresholds by itself.
 */
export function learningPathThresholds(lessonsPerCourse: readonly number[]): number[] {
  let before = 0;
  return lessonsPerCourse.map((n) => {
    const needed = Math.ceil(before / 2);
    before += n;
    return needed;
  });
}

/**
 * The learning path in docs/courses.md: one step per course of the catalogue, in order.
 * Dimmed by a grey dashed card, not by opacity, so its text keeps a readable contrast.
 */
export function LearningPath({ courses, completed }: { courses: readonly Pick<Course, "id" | "title" | "description" | "lessons">[]; completed: number }) {
  if (courses.length === 0) return null;
  const thresholds = learningPathThresholds(courses.map((c) => c.lessons.length));
  return (
    <section aria-labelledby="learning-path-title" className="mt-10">
      <h2 id="learning-path-title" className="text-xl font-bold text-slate-900">
        Il tuo percorso di apprendimento
      </h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {courses.map((step, i) => {
          const needed = thresholds[i]!;
          const open = completed >= needed;
          return (
            <li
              key={step.id}
              data-testid={`learning-step-${i + 1}`}
              data-unlocked={open}
              className={cn("rounded-xl border bg-white p-5 shadow-sm", open ? "border-brand-200" : "border-dashed border-slate-300 bg-slate-50")}
            >
              <div className="flex items-center gap-3">
                <span className={cn("flex h-9 w-9 shrink-0 items-center justify-center rounded-full font-bold", open ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-600")}>{i + 1}</span>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
              </div>
              <p className="mt-2 text-sm text-slate-600">{step.description}</p>
              <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-slate-700">
                {open ? <CheckCircle2 className="h-4 w-4 text-brand-700" aria-hidden="true" /> : <Lock className="h-4 w-4" aria-hidden="true" />}
                {open ? "Sbloccato" : `Si sblocca con ${needed} lezioni completate`}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
