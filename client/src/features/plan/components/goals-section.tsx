import { useState } from "react";
import { Target } from "lucide-react";
import { romeDateString } from "@shared/calendar";
import { formatEuro } from "@shared/money";
import { FREE_GOAL_LIMIT } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useCreateGoal, useGoalProposal, useGoals } from "../api";
import { dayName } from "../format";
import { GoalForm } from "./goal-form";
import { GoalItem } from "./goal-item";

/** The goals of /plan: the list, a new goal, and the first proposal when there is none (docs/plan.md). */
export function GoalsSection() {
  const today = romeDateString();
  const goals = useGoals();
  const [adding, setAdding] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target className="h-5 w-5" aria-hidden /> Obiettivi e accantonamenti
        </CardTitle>
        <CardDescription>Fondo di emergenza, spese previste (bollo, libri, Natale) e obiettivi a lungo termine. Con il piano gratuito fino a {FREE_GOAL_LIMIT} obiettivi.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {goals.isLoading && <Spinner label="Caricamento degli obiettivi" />}
        {goals.data && goals.data.length === 0 && <Proposal />}
        {goals.data && goals.data.length > 0 && (
          <ul aria-label="I tuoi obiettivi" className="grid gap-3">
            {goals.data.map((g) => (
              <GoalItem key={g.id} goal={g} today={today} />
            ))}
          </ul>
        )}
        {adding ? (
          <GoalForm today={today} onClose={() => setAdding(false)} />
        ) : (
          <Button variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
            Nuovo obiettivo
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** The first goal proposed from the onboarding's answers (docs/plan.md, "La prima proposta"). */
function Proposal() {
  const proposal = useGoalProposal();
  const create = useCreateGoal();
  const p = proposal.data?.proposal;
  if (!proposal.data) return null;
  if (!p) return <p className="text-sm text-slate-600">{proposal.data.reason}</p>;
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-4" role="region" aria-label="Proposta di primo obiettivo">
      <p className="font-semibold text-slate-900">
        Ti proponiamo: {p.name}, {formatEuro(p.targetAmount)}
        {p.targetDate ? ` entro il ${dayName(p.targetDate)}` : ""}
      </p>
      <p className="mt-1 text-sm text-slate-700">{proposal.data.reason}</p>
      <Button
        size="sm"
        className="mt-3"
        disabled={create.isPending}
        onClick={() => create.mutate({ ...p, targetAmount: Number(p.targetAmount) }, { onSuccess: () => toast({ title: "Obiettivo creato", description: p.name, variant: "success" }) })}
      >
        Crea questo obiettivo
      </Button>
    </div>
  );
}
