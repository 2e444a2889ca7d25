import { Star } from "lucide-react";
import { cn } from "@/lib/cn";
import { starsLabel } from "./feedback-meta";

/** 1–5 star rating as a radio group: arrows and Tab work, each star is announced as "N stelle". */
export function StarInput({ value, onChange }: { value: number | null; onChange: (v: number | null) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">Valutazione (facoltativa)</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded-md p-1 focus-within:ring-2 focus-within:ring-brand-400">
            <input type="radio" name="rating" value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" aria-label={starsLabel(n)} />
            <Star className={cn("h-7 w-7", value !== null && n <= value ? "fill-amber-400 text-amber-400" : "text-slate-300")} aria-hidden="true" />
          </label>
        ))}
        {value !== null && (
          <button type="button" onClick={() => onChange(null)} className="ml-2 rounded text-sm text-slate-600 underline hover:text-slate-900">
            Togli valutazione
          </button>
        )}
      </div>
    </fieldset>
  );
}
