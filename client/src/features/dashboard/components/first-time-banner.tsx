import { Sparkles } from "lucide-react";
import { LinkButton } from "@/components/ui/link-button";

/** Shown only to a user with no completed lesson and no expense (docs/gamification.md). */
export function FirstTimeBanner() {
  return (
    <section aria-labelledby="first-time-title" className="rounded-xl bg-gradient-to-r from-brand-700 to-emerald-600 p-5 text-white shadow-sm" data-testid="first-time-banner">
      <h2 id="first-time-title" className="flex items-center gap-2 text-xl font-bold">
        <Sparkles className="h-5 w-5" aria-hidden="true" />
        Inizia da qui!
      </h2>
      <p className="mt-1 max-w-2xl text-white/95">In 10 minuti puoi imparare a risparmiare 200 € al mese: crea il tuo budget, registra le prime spese e segui la prima lezione.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <LinkButton href="/calcolatori/budget" variant="secondary" size="sm">
          Calcola il budget
        </LinkButton>
        <LinkButton href="/expenses" variant="secondary" size="sm">
          Registra una spesa
        </LinkButton>
        <LinkButton href="/courses" variant="secondary" size="sm">
          Inizia un corso
        </LinkButton>
      </div>
    </section>
  );
}
