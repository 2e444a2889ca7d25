import { PiggyBank, Receipt, ShoppingBag, Wallet } from "lucide-react";
import { formatCents } from "@shared/money";
import type { ComponentType } from "react";
import { Card, CardContent } from "@/components/ui/card";
import type { MonthTotals } from "../totals";

const CARDS: Array<{ key: keyof MonthTotals; label: string; icon: ComponentType<{ className?: string }>; tone: string }> = [
  { key: "total", label: "Totale del mese", icon: Wallet, tone: "text-brand-700" },
  { key: "necessita", label: "Necessità", icon: Receipt, tone: "text-sky-700" },
  { key: "desideri", label: "Desideri", icon: ShoppingBag, tone: "text-fuchsia-700" },
  { key: "risparmi", label: "Risparmi", icon: PiggyBank, tone: "text-emerald-700" },
];

export function SummaryCards({ totals, count }: { totals: MonthTotals; count: number }) {
  return (
    <ul aria-label="Riepilogo del mese" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li key={key}>
          <Card className="h-full">
            <CardContent className="pt-4">
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <Icon aria-hidden className={`h-4 w-4 ${tone}`} /> {label}
              </p>
              <p className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl" data-testid={`total-${key}`}>
                {formatCents(totals[key])}
              </p>
              {key === "total" && <p className="text-xs text-slate-500">{count === 1 ? "1 spesa" : `${count} spese`}</p>}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
