import { Crown } from "lucide-react";
import { Link } from "wouter";
import { planStatusLine, hasManagedPlan } from "@shared/schemas/billing";
import { formatDate } from "@shared/format";
import { useAuth } from "@/lib/use-auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useBillingConfig, useBillingPortal } from "../api";
import { Checkout } from "../components/checkout";
import { PriceCard } from "../components/price-card";
import { PremiumFeatures } from "../components/premium-features";
import { Faq } from "../components/faq";
import { GuaranteeNotice } from "../components/guarantee-notice";

/** /subscribe (docs/billing.md): headline, price, features, testimonials, FAQ, guarantee and the checkout. */
export default function SubscribePage() {
  const { user, isPremium } = useAuth();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-6 sm:py-10">
      <header className="text-center">
        <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-4 py-1 text-sm font-semibold text-amber-900">
          <Crown className="h-4 w-4" aria-hidden="true" /> Finanza Familiare Premium
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Sblocca tutti i corsi e il tracciamento illimitato</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">
          Gli strumenti educativi restano gratuiti per tutti. Con Premium vai più a fondo, al prezzo di un caffè alla settimana.
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <PriceCard />
        <section aria-labelledby="checkout-title" className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle>
                <span id="checkout-title">{isPremium ? "Il tuo piano" : "Attiva Premium"}</span>
              </CardTitle>
            </CardHeader>
            <CardContent>{isPremium && user ? <CurrentPlan user={user} /> : <Checkout />}</CardContent>
          </Card>
          <GuaranteeNotice />
        </section>
      </div>

      <PremiumFeatures />
      <Faq />
    </div>
  );
}

function CurrentPlan({ user }: { user: NonNullable<ReturnType<typeof useAuth>["user"]> }) {
  const portal = useBillingPortal();
  // A demo plan has no Stripe portal: it is managed on /account.
  const stripe = useBillingConfig().data?.enabled ?? false;
  return (
    <div className="space-y-4">
      <p className="font-semibold text-amber-900">Sei già Premium. {planStatusLine(user, formatDate)}.</p>
      <p>
        <Link href="/account" className="font-medium text-brand-800 underline">
          Annulla o riprendi il piano dal tuo account
        </Link>
      </p>
      {stripe && hasManagedPlan(user) && (
        <Button
          variant="outline"
          disabled={portal.isPending}
          onClick={() => portal.mutate()}
        >
          Gestisci abbonamento
        </Button>
      )}
    </div>
  );
}
