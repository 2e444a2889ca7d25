import { AlertTriangle, PiggyBank, TrendingUp, Wallet } from "lucide-react";
import { formatEuroRounded } from "@shared/money";
import { ANOMALY_FACTOR, ANOMALY_MIN_HISTORY, SAVINGS_MILESTONES_EUR } from "@shared/schemas/alerts";
import { alertTypeLabel } from "@shared/labels";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useFamilySplitLabel } from "@/features/plan";

// The budget alert names the family's own split (docs/plan.md, "La ripartizione della famiglia").
const types = (splitLabel: string) => [
  { type: "budget_exceeded", icon: Wallet, text: `Quando la spesa del mese in Necessità o Desideri supera la quota del tuo budget ${splitLabel} salvato.` },
  {
    type: "expense_anomaly",
    icon: AlertTriangle,
    text: `Quando una spesa è almeno ${ANOMALY_FACTOR} volte la tua media per quella categoria (calcolata su almeno ${ANOMALY_MIN_HISTORY} spese precedenti).`,
  },
  {
    type: "savings_milestone",
    icon: PiggyBank,
    text: `Quando i risparmi del mese raggiungono ${SAVINGS_MILESTONES_EUR.map((v) => formatEuroRounded(v)).join(", ")}.`,
  },
  { type: "pac_reminder", icon: TrendingUp, text: "Ogni mese, se hai simulato un PAC, ti ricordiamo il versamento: la costanza fa crescere il capitale." },
];

/** The explanatory card of the four alert types (docs/gamification.md). */
export function AlertTypesCard() {
  const splitLabel = useFamilySplitLabel();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Come funzionano gli alert</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2">
          {types(splitLabel).map(({ type, icon: Icon, text }) => (
            <li key={type} className="flex gap-3">
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <p className="text-sm text-slate-700">
                <strong className="block text-slate-900">{alertTypeLabel(type)}</strong>
                {text}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
