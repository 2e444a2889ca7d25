import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Page frame: a heading, an optional intro and the content, at a readable width. */
export function Page({ title, intro, actions, children, className }: { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn("mx-auto w-full max-w-6xl px-4 py-6 sm:py-8", className)}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {intro && <div className="mt-2 max-w-3xl text-slate-600">{intro}</div>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
