import { Info } from "lucide-react";
import { BILLING_MESSAGES } from "@shared/schemas/billing";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useDemoActivate, useDemoTrial, usePlan } from "../api";

/**
 * The Premium path in demo mode (docs/billing.md): the 7-day trial once per account, then a demo
 * "Attiva Premium"; no card, no price, nothing to pay.
 */
export function DemoTrial() {
  const plan = usePlan();
  const trial = useDemoTrial();
  const activate = useDemoActivate();
  if (plan.isLoading) return <Spinner label="Caricamento del piano..." />;
  const busy = trial.isPending || activate.isPending;
  return (
    <div className="space-y-4" data-testid="demo-trial">
      <div className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950">
        <Info className="h-6 w-6 shrink-0" aria-hidden="true" />
        <p>
          Modalità demo: i pagamenti non sono attivi. Puoi provare Premium senza carta e senza pagare nulla; le e-mail che ricevi lo
          ricordano.
        </p>
      </div>
      {plan.data?.trialAvailable ? (
        <Button variant="premium" size="lg" className="w-full whitespace-normal" disabled={busy} onClick={() => trial.mutate()}>
          {trial.isPending ? "Attivazione..." : BILLING_MESSAGES.demoTrialButton}
        </Button>
      ) : (
        <>
          <p className="text-slate-700">Hai già usato la prova gratuita: puoi attivare Premium per un mese, sempre in modalità demo.</p>
          <Button variant="premium" size="lg" className="w-full whitespace-normal" disabled={busy} onClick={() => activate.mutate()}>
            {activate.isPending ? "Attivazione..." : BILLING_MESSAGES.demoActivateButton}
          </Button>
        </>
      )}
    </div>
  );
}

/** Production without Stripe keys and without DEMO_MODE: Premium cannot be bought. */
export function PaymentsNotConfigured() {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800" data-testid="payments-not-configured">
      <Info className="h-6 w-6 shrink-0" aria-hidden="true" />
      <p>{BILLING_MESSAGES.demoOff}</p>
    </div>
  );
}
