import { Award, BookOpen, Star } from "lucide-react";
import type { ReactNode } from "react";
import { formatNumber } from "@shared/format";
import { useAuth } from "@/lib/use-auth";
import { errorMessage } from "@/lib/api";
import { Page } from "@/components/ui/page";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useBadges, useCourses, useProgress } from "../api";
import { CourseCard } from "../components/course-card";
import { LearningPath } from "../components/learning-path";
import { PremiumBanner } from "../components/premium-banner";

function Counter({ icon, label, value, testId }: { icon: ReactNode; label: string; value: number; testId: string }) {
  return (
    <Card className="flex flex-col items-center gap-1 p-3 text-center sm:flex-row sm:gap-3 sm:p-4 sm:text-left">
      {icon}
      <div>
        <p className="text-2xl font-bold text-slate-900" data-testid={testId}>
          {formatNumber(value)}
        </p>
        <p className="text-xs text-slate-600 sm:text-sm">{label}</p>
      </div>
    </Card>
  );
}

export default function CoursesPage() {
  const { user, isPremium } = useAuth();
  const courses = useCourses();
  const progress = useProgress();
  const badges = useBadges();
  const completedIds = new Set(progress.data.filter((p) => p.completed).map((p) => p.lessonId));

  return (
    <Page title="Corsi di Educazione Finanziaria" intro="Lezioni brevi e pratiche, con un quiz alla fine di ciascuna: superalo con almeno il 70% e guadagni 10 punti.">
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <Counter icon={<BookOpen className="h-8 w-8 text-brand-700" aria-hidden="true" />} label="Lezioni completate" value={completedIds.size} testId="counter-lessons" />
        <Counter icon={<Award className="h-8 w-8 text-amber-600" aria-hidden="true" />} label="Badge ottenuti" value={badges.data.length} testId="counter-badges" />
        <Counter icon={<Star className="h-8 w-8 text-amber-500" aria-hidden="true" />} label="Punti totali" value={user?.points ?? 0} testId="counter-points" />
      </div>

      {!isPremium && (
        <div className="mt-6">
          <PremiumBanner variant="list" />
        </div>
      )}

      <section aria-label="Corsi" className="mt-8">
        {courses.isLoading ? (
          <Spinner label="Caricamento dei corsi..." />
        ) : courses.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            Impossibile caricare i corsi: {errorMessage(courses.error)}
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {(courses.data ?? []).map((c) => (
              <li key={c.id}>
                <CourseCard course={c} completedIds={completedIds} isPremiumUser={isPremium} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <LearningPath courses={courses.data ?? []} completed={completedIds.size} />
    </Page>
  );
}
