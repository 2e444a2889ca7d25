import { Link } from "wouter";
import { ArrowRight, CheckCircle2 } from "lucide-react";
import type { DashboardSummary } from "@shared/schemas/gamification";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** Next steps (docs/gamification.md): first course if no lesson, budget if none, expenses if none. */
export function nextSteps(summary: DashboardSummary) {
  const steps: Array<{ href: string; label: string; text: string }> = [];
  if (summary.completedLessons === 0) steps.push({ href: "/courses", label: "Inizia il tuo primo corso", text: "Lezioni brevi con quiz: 10 punti per ogni lezione superata." });
  if (!summary.budget) steps.push({ href: "/budget-calculator", label: "Crea il tuo budget", text: "Dividi il reddito con la regola 50/30/20 e salvalo." });
  if (summary.monthExpenseCount === 0) steps.push({ href: "/expenses", label: "Traccia le tue spese", text: "Registra le spese del mese per scoprire dove vanno i soldi." });
  return steps;
}

export function NextStepsCard({ summary }: { summary: DashboardSummary }) {
  const steps = nextSteps(summary);
  return (
    <Card data-testid="next-steps">
      <CardHeader>
        <CardTitle>Prossimi passi</CardTitle>
      </CardHeader>
      <CardContent>
        {steps.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <CheckCircle2 className="h-5 w-5 text-emerald-600" aria-hidden="true" />
            Ottimo lavoro! Continua con le sfide della settimana.
          </p>
        ) : (
          <ul className="space-y-2">
            {steps.map((s) => (
              <li key={s.href}>
                <Link href={s.href} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand-300">
                  <span>
                    <span className="block font-semibold text-slate-900">{s.label}</span>
                    <span className="text-sm text-slate-600">{s.text}</span>
                  </span>
                  <ArrowRight className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
