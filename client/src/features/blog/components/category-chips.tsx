import { ALL_CATEGORIES_LABEL, BLOG_CATEGORIES, BLOG_CATEGORY_LABELS, type BlogCategory } from "@shared/schemas/blog";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * The blog's chips (docs/blog.md); they also filter the list (aria-pressed tells which is on). On the
 * prerendered /blog they wait for hydration: a tap before it would do nothing.
 */
export function CategoryChips({ value, onChange }: { value: BlogCategory | null; onChange: (c: BlogCategory | null) => void }) {
  const hydrated = useHydrated();
  const chips: [BlogCategory | null, string][] = [[null, ALL_CATEGORIES_LABEL], ...BLOG_CATEGORIES.map((c) => [c, BLOG_CATEGORY_LABELS[c]] as [BlogCategory, string])];
  return (
    <div role="group" aria-label="Filtra per categoria" className="flex flex-wrap gap-2">
      {chips.map(([c, label]) => (
        <button
          key={label}
          type="button"
          aria-pressed={value === c}
          disabled={!hydrated}
          onClick={() => onChange(c)}
          className={cn(
            "rounded-full border px-4 py-2 text-sm font-semibold transition-colors",
            value === c ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700",
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
