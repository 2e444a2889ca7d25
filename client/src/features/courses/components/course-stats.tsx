import type { CourseDetail } from "@shared/schemas/courses";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";

/**
 * Stats cards (accessible lessons, completed, reading time from the lessons' words: docs/courses.md,
 * "Tempo di lettura") and the course progress bar. No rating: no user rated the courses.
 * A visitor has no progress (docs/courses.md): no 'Completate' card and no bar.
 */
export function CourseStats({ course, completed, signedIn = true }: { course: CourseDetail; completed: number; signedIn?: boolean }) {
  const total = course.lessons.length;
  const stats = [
    { label: "Lezioni accessibili", value: `${course.lessons.filter((l) => !l.locked).length}/${total}` },
    ...(signedIn ? [{ label: "Completate", value: String(completed) }] : []),
    { label: "Tempo di lettura", value: `${course.durationMinutes} min` },
  ];
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {stats.map((s) => (
          <Card key={s.label} className="p-4">
            <dt className="text-sm text-slate-600">{s.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900">{s.value}</dd>
          </Card>
        ))}
      </dl>
      {signedIn && (
        <div className="mt-4">
          <div className="mb-1 flex justify-between text-sm">
            <span className="text-slate-600">Progresso del corso</span>
            <span className="font-medium text-slate-800">{total ? Math.round((completed / total) * 100) : 0}%</span>
          </div>
          <Progress value={total ? (completed / total) * 100 : 0} label="Progresso del corso" />
        </div>
      )}
    </div>
  );
}
