import { Link } from "wouter";
import { formatDate } from "@shared/format";
import type { PlanView } from "@shared/schemas/billing";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCancelPlan, usePlan, useResumePlan } from "../api";

/** The plan in words: free, trial with its end date, Premium with renewal or end date. */
export function planDescription(plan: PlanView): string {
  const until = plan.premiumUntil ? formatDate(plan.premiumUntil) : null;
  const demo = plan.source === "demo" ? " (modalità demo)" : "";
  if (!plan.isPremium) return plan.status === "past_due" || plan.status === "unpaid" ? "Pagamento non riuscito: aggiorna la carta" : "Piano gratuito";
  if (!until) return "Premium attivo";
  if (plan.status === "trialing") return `Prova gratuita${demo} fino al ${until}`;
  if (plan.status === "active" && plan.source !== "grant") return plan.source === "demo" ? `Premium${demo} attivo fino al ${until}` : `Premium, si rinnova il ${until}`;
  if (plan.status === "canceling") return `Premium${demo} annullato: resta attivo fino al ${until}`;
  return `Premium fino al ${until}`;
}

/** /account: the plan and its cancel/resume (docs/billing.md, "Plan state machine"). */
export function PlanSection() {
  const plan = usePlan();
  const cancel = useCancelPlan();
  const resume = useResumePlan();
  const busy = cancel.isPending || resume.isPending;
  return (
    <section aria-labelledby="plan-section-title" className="max-w-xl">
      <Card>
        <CardHeader>
          <CardTitle>
            <span id="plan-section-title">Il tuo piano</span>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {plan.isLoading || !plan.data ? (
            <Spinner label="Caricamento del piano..." />
          ) : (
            <>
              <p className="font-semibold text-slate-900" data-testid="plan-description">
                {planDescription(plan.data)}
              </p>
              <div className="flex flex-wrap gap-3">
                {plan.data.canCancel && (
                  <Button variant="outline" disabled={busy} onClick={() => cancel.mutate()}>
                    {cancel.isPending ? "Annullamento..." : plan.data.status === "trialing" ? "Annulla la prova" : "Annulla il rinnovo"}
                  </Button>
                )}
                {plan.data.canResume && (
                  <Button disabled={busy} onClick={() => resume.mutate()}>
                    {resume.isPending ? "Ripresa..." : "Riprendi il piano"}
                  </Button>
                )}
                {!plan.data.isPremium && (
                  <Link href="/subscribe" className="font-semibold text-brand-800 underline">
                    Scopri Premium
                  </Link>
                )}
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
