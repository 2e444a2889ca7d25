import { Wallet } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { useAuth } from "@/lib/use-auth";
import { useCategoryBudgetStatus } from "./category-budgets-api";
import { MonthStatus } from "./category-budgets";

const SHOWN = 3;

/** The dashboard's card: this month's category budgets, those over pace first (docs/plan.md, "Budget per categoria"). */
export function CategoryBudgetsCard() {
  // A free user's preview stays on /plan: the dashboard does not ask for it.
  const { isPremium } = useAuth();
  const status = useCategoryBudgetStatus(isPremium);
  if (!status.data || status.data.preview) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Wallet className="h-5 w-5" aria-hidden /> I budget del mese
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <MonthStatus status={status.data} limit={SHOWN} />
        <LinkButton href="/plan#budget-categorie" variant="outline" size="sm" className="justify-self-start">
          {status.data.categories.length === 0 ? "Imposta i budget" : "Tutti i budget"}
        </LinkButton>
      </CardContent>
    </Card>
  );
}
