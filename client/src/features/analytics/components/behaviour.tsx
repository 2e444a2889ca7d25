import type { AnalyticsOverview } from "@shared/schemas/analytics";
import { formatDateTime, formatNumber } from "@shared/format";
import { deviceLabel, displayPage, Empty, sourceLabel } from "./lists";

/** 24 rows, one per hour; a bar is never narrower than 5 % so every hour stays visible. */
export function HourlyActivity({ hours }: { hours: AnalyticsOverview["hourlyActivity"] }) {
  const max = Math.max(0, ...hours.map((h) => h.visits));
  return (
    <ol className="grid gap-1" aria-label="Attività per ora">
      {hours.map((h) => (
        <li key={h.hour} className="flex items-center gap-2 text-xs">
          <span className="w-12 shrink-0 tabular-nums text-slate-600">{String(h.hour).padStart(2, "0")}:00</span>
          <span className="h-3 flex-1 rounded bg-slate-100">
            <span className="block h-3 rounded bg-brand-600" style={{ width: `${Math.max(5, max > 0 ? (h.visits / max) * 100 : 0)}%` }} />
          </span>
          <span className="w-10 shrink-0 text-right tabular-nums text-slate-800">{formatNumber(h.visits)}</span>
        </li>
      ))}
    </ol>
  );
}

export function RecentVisitors({ visitors }: { visitors: AnalyticsOverview["recentVisitors"] }) {
  if (visitors.length === 0) return <Empty>Nessun visitatore registrato finora.</Empty>;
  return (
    <ul className="grid max-h-80 gap-2 overflow-y-auto pr-1" aria-label="Visitatori recenti" tabIndex={0}>
      {visitors.map((v, i) => (
        <li key={`${v.timestamp}-${i}`} className="rounded-lg border border-slate-200 p-3 text-sm">
          <div className="flex flex-wrap justify-between gap-2">
            <span className="font-mono text-slate-900">{v.ip}</span>
            <span className="text-slate-600">{formatDateTime(v.timestamp)}</span>
          </div>
          <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-slate-700">
            <span>{deviceLabel(v.device)}</span>
            <span>{v.browser}</span>
            <span className="break-all">{displayPage(v.page)}</span>
            <span>{sourceLabel(v.source)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
