import { Crown } from "lucide-react";
import { LinkButton } from "@/components/ui/link-button";

export function PremiumPromo() {
  return (
    <section aria-label="Premium" className="flex flex-col gap-3 rounded-xl bg-gradient-to-r from-amber-50 to-orange-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <Crown aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-amber-600" />
        <div>
          <p className="font-semibold text-slate-900">Spese illimitate ed esportazione con Premium</p>
          <p className="text-sm text-slate-700">Registra tutte le spese che vuoi e scarica ogni mese in CSV. 9,90 € al mese, 7 giorni di prova gratuita.</p>
        </div>
      </div>
      <LinkButton href="/subscribe" variant="premium" className="shrink-0">
        Prova Premium
      </LinkButton>
    </section>
  );
}
