import { CheckCircle2, Lock } from "lucide-react";
import { cn } from "@/lib/cn";

/** A lesson's marker: a lock when it cannot be opened, a check when completed, else its number. */
export function LessonIcon({ order, locked, completed, className }: { order: number; locked: boolean; completed: boolean; className?: string }) {
  if (locked) return <Lock className={cn("h-5 w-5 shrink-0 text-amber-600", className)} aria-label="Lezione Premium bloccata" />;
  if (completed) return <CheckCircle2 className={cn("h-5 w-5 shrink-0 text-brand-700", className)} aria-label="Lezione completata" />;
  return (
    <span className={cn("flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-bold text-slate-700", className)} aria-hidden="true">
      {order}
    </span>
  );
}
