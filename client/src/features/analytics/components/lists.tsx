import { formatNumber, formatPercent } from "@shared/format";
import { cn } from "@/lib/cn";

/** '/' is shown as '/home' (docs/accounts.md). */
export const displayPage = (page: string) => (page === "/" ? "/home" : page);

// A Map, not an object: a source is visitor-supplied (a referrer host "constructor", a utm_source
// "__proto__") and must not find Object.prototype's members, which left the dot without colour.
const SOURCE_DOTS = new Map<string, string>([["Google", "bg-blue-500"], ["Direct", "bg-emerald-500"], ["Facebook", "bg-indigo-600"]]);
export const sourceDot = (source: string) => SOURCE_DOTS.get(source) ?? "bg-slate-400";

// A Map, not an object: a device named like a member of Object.prototype is shown as it is.
const DEVICE_LABELS = new Map([
  ["mobile", "Mobile"],
  ["desktop", "Desktop"],
  ["tablet", "Tablet"],
]);
export const deviceLabel = (d: string) => DEVICE_LABELS.get(d) ?? d;
export const sourceLabel = (s: string) => (s === "Direct" ? "Diretto" : s);

export function Empty({ children }: { children: string }) {
  return <p className="py-4 text-center text-sm text-slate-600">{children}</p>;
}

/** Name, count and a proportional bar; rows stay readable at 360 px. */
export function BarList({ rows, total, dot, empty }: { rows: Array<{ label: string; value: number; extra?: string; key?: string }>; total: number; dot?: (label: string) => string; empty: string }) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="grid gap-2">
      {rows.map((r) => (
        <li key={r.key ?? r.label} className="grid gap-1">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              {dot && <span className={cn("h-2.5 w-2.5 shrink-0 rounded-full", dot(r.key ?? r.label))} aria-hidden="true" />}
              <span className="truncate text-slate-800">{r.label}</span>
            </span>
            <span className="shrink-0 font-medium text-slate-900">
              {formatNumber(r.value)}
              {r.extra && <span className="ml-1 font-normal text-slate-600">{r.extra}</span>}
              {total > 0 && <span className="ml-2 text-xs font-normal text-slate-500">{formatPercent((r.value / total) * 100)}</span>}
            </span>
          </div>
          <div className="h-1.5 rounded-full bg-slate-100">
            <div className="h-1.5 rounded-full bg-brand-600" style={{ width: `${total > 0 ? Math.max(2, (r.value / total) * 100) : 0}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
