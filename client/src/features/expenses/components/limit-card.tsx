import { Lock } from "lucide-react";
import { EXPENSE_MESSAGES } from "@shared/schemas/expenses";
import { Card, CardContent } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";

/** Replaces the form when the free month is full (docs/expenses.md). */
export function LimitCard() {
  return (
    <Card className="border-amber-300 bg-amber-50" data-testid="expense-limit-card">
      <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <Lock aria-hidden className="mt-1 h-5 w-5 shrink-0 text-amber-700" />
          <div>
            <p className="font-semibold text-amber-950">{EXPENSE_MESSAGES.limitTitle}</p>
            <p className="text-sm text-amber-900">{EXPENSE_MESSAGES.limitReached}</p>
          </div>
        </div>
        <LinkButton href="/subscribe" variant="premium">
          Passa a Premium
        </LinkButton>
      </CardContent>
    </Card>
  );
}
