import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { exportUrl, type YearMonth } from "../api";
import { addMonths, monthIndex } from "@shared/calendar";
import { monthLabel } from "../month";

type Props = { value: YearMonth; first: YearMonth; last: YearMonth; onChange: (ym: YearMonth) => void; isPremium: boolean };

/** Previous months stay readable; the CSV export of the shown month is for Premium users. */
export function MonthNav({ value, first, last, onChange, isPremium }: Props) {
  const prev = addMonths(value, -1);
  const next = addMonths(value, 1);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="icon" aria-label={`Mese precedente: ${monthLabel(prev)}`} disabled={monthIndex(prev) < monthIndex(first)} onClick={() => onChange(prev)}>
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </Button>
        <h2 className="min-w-40 text-center text-lg font-semibold text-slate-900" aria-live="polite" data-testid="month-label">
          {monthLabel(value)}
        </h2>
        <Button variant="outline" size="icon" aria-label={`Mese successivo: ${monthLabel(next)}`} disabled={monthIndex(next) > monthIndex(last)} onClick={() => onChange(next)}>
          <ChevronRight aria-hidden className="h-5 w-5" />
        </Button>
      </div>
      {isPremium ? (
        <a href={exportUrl(value)} download className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50">
          <Download aria-hidden className="h-4 w-4" /> Esporta CSV
        </a>
      ) : (
        <LinkButton href="/subscribe" variant="ghost" size="sm">
          <Download aria-hidden className="h-4 w-4" /> Esporta CSV con Premium
        </LinkButton>
      )}
    </div>
  );
}
