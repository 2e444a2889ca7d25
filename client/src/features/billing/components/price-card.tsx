import { Check, Crown } from "lucide-react";
import { formatEuro } from "@shared/money";
import { PREMIUM_PRICE_EUR, PREMIUM_TRIAL_DAYS } from "@shared/constants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export function PriceCard() {
  return (
    <Card className="border-amber-300 bg-gradient-to-b from-amber-50 to-white">
      <CardHeader>
        <p className="inline-flex w-fit items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <Crown className="h-3.5 w-3.5" aria-hidden="true" /> Piano Premium
        </p>
        <CardTitle className="mt-3">
          <span className="text-4xl font-extrabold text-slate-900" data-testid="premium-price">
            {formatEuro(PREMIUM_PRICE_EUR)}
          </span>{" "}
          <span className="text-base font-medium text-slate-600">al mese</span>
        </CardTitle>
        <p className="mt-2 text-lg font-semibold text-brand-800">{PREMIUM_TRIAL_DAYS} giorni gratis</p>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm text-slate-700">
          {["Disdici quando vuoi, senza vincoli", "Accesso fino alla fine del periodo pagato", "Pagamento sicuro con Stripe"].map((t) => (
            <li key={t} className="flex items-start gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" /> {t}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
