import { Clock } from "lucide-react";
import { FREE_LESSONS_PREVIEW } from "@shared/constants";
import type { Course } from "@shared/schemas/courses";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Progress } from "@/components/ui/progress";
import { LessonIcon } from "./lesson-icon";

type Props = { course: Course; completedIds: Set<number>; isPremiumUser: boolean };

export function CourseCard({ course, completedIds, isPremiumUser }: Props) {
  const total = course.lessons.length;
  const done = course.lessons.filter((l) => completedIds.has(l.id)).length;
  const percent = total ? (done / total) * 100 : 0;
  const locked = course.isPremium && !isPremiumUser;
  // docs/courses.md: a free user sees the first 4 lessons, then '+ N lezioni Premium'.
  const shown = isPremiumUser ? course.lessons : course.lessons.slice(0, FREE_LESSONS_PREVIEW);
  const hidden = course.lessons.slice(shown.length);
  const hiddenPremium = hidden.filter((l) => l.isPremium).length;
  const hiddenFree = hidden.length - hiddenPremium;
  const href = `/courses/${course.id}`;
  // "Anteprima gratuita" opens the course's preview lesson (its first, readable by everyone).
  const preview = course.lessons.find((l) => l.preview);

  return (
    <Card className="flex h-full flex-col" data-testid={`course-card-${course.order}`}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <Badge tone={course.isPremium ? "premium" : "brand"}>{course.isPremium ? "Premium" : "Gratis"}</Badge>
        </div>
        <CardTitle className="mt-3">{course.title}</CardTitle>
        <CardDescription>{course.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>{total} lezioni</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden="true" /> {course.durationMinutes} min di lettura
          </span>
        </p>
        <div>
          <div className="mb-1 flex justify-between text-sm">
            <span className="text-slate-600">Progresso</span>
            <span className="font-medium text-slate-800">
              {done}/{total}
            </span>
          </div>
          <Progress value={percent} label={`Progresso del corso ${course.title}`} />
        </div>
        <ul className="space-y-2 text-sm">
          {shown.map((l) => (
            <li key={l.id} className="flex items-center gap-2">
              <LessonIcon order={l.order} locked={l.locked} completed={completedIds.has(l.id)} />
              <span className={l.locked ? "text-slate-500" : "text-slate-800"}>{l.title}</span>
              <span className="ml-auto shrink-0 text-xs text-slate-500">{l.minutes} min</span>
            </li>
          ))}
          {hiddenPremium > 0 && <li className="font-medium text-amber-800">+ {hiddenPremium} lezioni Premium</li>}
          {hiddenFree > 0 && <li className="font-medium text-slate-600">+ {hiddenFree} altre lezioni gratuite</li>}
        </ul>
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {locked ? (
            <>
              <LinkButton href={preview ? `${href}?lezione=${preview.id}` : href} variant="outline">
                Anteprima Gratuita
              </LinkButton>
              <LinkButton href="/subscribe" variant="premium">
                Sblocca con Premium
              </LinkButton>
            </>
          ) : (
            <LinkButton href={href}>{done === 0 ? "Inizia Corso" : done === total ? "Rivedi Corso" : "Continua Corso"}</LinkButton>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
