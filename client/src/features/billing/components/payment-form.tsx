import { useMemo, useState, type FormEvent } from "react";
import { loadStripe } from "@stripe/stripe-js/pure";
import { AddressElement, Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { PREMIUM_TRIAL_DAYS } from "@shared/constants";
import { BILLING_MESSAGES } from "@shared/schemas/billing";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { refreshPlanSoon } from "../api";

export type PaymentFormProps = { publishableKey: string; clientSecret: string; intent: "setup" | "payment" };

/**
 * Stripe's Payment Element with a billing address. Its own chunk: Stripe.js is fetched only on
 * /subscribe and only once a client secret has arrived (the "pure" entry does not load it on import).
 */
export default function PaymentForm({ publishableKey, clientSecret, intent }: PaymentFormProps) {
  const stripe = useMemo(
    () =>
      loadStripe(publishableKey).catch((err: unknown) => {
        // docs/billing.md: a failure to load the payment library is only logged.
        console.error("Caricamento di Stripe non riuscito", err);
        return null;
      }),
    [publishableKey],
  );
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale: "it" }}>
      <ConfirmForm intent={intent} />
    </Elements>
  );
}

export function ConfirmForm({ intent }: { intent: PaymentFormProps["intent"] }) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);
  const [paid, setPaid] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    // The return address is the site's origin (docs/billing.md); cards confirm without leaving.
    const confirmParams = { return_url: window.location.origin };
    try {
      const { error } =
        intent === "setup"
          ? await stripe.confirmSetup({ elements, confirmParams, redirect: "if_required" })
          : await stripe.confirmPayment({ elements, confirmParams, redirect: "if_required" });
      if (error) {
        toast({ title: BILLING_MESSAGES.failedTitle, description: error.message ?? BILLING_MESSAGES.failedFallback, variant: "destructive" });
      } else {
        setPaid(true);
        toast({ title: BILLING_MESSAGES.paidTitle, description: BILLING_MESSAGES.paidDescription, variant: "success" });
        refreshPlanSoon();
      }
    } catch (err) {
      toast({ title: BILLING_MESSAGES.failedTitle, description: err instanceof Error ? err.message : BILLING_MESSAGES.failedFallback, variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  if (paid) return <p className="rounded-lg bg-brand-50 p-4 font-medium text-brand-900">{BILLING_MESSAGES.paidDescription}</p>;
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Pagamento">
      <PaymentElement />
      <AddressElement options={{ mode: "billing" }} />
      <Button type="submit" variant="premium" size="lg" className="w-full" disabled={!stripe || !elements || submitting}>
        {submitting ? BILLING_MESSAGES.processing : intent === "setup" ? `Inizia i ${PREMIUM_TRIAL_DAYS} giorni gratis` : "Abbonati a Premium"}
      </Button>
    </form>
  );
}
