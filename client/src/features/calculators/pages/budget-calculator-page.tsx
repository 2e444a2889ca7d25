import { centsToString, formatEuro, toCents } from "@shared/money";
import { useWatch } from "react-hook-form";
import { CheckCircle2, Save } from "lucide-react";
import { budgetIncomeSchema, CALC_MESSAGES } from "@shared/schemas/calculators";
import { splitBudget } from "@shared/finance/budget";
import { formatDate } from "@shared/format";
import { Page } from "@/components/ui/page";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Card, CardContent } from "@/components/ui/card";
import { MoneyField } from "@/components/form/money-field";
import { toast } from "@/components/ui/toast";
import { useAuth } from "@/lib/use-auth";
import { useSaveBudget, useSavedBudget } from "../api";
import { BudgetHowTo, BudgetSplitCards } from "../components/budget-split";
import { useHydrated } from "@/lib/use-hydrated";
import { useHouseholdProfile } from "@/features/account";
import { useBudgetSplit } from "@/features/plan";
import { BUDGET_SPLIT } from "@shared/constants";
import { useBudgetIncome } from "../hooks/use-budget-income";

export default function BudgetCalculatorPage() {
  const { isAuthenticated, isLoading: sessionPending } = useAuth();
  const saved = useSavedBudget(isAuthenticated);
  const household = useHouseholdProfile(isAuthenticated);
  // A signed-in family's own split (docs/plan.md, "La ripartizione della famiglia"); 50/30/20 otherwise.
  const familySplit = useBudgetSplit(isAuthenticated);
  const shares = (isAuthenticated && familySplit.data) || BUDGET_SPLIT;
  const save = useSaveBudget();
  const { form, isSaved, setIsSaved, incomeField } = useBudgetIncome(saved, household.data?.monthlyIncome ?? null);
  // Prerendered for visitors: typing before hydration would be lost, so the field waits for it.
  const hydrated = useHydrated();
  const income = useWatch({ control: form.control, name: "monthlyIncome" });
  // The live split follows the value read the Italian way ("1.800,50" is 1800,50 €).
  const parsed = budgetIncomeSchema.safeParse({ monthlyIncome: income });
  const split = parsed.success ? splitBudget(parsed.data.monthlyIncome, shares) : null;
  const fieldError = income === "" || parsed.success ? undefined : parsed.error.issues[0]?.message;

  function onSave() {
    if (!parsed.success) return;
    const values = splitBudget(parsed.data.monthlyIncome, shares);
    save.mutate(
      { monthlyIncome: centsToString(toCents(parsed.data.monthlyIncome)), ...values },
      {
        onSuccess: () => {
          setIsSaved(true);
          toast({ title: CALC_MESSAGES.budgetSaved, description: "Lo trovi nella tua dashboard.", variant: "success" });
        },
      },
    );
  }

  return (
    <Page
      title="Calcolatore Budget 50/30/20"
      intro="Inserisci il tuo reddito netto mensile: ti mostriamo quanto destinare a necessità, desideri e risparmi, al centesimo."
    >
      <div className="space-y-6">
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-end">
            <MoneyField id="monthlyIncome" label="Reddito mensile netto (€)" className="w-full sm:max-w-xs" error={fieldError} readOnly={!hydrated} registration={incomeField} />
            {/* Neither while the session is being asked: a signed-in user never sees the visitor's link flash. */}
            {sessionPending ? null : isAuthenticated ? (
              <Button onClick={onSave} disabled={!split || save.isPending || familySplit.isLoading} aria-live="polite">
                {save.isPending ? (
                  CALC_MESSAGES.saving
                ) : isSaved ? (
                  <>
                    <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {CALC_MESSAGES.budgetSaved}
                  </>
                ) : (
                  <>
                    <Save className="h-4 w-4" aria-hidden="true" /> Salva Budget
                  </>
                )}
              </Button>
            ) : (
              <LinkButton href="/login" variant="outline">
                Accedi per salvare il budget
              </LinkButton>
            )}
          </CardContent>
          {saved.data && (
            <p className="px-5 pb-4 text-sm text-slate-600" data-testid="saved-budget">
              Ultimo budget salvato il {formatDate(saved.data.createdAt)}: reddito {formatEuro(saved.data.monthlyIncome)}, necessità {formatEuro(saved.data.necessities)}, desideri{" "}
              {formatEuro(saved.data.wants)}, risparmi {formatEuro(saved.data.savings)}.
            </p>
          )}
        </Card>

        {split && <BudgetSplitCards split={split} shares={shares} />}
        {split && <BudgetHowTo />}

        <div className="flex flex-wrap gap-3">
          <LinkButton href="/courses">Impara con i corsi gratuiti</LinkButton>
          <LinkButton href="/expenses" variant="outline">
            Traccia le tue spese
          </LinkButton>
        </div>
      </div>
    </Page>
  );
}
