import { niceTicks } from "./nice-ticks";

/** One data series of a cartesian chart: a value per x label. */
export type Series = { name: string; color: string; fill?: string; values: number[] };

export type CartesianProps = {
  /** Accessible summary of the data (the chart is one image to assistive technology). */
  label: string;
  /** Short x-axis labels, one per data point ("5a", "22/11"). */
  labels: string[];
  /** Longer names of the same points for the hover titles ("Anno 5"). */
  titles?: string[];
  series: Series[];
  formatTick: (v: number) => string;
  formatValue: (v: number) => string;
  height?: number;
  /** Counts: no fractional y ticks. */
  integer?: boolean;
};

export type Frame = { left: number; right: number; top: number; bottom: number; ticks: number[]; y: (v: number) => number };

const CHAR_W = 7; // a generous width of one 12 px character
const round = (v: number) => Math.round(v * 10) / 10;

/** The plot area inside a `width`×`height` SVG, with room on the left for the y tick labels. */
export function makeFrame(width: number, height: number, max: number, p: Pick<CartesianProps, "formatTick" | "integer" | "labels">, rightPad = 8): Frame {
  const ticks = niceTicks(0, max, height < 240 ? 4 : 5, p.integer);
  const left = Math.max(...ticks.map((t) => p.formatTick(t).length)) * CHAR_W + 10;
  const top = 8;
  const bottom = height - 24;
  const lo = ticks[0];
  const hi = ticks[ticks.length - 1];
  return { left, right: Math.max(left + 10, width - rightPad), top, bottom, ticks, y: (v) => round(bottom - ((v - lo) / (hi - lo)) * (bottom - top)) };
}

export const labelChars = (labels: string[]) => Math.max(0, ...labels.map((l) => l.length));

/** Every k-th x label (k = 1, 2, 5, 10…) so they never overlap; the last one is always shown. */
function labelEvery(labels: string[], spacing: number): number {
  const need = (labelChars(labels) * CHAR_W + 8) / Math.max(1, spacing);
  for (let k = 1; ; k *= 10) for (const m of [1, 2, 5]) if (k * m >= need) return k * m;
}

/** Y grid with tick labels, x axis line and x labels at `xAt(i)`, `spacing` px apart. */
export function Axes({ f, labels, xAt, spacing, formatTick }: { f: Frame; labels: string[]; xAt: (i: number) => number; spacing: number; formatTick: (v: number) => string }) {
  const every = labelEvery(labels, spacing);
  return (
    <g fill="#475569">
      {f.ticks.map((t, i) => (
        <g key={t}>
          <line x1={f.left} x2={f.right} y1={f.y(t)} y2={f.y(t)} stroke={i === 0 ? "#94a3b8" : "#e2e8f0"} strokeDasharray={i === 0 ? undefined : "3 3"} />
          <text x={f.left - 6} y={f.y(t)} dy="0.32em" textAnchor="end">
            {formatTick(t)}
          </text>
        </g>
      ))}
      {labels.map((l, i) =>
        (labels.length - 1 - i) % every === 0 ? (
          <text key={i} x={round(xAt(i))} y={f.bottom + 17} textAnchor="middle">
            {l}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** Invisible full-height column per point: hovering it shows all the point's values in a title. */
export function HoverColumns({ f, p, xAt, spacing, children }: { f: Frame; p: CartesianProps; xAt: (i: number) => number; spacing: number; children?: (i: number) => React.ReactNode }) {
  return (
    <g>
      {p.labels.map((l, i) => {
        const x0 = Math.max(f.left, xAt(i) - spacing / 2);
        const x1 = Math.min(f.right, xAt(i) + spacing / 2);
        const values = p.series.map((s) => `${s.name} ${p.formatValue(s.values[i])}`).join(", ");
        return (
          <g key={i} className="group">
            <rect x={round(x0)} y={f.top} width={round(Math.max(0, x1 - x0))} height={f.bottom - f.top} className="fill-transparent group-hover:fill-slate-900/5">
              <title>{`${p.titles?.[i] ?? l}: ${values}`}</title>
            </rect>
            {children?.(i)}
          </g>
        );
      })}
    </g>
  );
}

export { round };
