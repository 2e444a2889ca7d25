import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { HelpCircle } from "lucide-react";
import { DASHBOARD_WIDGETS } from "@shared/constants";
import { AUTH_USER_KEY, useAuth } from "@/lib/use-auth";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AlertsWidget } from "@/features/alerts";
import { CheckUpOffer } from "@/features/literacy";
import { ReviewCard } from "@/features/courses";
import { useDashboardSummary } from "../api";
import { DASHBOARD_TOUR, HelpDialog } from "../components/help-dialog";
import { FirstTimeBanner } from "../components/first-time-banner";
import { StatCards } from "../components/stat-cards";
import { PremiumUpsell } from "../components/premium-upsell";
import { ToolCards } from "../components/tool-cards";
import { ChallengesWidget } from "../components/challenges-widget";
import { LeaderboardWidget } from "../components/leaderboard-widget";
import { BudgetCard } from "../components/budget-card";
import { ProgressCard } from "../components/progress-card";
import { NextStepsCard } from "../components/next-steps-card";
import { ExpenseProgress } from "../components/expense-progress";
import { useHouseholdProfile } from "@/features/account";
import { CategoryBudgetsCard, GoalsProgressCard, MonthBalanceCard } from "@/features/plan";

/** The home dashboard of a signed-in user (docs/gamification.md). */
export default function DashboardPage() {
  const { user, isPremium } = useAuth();
  const { data: summary, isLoading, isError } = useDashboardSummary();
  // The household's goal orders the next steps (docs/accounts.md); without it, the usual order.
  const household = useHouseholdProfile();
  const [tourOpen, setTourOpen] = useState(false);
  const qc = useQueryClient();

  // Points earned elsewhere (a challenge completed by an expense) also refresh the navbar counter,
  // once per new total (never a loop if the two ever disagree).
  const refreshedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!summary || !user || summary.points === user.points || refreshedFor.current === summary.points) return;
    refreshedFor.current = summary.points;
    void qc.invalidateQueries({ queryKey: AUTH_USER_KEY });
  }, [summary, user, qc]);

  const name = summary?.firstName ?? user?.firstName ?? "Utente";
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Ciao, {name}!</h1>
          <p className="mt-1 text-slate-600">Ecco come procede il tuo percorso verso una famiglia finanziariamente serena.</p>
        </div>
        <Button variant="outline" onClick={() => setTourOpen(true)}>
          <HelpCircle className="h-4 w-4" aria-hidden="true" />
          Tour guidato
        </Button>
      </div>
      <HelpDialog steps={DASHBOARD_TOUR} open={tourOpen} onOpenChange={setTourOpen} />

      {isLoading && <Spinner />}
      {isError && <p className="rounded-lg bg-red-50 p-4 text-red-800">Impossibile caricare la dashboard. Riprova più tardi.</p>}
      {summary && (
        <>
          {summary.completedLessons === 0 && summary.monthExpenseCount === 0 && <FirstTimeBanner />}
          <StatCards summary={summary} isPremium={isPremium} />
          <CheckUpOffer />
          <ReviewCard />
          {!isPremium && <PremiumUpsell />}
        </>
      )}
      <ToolCards />
      <div className="grid gap-4 lg:grid-cols-3">
        <AlertsWidget limit={DASHBOARD_WIDGETS.alerts} />
        <ChallengesWidget limit={DASHBOARD_WIDGETS.challenges} />
        <LeaderboardWidget timeframe="monthly" limit={DASHBOARD_WIDGETS.leaderboard} />
      </div>
      {summary && (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="space-y-4">
            {summary.budget && <BudgetCard budget={summary.budget} />}
            <ProgressCard summary={summary} />
            <MonthBalanceCard />
            <GoalsProgressCard />
            <CategoryBudgetsCard />
          </div>
          <div className="space-y-4">
            <NextStepsCard summary={summary} household={household.data} />
            {!isPremium && <ExpenseProgress count={summary.monthExpenseCount} />}
          </div>
        </div>
      )}
    </div>
  );
}
