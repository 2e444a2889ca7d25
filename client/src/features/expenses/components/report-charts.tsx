// Hand-drawn charts of the month report (docs/expenses.md, "Month report"). Each chart is hidden
// from screen readers; the table beside it carries the same numbers.
import type { ReactNode } from "react";
import { formatCents, toCents } from "@shared/money";

export type Bar = { label: string; cents: number; className?: string };

/** Horizontal bars, longest = full width. */
export function BarList({ bars }: { bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.cents));
  return (
    <ul aria-hidden="true" className="grid gap-2">
      {bars.map((b) => (
        <li key={b.label} className="grid gap-1">
          <div className="flex justify-between gap-2 text-sm">
            <span className="truncate text-slate-800">{b.label}</span>
            <span className="shrink-0 tabular-nums text-slate-700">{formatCents(b.cents)}</span>
          </div>
          <div className="h-2.5 rounded-full bg-slate-100">
            <div className={`h-2.5 rounded-full ${b.className ?? "bg-brand-600"}`} style={{ width: `${(b.cents / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Vertical bars of the six-month trend, in an SVG that scales to its box. */
export function TrendChart({ points }: { points: Array<{ label: string; total: string }> }) {
  const cents = points.map((p) => toCents(p.total));
  const max = Math.max(1, ...cents);
  const w = 60;
  const h = 120;
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${points.length * w} ${h + 24}`} className="h-44 w-full" preserveAspectRatio="xMidYMid meet">
      {points.map((p, i) => {
        const bh = Math.round((cents[i]! / max) * h);
        return (
          <g key={p.label}>
            <rect x={i * w + 12} y={h - bh} width={w - 24} height={Math.max(bh, 1)} rx={4} className={i === points.length - 1 ? "fill-brand-600" : "fill-slate-400"} />
            <text x={i * w + w / 2} y={h + 16} textAnchor="middle" className="fill-slate-600 text-[11px]">
              {p.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A small table of the same numbers; `caption` names it for screen readers. */
export function NumbersTable({ caption, head, rows }: { caption: string; head: [string, ...string[]]; rows: ReactNode[][] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          {head.map((h, i) => (
            <th key={h} scope="col" className={i === 0 ? "py-1 pr-2 font-medium" : "py-1 pl-2 text-right font-medium"}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i} className="border-b border-slate-100 last:border-0">
            {r.map((cell, j) =>
              j === 0 ? (
                <th key={j} scope="row" className="py-1 pr-2 text-left font-normal text-slate-800">
                  {cell}
                </th>
              ) : (
                <td key={j} className="py-1 pl-2 text-right tabular-nums text-slate-800">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
