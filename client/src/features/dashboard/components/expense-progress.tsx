import { FREE_EXPENSE_LIMIT } from "@shared/constants";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { LinkButton } from "@/components/ui/link-button";

/** Non-premium only: this month's expenses over the free limit of 10 (docs/gamification.md). */
export function ExpenseProgress({ count }: { count: number }) {
  const pct = (count / FREE_EXPENSE_LIMIT) * 100;
  return (
    <Card data-testid="expense-progress">
      <CardContent className="pt-5">
        <div className="mb-1 flex flex-wrap justify-between gap-2 text-sm">
          <span className="font-medium">Spese registrate questo mese</span>
          <span className="font-semibold">
            {count}/{FREE_EXPENSE_LIMIT}
          </span>
        </div>
        <Progress value={pct} label="Spese del mese sul limite gratuito" barClassName={count >= FREE_EXPENSE_LIMIT ? "bg-red-600" : undefined} />
        {count >= FREE_EXPENSE_LIMIT && (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
            <span>Hai raggiunto il limite del piano gratuito.</span>
            <LinkButton href="/subscribe" size="sm" variant="premium">
              Passa a Premium
            </LinkButton>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
