import type { LucideIcon } from "lucide-react";

// One of a calculator's "Scenari pronti": a button that fills the form with an example.
export function PresetButton({ title, text, icon: Icon, onClick }: { title: string; text: string; icon: LucideIcon; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{text}</span>
      </span>
    </button>
  );
}
