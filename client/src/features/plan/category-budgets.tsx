import { useState } from "react";
import { AlertTriangle, Wallet } from "lucide-react";
import { formatEuro, toAmountInput } from "@shared/money";
import { EXPENSE_SUBCATEGORIES, EXPENSE_SUBCATEGORY_LABELS, type ExpenseSubcategory } from "@shared/expense-subcategories";
import type { CategoryBudget, CategoryBudgetStatus, CategoryBudgetStatusRow } from "@shared/schemas/category-budgets";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, FieldError } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { saveErrorText } from "./save-error";
import { useCategoryBudgets, useCategoryBudgetStatus, useSaveCategoryBudgets } from "./category-budgets-api";
import { BudgetSplitChooser } from "./budget-split-chooser";

// The budgets section of /plan (docs/plan.md, "Budget per categoria"): the month's status per
// category with its pace, the form that sets the budgets (Premium; a preview for free users) and
// the family's split.

const monthName = (year: number, month: number) => new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, 15)));

/** "Spesa alimentare: al ritmo attuale supererai il budget di 200,00 €" (the pace's warning). */
export const paceWarning = (row: Pick<CategoryBudgetStatusRow, "subcategory" | "overshoot">) =>
  `${EXPENSE_SUBCATEGORY_LABELS[row.subcategory]}: al ritmo attuale supererai il budget di ${formatEuro(row.overshoot)}`;

export function CategoryBudgetsSection() {
  const status = useCategoryBudgetStatus();
  const budgets = useCategoryBudgets();
  const [editing, setEditing] = useState(false);
  const preview = budgets.data?.preview ?? status.data?.preview ?? false;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wallet className="h-5 w-5" aria-hidden /> Budget per categoria
        </CardTitle>
        <CardDescription>Quanto vuoi spendere ogni mese per la spesa, le bollette, lo svago… e a che ritmo stai spendendo questo mese.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {status.isLoading && <Spinner label="Caricamento dei budget" />}
        {status.data && <MonthStatus status={status.data} />}
        {preview && <PremiumNote />}
        {!preview && budgets.data && (editing ? <BudgetsForm current={budgets.data.budgets} onClose={() => setEditing(false)} /> : (
          <Button variant="outline" className="justify-self-start" onClick={() => setEditing(true)}>
            Imposta i budget
          </Button>
        ))}
        <BudgetSplitChooser />
      </CardContent>
    </Card>
  );
}

function PremiumNote() {
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-700">
      <p>I budget per categoria sono una funzione Premium: qui vedi l'anteprima delle spese del mese e del loro ritmo. Con Premium (o la prova demo) imposti un budget per ogni categoria e ricevi un avviso quando il ritmo lo supera.</p>
      <LinkButton href="/subscribe" size="sm" className="mt-3">
        Scopri Premium
      </LinkButton>
    </div>
  );
}

/** The month's status: one row per category, with the pace bar and the warning. */
export function MonthStatus({ status, limit }: { status: CategoryBudgetStatus; limit?: number }) {
  const rows = limit ? [...status.categories].sort((a, b) => Number(b.warning) - Number(a.warning)).slice(0, limit) : status.categories;
  if (rows.length === 0)
    return <p className="text-sm text-slate-600">{status.preview ? "Nessuna spesa registrata questo mese." : "Nessun budget impostato: scegli quanto spendere per le categorie che vuoi seguire."}</p>;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">
        {monthName(status.year, status.month)}: {status.daysPassed} giorni su {status.daysInMonth}
      </p>
      <ul aria-label="Stato dei budget del mese" className="grid gap-3">
        {rows.map((row) => (
          <StatusRow key={row.subcategory} row={row} />
        ))}
      </ul>
    </div>
  );
}

