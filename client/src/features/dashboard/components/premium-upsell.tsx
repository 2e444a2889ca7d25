import { Crown } from "lucide-react";
import { formatEuro } from "@shared/money";
import { PREMIUM_PRICE_EUR, PREMIUM_TRIAL_DAYS } from "@shared/constants";
import { LinkButton } from "@/components/ui/link-button";

/** For non-premium users only (docs/gamification.md): 9,90 € per month, 7-day free trial. */
export function PremiumUpsell() {
  return (
    <section aria-labelledby="premium-title" className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5" data-testid="premium-upsell">
      <div>
        <h2 id="premium-title" className="flex items-center gap-2 text-lg font-bold text-amber-900">
          <Crown className="h-5 w-5" aria-hidden="true" />
          Passa a Premium
        </h2>
        <p className="mt-1 text-amber-900">
          Spese illimitate, tutti i corsi e le lezioni avanzate a <strong>{formatEuro(PREMIUM_PRICE_EUR)} al mese</strong>.
        </p>
        <p className="text-sm text-amber-800">Prova gratuita di {PREMIUM_TRIAL_DAYS} giorni, disdici quando vuoi.</p>
      </div>
      <LinkButton href="/subscribe" variant="premium">
        Prova gratis {PREMIUM_TRIAL_DAYS} giorni
      </LinkButton>
    </section>
  );
}
