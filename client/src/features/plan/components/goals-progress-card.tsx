import { Target } from "lucide-react";
import { formatEuro } from "@shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Progress } from "@/components/ui/progress";
import { useGoals } from "../api";
import { dayName, percentText } from "../format";
import type { Goal } from "@shared/schemas/goals";

const SHOWN = 3;

/** The dashboard's card: each goal's progress, with the way to /plan (docs/plan.md). */
export function GoalsProgressCard() {
  const goals = useGoals();
  if (!goals.data) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Target className="h-5 w-5" aria-hidden /> I tuoi obiettivi
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {goals.data.length === 0 && <p className="text-sm text-slate-600">Nessun obiettivo ancora: parti dal fondo di emergenza o da una spesa prevista.</p>}
        {goals.data.length > 0 && (
          <ul className="grid gap-3" aria-label="Avanzamento degli obiettivi">
            {goals.data.slice(0, SHOWN).map((g) => (
              <li key={g.id} className="grid gap-1">
                <div className="flex justify-between gap-2 text-sm">
                  <span className="font-medium text-slate-900">{g.name}</span>
                  <span className="text-slate-700">
                    {formatEuro(g.saved)} di {formatEuro(g.targetAmount)} ({percentText(g.progressPercent)})
                  </span>
                </div>
                <Progress value={g.progressPercent} label={`Avanzamento di ${g.name}`} />
              </li>
            ))}
          </ul>
        )}
        <NextKnownCost goals={goals.data} />
        <LinkButton href="/plan" variant="outline" size="sm" className="justify-self-start">
          {goals.data.length === 0 ? "Crea un obiettivo" : "Vai al piano"}
        </LinkButton>
      </CardContent>
    </Card>
  );
}

/** The sinking fund due soonest: the family's next known cost (docs/plan.md, "Obiettivi"). */
function NextKnownCost({ goals }: { goals: Goal[] }) {
  const next = goals.filter((g) => g.kind === "sinking" && g.dueDate).sort((a, b) => a.dueDate!.localeCompare(b.dueDate!))[0];
  if (!next) return null;
  return (
    <p className="text-sm text-slate-700">
      Prossima spesa prevista: <strong>{next.name}</strong>, {formatEuro(next.targetAmount)} entro il {dayName(next.dueDate!)}
      {next.monthlyNeeded !== null && ` (${formatEuro(next.monthlyNeeded)} al mese)`}.
    </p>
  );
}
