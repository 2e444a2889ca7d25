import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { BILLING_MESSAGES } from "@shared/schemas/billing";
import { hasErrorCode } from "@/lib/api";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useBillingConfig, useCreateSubscription } from "../api";
import { DemoNotice } from "./demo-notice";
import { DemoTrial, PaymentsNotConfigured } from "./demo-trial";

const PaymentForm = lazy(() => import("./payment-form"));

type State = { kind: "loading" } | { kind: "demo" } | { kind: "failed" } | { kind: "form"; clientSecret: string; intent: "setup" | "payment" };

/**
 * docs/billing.md: loading until the subscription answer; the payment form when it carries a
 * client secret; for a demo answer, the demo trial (or, in production without DEMO_MODE, the
 * notice that payments are not configured); the demo notice for a failure. A 503 is silent, any
 * other failure shows the demo toast.
 */
export function Checkout() {
  const [state, setState] = useState<State>({ kind: "loading" });
  const create = useCreateSubscription();
  const config = useBillingConfig();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create.mutateAsync().then(
      (res) => setState(res.demo ? { kind: "demo" } : { kind: "form", clientSecret: res.clientSecret, intent: res.intent }),
      (err: unknown) => {
        if (!hasErrorCode(err, "unavailable")) toast({ title: BILLING_MESSAGES.demoTitle, description: BILLING_MESSAGES.demoDescription });
        setState({ kind: "failed" });
      },
    );
  }, [create]);

  const publishableKey = config.data?.publishableKey;
  if (state.kind === "loading" || (state.kind === "form" && config.isLoading)) return <Spinner label="Preparazione del pagamento..." />;
  if (state.kind === "form" && publishableKey) {
    return (
      <Suspense fallback={<Spinner label="Caricamento del modulo di pagamento..." />}>
        <PaymentForm publishableKey={publishableKey} clientSecret={state.clientSecret} intent={state.intent} />
      </Suspense>
    );
  }
  if (state.kind === "demo") {
    if (config.isLoading) return <Spinner label="Caricamento del piano..." />;
    return config.data?.demoMode ? <DemoTrial /> : <PaymentsNotConfigured />;
  }
  return <DemoNotice />;
}
