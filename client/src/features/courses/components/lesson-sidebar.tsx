import type { LessonSummary } from "@shared/schemas/courses";
import { cn } from "@/lib/cn";
import { LessonIcon } from "./lesson-icon";

type Props = {
  lessons: LessonSummary[];
  selectedId: number | null;
  completedIds: Set<number>;
  onSelect: (lesson: LessonSummary) => void;
};

/** Lesson list: a lock, a check or the number, the title and the minutes of each lesson. */
export function LessonSidebar({ lessons, selectedId, completedIds, onSelect }: Props) {
  return (
    <nav aria-label="Lezioni del corso" className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <h2 className="px-2 pb-2 pt-1 text-sm font-semibold uppercase tracking-wide text-slate-500">Lezioni</h2>
      <ol className="space-y-1">
        {lessons.map((l) => {
          const selected = l.id === selectedId;
          return (
            <li key={l.id}>
              <button
                type="button"
                onClick={() => onSelect(l)}
                aria-current={selected ? "true" : undefined}
                data-testid={`lesson-item-${l.order}`}
                className={cn(
                  "flex w-full items-center gap-3 rounded-lg px-2 py-2.5 text-left text-sm transition-colors",
                  selected ? "bg-brand-50 font-semibold text-brand-900" : "text-slate-800 hover:bg-slate-50",
                  l.locked && "cursor-not-allowed text-slate-500 hover:bg-transparent",
                )}
              >
                <LessonIcon order={l.order} locked={l.locked} completed={completedIds.has(l.id)} />
                <span className="flex-1">
                  {l.title}
                  {l.preview && <span className="ml-1 text-xs font-semibold text-amber-800">· Anteprima gratuita</span>}
                </span>
                <span className="shrink-0 text-xs font-normal text-slate-500">{l.minutes} min</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
