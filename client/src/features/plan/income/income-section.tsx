import { Wallet } from "lucide-react";
import type { IncomeEntry } from "@shared/schemas/income";
import { INCOME_KIND_LABELS } from "@shared/schemas/income";
import { formatEuro } from "@shared/money";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useDeleteIncome, useIncome, useMonthBalance } from "../income-api";
import { dayName } from "../format";
import { IncomeForm } from "./income-form";
import { BalanceFigures } from "./balance-figures";

/** The month's income, its balance and what is left to spend (docs/plan.md, "Entrate e saldo del mese"). */
export function IncomeSection() {
  const balance = useMonthBalance();
  const income = useIncome();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wallet className="h-5 w-5" aria-hidden /> Entrate e saldo del mese
        </CardTitle>
        <CardDescription>Registra stipendio, Assegno Unico e altre entrate: il mese mostra entrate meno spese e quanto puoi ancora spendere.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {balance.data ? <BalanceFigures balance={balance.data} /> : <Spinner label="Calcolo del saldo del mese" />}
        {income.data && <IncomeList entries={income.data} />}
        <IncomeForm />
      </CardContent>
    </Card>
  );
}

function IncomeList({ entries }: { entries: IncomeEntry[] }) {
  const remove = useDeleteIncome();
  if (entries.length === 0) return <p className="text-sm text-slate-700">Nessuna entrata registrata questo mese.</p>;
  return (
    <ul className="grid gap-2" aria-label="Entrate del mese">
      {entries.map((e) => (
        <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 p-2">
          <span>
            {INCOME_KIND_LABELS[e.kind]} · {dayName(e.date)} · <strong>{formatEuro(e.amount)}</strong>
            {e.note ? ` · ${e.note}` : ""}
          </span>
          <Button variant="ghost" size="sm" onClick={() => remove.mutate(e.id)} aria-label={`Elimina ${INCOME_KIND_LABELS[e.kind]} del ${dayName(e.date)}`}>
            Elimina
          </Button>
        </li>
      ))}
    </ul>
  );
}
