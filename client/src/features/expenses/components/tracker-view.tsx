import { useMemo, useState } from "react";
import { FREE_EXPENSE_LIMIT } from "@shared/constants";
import { EXPENSE_CATEGORY_LABELS } from "@shared/labels";
import { errorMessage } from "@/lib/api";
import { useAuth } from "@/lib/use-auth";
import { Page } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { useFamilySplitLabel } from "@/features/plan";
import { usePartnerNames } from "@/features/household";
import { useExpenseCount, useMonthExpenses, useSavedBudget, type YearMonth } from "../api";
import { monthLabel, trackerCalendar } from "../month";
import { monthTotals } from "../totals";
import { BudgetChart } from "./budget-chart";
import { ExpenseFilter, ExpenseSearch, NO_FILTERS, applyFilters, type Filters } from "./expense-filter";
import { ExpenseForm } from "./expense-form";
import { ExpenseImport } from "./expense-import";
import { ExpenseList } from "./expense-list";
import { LimitCard } from "./limit-card";
import { MonthNav } from "./month-nav";
import { MonthReport } from "./month-report";
import { RecurringSection } from "./recurring-section";
import { PremiumPromo } from "./premium-promo";
import { SummaryCards } from "./summary-cards";
import { ExpenseTips } from "./tips";
import { UsageBanner } from "./usage-banner";

/** /expenses for signed-in users (docs/expenses.md): banner, cards, promo, form or limit card, filter, list, tips. */
export function TrackerView() {
  const { isPremium } = useAuth();
  // The family's own split in the texts (docs/plan.md, "La ripartizione della famiglia").
  const splitLabel = useFamilySplitLabel();
  const cal = useMemo(() => trackerCalendar(), []);
  const [shown, setShown] = useState<YearMonth>(cal.current);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const list = useMonthExpenses(shown);
  const count = useExpenseCount();
  const budget = useSavedBudget();
  const authors = usePartnerNames();

  const items = list.data ?? [];
  const totals = monthTotals(items);
  const visible = applyFilters(items, filters);
  const monthCount = count.data?.count ?? 0;
  const limitReached = !isPremium && monthCount >= FREE_EXPENSE_LIMIT;
  const emptyText =
    items.length === 0
      ? `Nessuna spesa registrata a ${monthLabel(shown).toLowerCase()}.`
      : filters.bucket !== "all" && filters.subcategory === "all" && !filters.search.trim()
        ? `Nessuna spesa nella categoria ${EXPENSE_CATEGORY_LABELS[filters.bucket]}.`
        : "Nessuna spesa corrisponde ai filtri.";
  const isCurrent = shown.year === cal.current.year && shown.month === cal.current.month;

  return (
    <Page title="Le tue spese" intro={`Registra le spese del mese e confrontale con il tuo budget ${splitLabel}.`}>
      {/* grid-cols-1 (minmax(0, 1fr)): at 360 px the column may be narrower than its widest content (docs/client.md, "Small screens"). */}
      <div className="grid grid-cols-1 gap-6">
        {!isPremium && <UsageBanner count={monthCount} />}
        <MonthNav value={shown} first={cal.first} last={cal.last} onChange={setShown} isPremium={isPremium} />
        <SummaryCards totals={totals} count={items.length} />
        {!isPremium && <PremiumPromo />}
        {count.isLoading ? null : limitReached ? <LimitCard /> : <ExpenseForm today={cal.today} minDate={cal.minDate} maxDate={cal.maxDate} />}
        <section aria-labelledby="expenses-list-title" className="grid grid-cols-1 gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="expenses-list-title" className="text-lg font-semibold text-slate-900">
              Spese di {monthLabel(shown).toLowerCase()}
            </h2>
            <ExpenseFilter value={filters.bucket} onChange={(bucket) => setFilters({ ...filters, bucket })} />
          </div>
          <ExpenseSearch value={filters} onChange={setFilters} />
          {list.isLoading ? (
            <div className="flex justify-center p-6">
              <Spinner />
            </div>
          ) : list.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
              Impossibile caricare le spese: {errorMessage(list.error)}
            </p>
          ) : (
            <ExpenseList items={visible} emptyText={emptyText} calendar={{ today: cal.today, minDate: cal.minDate, maxDate: cal.maxDate }} authors={authors} />
          )}
        </section>
        <ExpenseImport />
        <BudgetChart totals={totals} budget={budget.data} />
        <MonthReport shown={shown} isCurrent={isCurrent} isPremium={isPremium} splitLabel={splitLabel} />
        <RecurringSection today={cal.today} />
        <ExpenseTips />
      </div>
    </Page>
  );
}
