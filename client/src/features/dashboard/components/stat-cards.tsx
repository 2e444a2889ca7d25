import { Award, BookOpen, Receipt, Star } from "lucide-react";
import { FREE_EXPENSE_LIMIT } from "@shared/constants";
import { formatNumber } from "@shared/format";
import type { DashboardSummary } from "@shared/schemas/gamification";
import { Card } from "@/components/ui/card";

/** The four stat cards: points, completed lessons, badges, this month's expenses over the limit. */
export function StatCards({ summary, isPremium }: { summary: DashboardSummary; isPremium: boolean }) {
  const cards = [
    { icon: Star, label: "Punti totali", value: formatNumber(summary.points), note: `Livello ${summary.level} · ${summary.levelLabel}`, id: "points" },
    { icon: BookOpen, label: "Lezioni completate", value: formatNumber(summary.completedLessons), note: "Ogni lezione vale 10 punti", id: "lessons" },
    { icon: Award, label: "Badge ottenuti", value: formatNumber(summary.badgesCount), note: "Su 3 disponibili", id: "badges" },
    {
      icon: Receipt,
      label: "Spese del mese",
      value: isPremium ? formatNumber(summary.monthExpenseCount) : `${formatNumber(summary.monthExpenseCount)}/${FREE_EXPENSE_LIMIT}`,
      note: isPremium ? "Illimitate con Premium" : "Limite del piano gratuito",
      id: "expenses",
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ icon: Icon, label, value, note, id }) => (
        <li key={id}>
          <Card className="h-full p-4" data-testid={`stat-${id}`}>
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium text-slate-600">{label}</p>
              <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
            </div>
            <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
            <p className="text-xs text-slate-500">{note}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
