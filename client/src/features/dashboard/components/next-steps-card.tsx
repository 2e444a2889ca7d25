import { Link } from "wouter";
import { ArrowRight, CheckCircle2 } from "lucide-react";
import type { DashboardSummary } from "@shared/schemas/gamification";
import type { HouseholdGoal } from "@shared/schemas/account";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type Step = { href: string; label: string; text: string };
type Household = { completed: boolean; goal: HouseholdGoal | null };

// The step that serves each household goal most directly (docs/accounts.md), shown first.
const GOAL_STEPS: Record<HouseholdGoal, Step> = {
  emergency_fund: { href: "/budget-calculator", label: "Crea il tuo budget", text: "Dividi il reddito con la regola 50/30/20 e salvalo." },
  debts: { href: "/expenses", label: "Traccia le tue spese", text: "Registra le spese del mese per scoprire dove vanno i soldi." },
  home: { href: "/mortgage-calculator", label: "Calcola la rata del mutuo", text: "Scopri quale rata è sostenibile con il reddito della tua famiglia." },
  children_future: { href: "/pac-simulator", label: "Simula un piano di accumulo", text: "Quanto può diventare un piccolo versamento mensile per i tuoi figli." },
  retirement: { href: "/pac-simulator", label: "Simula un piano di accumulo", text: "Quanto può diventare un versamento mensile da qui alla pensione." },
};

/**
 * Next steps (docs/gamification.md): first course if no lesson, budget if none, expenses if none;
 * with the household profile (docs/accounts.md) the step of the family's goal comes first, and a
 * user who never answered the onboarding is asked about the family first.
 */
export function nextSteps(summary: DashboardSummary, household?: Household) {
  const steps: Step[] = [];
  if (summary.completedLessons === 0) steps.push({ href: "/courses", label: "Inizia il tuo primo corso", text: "Lezioni brevi con quiz: 10 punti per ogni lezione superata." });
  if (!summary.budget) steps.push({ href: "/budget-calculator", label: "Crea il tuo budget", text: "Dividi il reddito con la regola 50/30/20 e salvalo." });
  if (summary.monthExpenseCount === 0) steps.push({ href: "/expenses", label: "Traccia le tue spese", text: "Registra le spese del mese per scoprire dove vanno i soldi." });
  if (household && !household.completed) {
    return [{ href: "/onboarding", label: "Raccontaci la tua famiglia", text: "Tre domande veloci per adattare calcolatori e consigli." }, ...steps];
  }
  const goalStep = household?.goal ? GOAL_STEPS[household.goal] : null;
  if (!goalStep) return steps;
  const pending = steps.find((s) => s.href === goalStep.href);
  // A goal step already done (a saved budget, this month's expenses) is not suggested again.
  if (!pending && (goalStep.href === "/budget-calculator" || goalStep.href === "/expenses")) return steps;
  return [goalStep, ...steps.filter((s) => s.href !== goalStep.href)];
}

export function NextStepsCard({ summary, household }: { summary: DashboardSummary; household?: Household }) {
  const steps = nextSteps(summary, household);
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
