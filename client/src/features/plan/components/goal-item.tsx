import { useState } from "react";
import { Trash2 } from "lucide-react";
import { GOAL_KIND_LABELS, type Goal } from "@shared/schemas/goals";
import { formatEuro } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { useDeleteGoal } from "../api";
import { dayName, monthName, percentText } from "../format";
import { ContributionForm } from "./contribution-form";

/** One goal: progress, the monthly amount needed, the date at the current pace, on track or not (docs/plan.md, "Calcoli degli obiettivi"). */
export function GoalItem({ goal, today }: { goal: Goal; today: string }) {
  const [moving, setMoving] = useState(false);
  const remove = useDeleteGoal();
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{goal.name}</h3>
          <p className="text-sm text-slate-600">{GOAL_KIND_LABELS[goal.kind]}</p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={goal.onTrack ? "brand" : "warning"}>{goal.onTrack ? "In linea" : "Fuori strada"}</Badge>
          <Button variant="ghost" size="icon" aria-label={`Elimina l'obiettivo ${goal.name}`} disabled={remove.isPending} onClick={() => remove.mutate(goal.id)}>
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
      <Progress value={goal.progressPercent} label={`Avanzamento di ${goal.name}`} />
      <p className="text-sm text-slate-700">
        Messi da parte <strong>{formatEuro(goal.saved)}</strong> su {formatEuro(goal.targetAmount)} ({percentText(goal.progressPercent)})
      </p>
      <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
        {goal.monthlyNeeded !== null && goal.dueDate && (
          <div>
            <dt className="inline">Al mese per arrivare entro il {dayName(goal.dueDate)}: </dt>
            <dd className="inline font-semibold">{formatEuro(goal.monthlyNeeded)}</dd>
          </div>
        )}
        <div>
          <dt className="inline">Al ritmo attuale arrivi: </dt>
          <dd className="inline font-semibold">{goal.projectedDate ? monthName(goal.projectedDate) : "non ancora stimabile"}</dd>
        </div>
      </dl>
      {moving ? (
        <ContributionForm goal={goal} today={today} />
      ) : (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setMoving(true)}>
          Versamento o prelievo
        </Button>
      )}
    </li>
  );
}