function StatusRow({ row }: { row: CategoryBudgetStatusRow }) {
  const label = EXPENSE_SUBCATEGORY_LABELS[row.subcategory];
  const budget = row.budget === null ? null : Number(row.budget);
  const percent = budget && budget > 0 ? (Number(row.spent) / budget) * 100 : 0;
  return (
    <li className="rounded-lg border border-slate-200 p-3" aria-label={label}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-slate-900">{label}</span>
        <span className="text-sm text-slate-700">
          {row.budget === null ? `Speso ${formatEuro(row.spent)}` : `Speso ${formatEuro(row.spent)} di ${formatEuro(row.budget)}`}
        </span>
      </div>
      {budget !== null && <Progress value={percent} label={`${label}: speso il ${Math.round(percent)}% del budget`} className="mt-2" barClassName={row.warning ? "bg-amber-500" : undefined} />}
      <p className="mt-1 text-sm text-slate-600">
        {row.left !== null && `${Number(row.left) < 0 ? `Sforato di ${formatEuro(row.left.replace("-", ""))}` : `Restano ${formatEuro(row.left)}`} · `}
        Al ritmo attuale: {formatEuro(row.projected)} a fine mese
        {row.carried !== "0.00" && ` · riporto dal mese scorso ${formatEuro(row.carried)}`}
      </p>
      {row.warning && (
        <p className="mt-1 flex items-center gap-1 text-sm font-medium text-amber-800">
          <AlertTriangle className="h-4 w-4" aria-hidden /> {paceWarning(row)}
        </p>
      )}
    </li>
  );
}

type Draft = Record<ExpenseSubcategory, { amount: string; carryOver: boolean }>;

const draftOf = (current: CategoryBudget[]): Draft =>
  Object.fromEntries(
    EXPENSE_SUBCATEGORIES.map((s) => {
      const found = current.find((b) => b.subcategory === s);
      return [s, { amount: found ? toAmountInput(found.amount) : "", carryOver: found?.carryOver ?? false }];
    }),
  ) as Draft;

/** One amount per category (empty: no budget) and its carry-over; the server checks every rule. */
function BudgetsForm({ current, onClose }: { current: CategoryBudget[]; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(current));
  const save = useSaveCategoryBudgets();
  const set = (s: ExpenseSubcategory, patch: Partial<Draft[ExpenseSubcategory]>) => setDraft((d) => ({ ...d, [s]: { ...d[s], ...patch } }));
  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const budgets = EXPENSE_SUBCATEGORIES.filter((s) => draft[s].amount.trim() !== "").map((s) => ({ subcategory: s, amount: draft[s].amount, carryOver: draft[s].carryOver }));
    save.mutate({ budgets }, { onSuccess: () => (toast({ title: "Budget salvati", variant: "success" }), onClose()) });
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-3" aria-label="Budget per categoria">
      <ul className="grid gap-2">
        {EXPENSE_SUBCATEGORIES.map((s) => (
          <li key={s} className="grid grid-cols-[1fr_8rem] items-center gap-x-3 gap-y-1 sm:grid-cols-[1fr_8rem_auto]">
            <label htmlFor={`budget-${s}`} className="text-sm text-slate-800">
              {EXPENSE_SUBCATEGORY_LABELS[s]}
            </label>
            <Input id={`budget-${s}`} type="text" inputMode="decimal" autoComplete="off" placeholder="—" value={draft[s].amount} onChange={(e) => set(s, { amount: e.target.value })} />
            <label className="col-span-2 flex items-center gap-2 text-sm text-slate-600 sm:col-span-1">
              <input type="checkbox" checked={draft[s].carryOver} onChange={(e) => set(s, { carryOver: e.target.checked })} aria-label={`Riporta al mese dopo: ${EXPENSE_SUBCATEGORY_LABELS[s]}`} />
              Riporta
            </label>
          </li>
        ))}
      </ul>
      <FieldError id="category-budgets-error" message={saveErrorText(save.error)} />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          Salva i budget
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Annulla
        </Button>
      </div>
    </form>
  );
}
