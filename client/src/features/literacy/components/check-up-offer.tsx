import { useQuery } from "@tanstack/react-query";
import { coursesContract } from "@shared/contracts/courses";
import { apiQuery, apiQueryOrNull } from "@/lib/api";
import { useLiteracyHistory } from "../api";
import { CheckUpCard } from "./check-up-card";

/**
 * Offers the check-up on the dashboard after each completed course (docs/literacy.md): when a
 * course was completed after the user's latest check (or they never took one), so the admin's
 * gains by course have a "later" check to compare.
 */
export function CheckUpOffer() {
  const history = useLiteracyHistory();
  const courses = useQuery(apiQuery(coursesContract.list));
  const progress = useQuery(apiQueryOrNull(coursesContract.progress));
  if (!history.data || !courses.data || !progress.data) return null;
  const doneAt = new Map(progress.data.filter((p) => p.completed && p.completedAt).map((p) => [p.lessonId, p.completedAt as string]));
  const lastCheck = history.data.checks.at(-1)?.createdAt ?? "";
  const courseDoneSinceCheck = courses.data.some((c) => {
    if (c.lessons.length === 0 || !c.lessons.every((l) => doneAt.has(l.id))) return false;
    const finished = c.lessons.map((l) => doneAt.get(l.id) as string).sort().at(-1) as string;
    return new Date(finished).getTime() > (lastCheck ? new Date(lastCheck).getTime() : 0);
  });
  return courseDoneSinceCheck ? <CheckUpCard afterCourse /> : null;
}
